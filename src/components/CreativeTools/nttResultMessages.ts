/**
 * Translated texts of the new tab takeover check's results and preview (`creativeTools.nttResults.*`): what the
 * check shows once files are chosen. Only the checking code (./nttTool.ts, loaded on the first intent to choose a
 * file) imports this module, so its strings stay out of the page's first load. Every id is a static literal so
 * that `docusaurus write-translations` extracts it; placeholders in braces are filled by the components.
 * Translations: `i18n/<locale>/code.json`.
 */
import { translate } from '@docusaurus/Translate';

export function getNttResultMessages() {
  return {
    previewHeading: translate({
      id: 'creativeTools.nttResults.preview.heading',
      message: 'Preview',
      description: 'Heading',
    }),
    // Check names
    checkCount: translate({
      id: 'creativeTools.nttResults.check.count',
      message: 'Number of background images',
      description: 'Check name',
    }),
    checkFormat: translate({
      id: 'creativeTools.nttResults.check.format',
      message: '{name}: file format',
      description: 'Check name',
    }),
    checkSize: translate({
      id: 'creativeTools.nttResults.check.size',
      message: '{name}: pixel size',
      description: 'Check name',
    }),
    checkComplete: translate({
      id: 'creativeTools.nttResults.check.complete',
      message: '{name}: file complete and readable',
      description: 'Check name',
    }),
    checkUnreadable: translate({
      id: 'creativeTools.nttResults.check.unreadable',
      message: '{name}: file could not be read',
      description: 'Check name when the file could not be read or decoded (a failure)',
    }),
    checkNotChecked: translate({
      id: 'creativeTools.nttResults.check.notChecked',
      message: '{name}: not checked',
      description: 'Check name when the file was left unchecked (a warning)',
    }),
    checkAlpha: translate({
      id: 'creativeTools.nttResults.check.alpha',
      message: '{name}: transparency',
      description: 'Check name',
    }),
    checkDifferent: translate({
      id: 'creativeTools.nttResults.check.different',
      message: '{a} and {b} look different',
      description: 'Check name',
    }),
    checkAlike: translate({
      id: 'creativeTools.nttResults.check.alike',
      message: '{a} and {b} look nearly the same',
      description: 'Check name when two background images look nearly the same (a warning)',
    }),
    checkWeight: translate({
      id: 'creativeTools.nttResults.check.weight',
      message: 'File weight',
      description: 'Check name',
    }),
    // Details
    countOk: translate({
      id: 'creativeTools.nttResults.count.ok',
      message: '{count} images; a takeover uses {min} to {max}.',
      description: 'Detail',
    }),
    countLow: translate({
      id: 'creativeTools.nttResults.count.low',
      message: '{count} image(s); a takeover needs at least {min}.',
      description: 'Detail',
    }),
    countHigh: translate({
      id: 'creativeTools.nttResults.count.high',
      message: '{count} images; a takeover uses at most {max}.',
      description: 'Detail',
    }),
    formatJpegOk: translate({
      id: 'creativeTools.nttResults.format.jpegOk',
      message: 'JPEG, by the file contents.',
      description: 'Detail',
    }),
    formatPngOk: translate({
      id: 'creativeTools.nttResults.format.pngOk',
      message: 'PNG, by the file contents.',
      description: 'Detail',
    }),
    formatWrong: translate({
      id: 'creativeTools.nttResults.format.wrong',
      message: 'The file contents are {found}, whatever its name says; this image must be {expected}.',
      description: 'Detail; {found} and {expected} are format names such as JPEG or PNG',
    }),
    formatUnknown: translate({
      id: 'creativeTools.nttResults.format.unknown',
      message: 'This is not an image file this tool recognizes; this image must be {expected}.',
      description: 'Detail',
    }),
    sizeOk: translate({
      id: 'creativeTools.nttResults.size.ok',
      message: '{width} × {height} px, as required.',
      description: 'Detail',
    }),
    sizeWrong: translate({
      id: 'creativeTools.nttResults.size.wrong',
      message: '{width} × {height} px; it must be exactly {expectedWidth} × {expectedHeight} px.',
      description: 'Detail',
    }),
    sizeUnknown: translate({
      id: 'creativeTools.nttResults.size.unknown',
      message: 'The pixel size could not be read from the file.',
      description: 'Detail',
    }),
    completeOk: translate({
      id: 'creativeTools.nttResults.complete.ok',
      message: 'The whole file was read and decoded.',
      description: 'Detail',
    }),
    truncated: translate({
      id: 'creativeTools.nttResults.complete.truncated',
      message:
        'The file ends before the image does (it is truncated, perhaps by an interrupted download). It was not decoded.',
      description: 'Detail',
    }),
    tooManyPixels: translate({
      id: 'creativeTools.nttResults.complete.tooManyPixels',
      message:
        '{megapixels} megapixels: this tool refuses to decode images over {cap} megapixels, so it was not decoded.',
      description: 'Detail',
    }),
    tooHeavy: translate({
      id: 'creativeTools.nttResults.complete.tooHeavy',
      message: '{size}: this tool does not read files over {cap}, so it was not read.',
      description: 'Detail',
    }),
    pngHeader: translate({
      id: 'creativeTools.nttResults.complete.pngHeader',
      message:
        'The PNG header chunk (IHDR) must come first and only once, and in this file it does not: its pixel size cannot be trusted, so it was not decoded.',
      description: 'Detail; IHDR is the name of the PNG chunk that holds the pixel size (keep it)',
    }),
    pngChunks: translate({
      id: 'creativeTools.nttResults.complete.pngChunks',
      message:
        'The PNG is split into more than {cap} chunks, far more than an image needs, so it was not read further or decoded.',
      description: 'Detail; a chunk is a section of a PNG file; {cap} is a number',
    }),
    jpegFrames: translate({
      id: 'creativeTools.nttResults.complete.jpegFrames',
      message:
        'The JPEG has more than one frame header (SOF), so its pixel size cannot be trusted; it was not decoded.',
      description: 'Detail; SOF is the name of the JPEG marker that holds the pixel size (keep it)',
    }),
    sizeImplausible: translate({
      id: 'creativeTools.nttResults.complete.sizeImplausible',
      message:
        'The file says it is {width} × {height} px, but it holds too little image data for that many pixels (it was altered or damaged), so it was not decoded.',
      description: 'Detail',
    }),
    overBudget: translate({
      id: 'creativeTools.nttResults.complete.overBudget',
      message:
        'Not checked: the files chosen together add up to more than {budget} megapixels, the most this tool decodes from one choice. Remove this file and choose it again with fewer others.',
      description: 'Detail; the file was not decoded',
    }),
    setAsideNote: translate({
      id: 'creativeTools.nttResults.setAsideNote',
      message:
        'Not added, because a takeover has at most {max} background images ({count} files set aside: {names}). Remove a background image to check another one.',
      description: 'Note under the chosen background images; {names} lists file names, {count} is a number',
    }),
    overBudgetNote: translate({
      id: 'creativeTools.nttResults.overBudgetNote',
      message:
        'Not decoded, because the files chosen together add up to more than {budget} megapixels: {names}. Remove them and choose them again, a few at a time.',
      description: 'Note above the results; {names} lists file names',
    }),
    notDecoded: translate({
      id: 'creativeTools.nttResults.complete.notDecoded',
      message: 'Not decoded, because the format or size could not be read.',
      description: 'Detail',
    }),
    decodeFailed: translate({
      id: 'creativeTools.nttResults.complete.decodeFailed',
      message: 'The browser could not decode this image.',
      description: 'Detail',
    }),
    alphaOk: translate({
      id: 'creativeTools.nttResults.alpha.ok',
      message: 'Has an alpha channel, and {percent} of the pixels are see-through.',
      description: 'Detail; {percent} is a formatted percentage',
    }),
    alphaNone: translate({
      id: 'creativeTools.nttResults.alpha.none',
      message: 'The PNG has no alpha channel: it cannot be transparent.',
      description: 'Detail',
    }),
    alphaOpaque: translate({
      id: 'creativeTools.nttResults.alpha.opaque',
      message: 'The PNG has an alpha channel, but every pixel is fully opaque.',
      description: 'Detail',
    }),
    alphaUnknown: translate({
      id: 'creativeTools.nttResults.alpha.unknown',
      message: 'Transparency could not be checked, because the image was not decoded.',
      description: 'Detail',
    }),
    differentOk: translate({
      id: 'creativeTools.nttResults.different.ok',
      message: '{distance} of 64 tone comparisons differ: the two images look clearly different.',
      description: 'Detail',
    }),
    differentNot: translate({
      id: 'creativeTools.nttResults.different.not',
      message:
        'Only {distance} of 64 tone comparisons differ (below {threshold}): people will likely see the same picture twice.',
      description: 'Detail',
    }),
    differentHow: translate({
      id: 'creativeTools.nttResults.different.how',
      message:
        'How images are compared: each is shrunk to 9 × 8 gray squares, and every square is compared with its right-hand neighbor (brighter or not): 64 comparisons. The same photo, resized or recompressed, differs in almost none of them; two different scenes differ in many.',
      description: 'Explanation of the perceptual hash under the results',
    }),
    weightNote: translate({
      id: 'creativeTools.nttResults.weight.note',
      message: 'Brave does not publish a file weight limit, so none is checked. Your files: {sizes}.',
      description: 'Detail',
    }),
    // Preview
    previewIntro: translate({
      id: 'creativeTools.nttResults.preview.intro',
      message:
        'Each background in the emulated new tab page, with the widgets over it. The ring marks the focal point ({x}, {y}); the hatched areas are covered by the widgets; the dashed frame is the phone crop around the focal point. The logo size and position here are approximate, as Brave does not publish them.',
      description: 'Text above the preview',
    }),
    desktop: translate({
      id: 'creativeTools.nttResults.preview.desktop',
      message: 'Desktop',
      description: 'Preview caption',
    }),
    enlarge: translate({
      id: 'creativeTools.nttResults.preview.enlarge',
      message: 'Enlarge the desktop preview',
      description:
        'Toggle button (pressed / not pressed), shown on narrow screens: the desktop preview at a readable size',
    }),
    enlargedHint: translate({
      id: 'creativeTools.nttResults.preview.enlargedHint',
      message: 'Scroll sideways to see the whole page.',
      description: 'Under the enlarged desktop preview, which is wider than the screen',
    }),
    phone: translate({
      id: 'creativeTools.nttResults.preview.phone',
      message: 'Phone (crop around the focal point)',
      description: 'Preview caption',
    }),
    showing: translate({
      id: 'creativeTools.nttResults.preview.showing',
      message: 'Showing image {index} of {count}: {name}',
      description: 'Preview status',
    }),
    next: translate({
      id: 'creativeTools.nttResults.preview.next',
      message: 'Next new tab',
      description: 'Button: show the next background',
    }),
    pause: translate({
      id: 'creativeTools.nttResults.preview.pause',
      message: 'Pause rotation',
      description: 'Button',
    }),
    play: translate({ id: 'creativeTools.nttResults.preview.play', message: 'Rotate images', description: 'Button' }),
    showZones: translate({
      id: 'creativeTools.nttResults.preview.zones',
      message: 'Shade the areas the widgets cover',
      description: 'Checkbox',
    }),
    noPreview: translate({
      id: 'creativeTools.nttResults.preview.none',
      message: 'No background image could be decoded yet, so there is nothing to preview.',
      description: 'Preview placeholder',
    }),
  };
}

export type NttResultMessages = ReturnType<typeof getNttResultMessages>;
