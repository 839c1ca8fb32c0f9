/**
 * Translated texts of the creative tools (`creativeTools.*`). Every id is a static literal so that
 * `docusaurus write-translations` extracts it; placeholders in braces are filled by the components.
 * Translations: `i18n/<locale>/code.json`.
 */
import { translate } from '@docusaurus/Translate';
import creativeToolsStrings from '@generated/translation-groups/creativeTools.json';
import { addTranslationGroup } from '@site/src/i18n/addTranslationGroup';

// This module's strings come with its chunk (config/translation-groups.ts).
addTranslationGroup(creativeToolsStrings);

export function getCommonMessages() {
  return {
    pass: translate({ id: 'creativeTools.status.pass', message: 'Pass', description: 'Result of a check: met' }),
    warn: translate({
      id: 'creativeTools.status.warn',
      message: 'Warning',
      description: 'Result of a check: worth a look',
    }),
    fail: translate({ id: 'creativeTools.status.fail', message: 'Fail', description: 'Result of a check: not met' }),
    checkColumn: translate({
      id: 'creativeTools.column.check',
      message: 'Check',
      description: 'Column header of the results table',
    }),
    resultColumn: translate({
      id: 'creativeTools.column.result',
      message: 'Result',
      description: 'Column header of the results table',
    }),
    detailsColumn: translate({
      id: 'creativeTools.column.details',
      message: 'Details',
      description: 'Column header of the results table',
    }),
    summary: translate({
      id: 'creativeTools.summary',
      message: 'Results: {pass} passed, {warn} warnings, {fail} failed.',
      description: 'Announced when the checks finish; placeholders are formatted numbers',
    }),
    privacy: translate({
      id: 'creativeTools.privacy',
      message: 'Everything happens in your browser: nothing you choose or type is uploaded, stored or logged.',
      description: 'Privacy note at the top of each creative tool',
    }),
  };
}

export function getNttMessages() {
  return {
    backgroundsHeading: translate({
      id: 'creativeTools.ntt.backgrounds.heading',
      message: 'Background images',
      description: 'Heading',
    }),
    logoHeading: translate({ id: 'creativeTools.ntt.logo.heading', message: 'Logo canvas', description: 'Heading' }),
    resultsHeading: translate({ id: 'creativeTools.ntt.results.heading', message: 'Results', description: 'Heading' }),
    previewHeading: translate({ id: 'creativeTools.ntt.preview.heading', message: 'Preview', description: 'Heading' }),
    chooseBackgrounds: translate({
      id: 'creativeTools.ntt.chooseBackgrounds',
      message: 'Choose background images',
      description: 'Label of the file input for the 2-3 background images',
    }),
    chooseLogo: translate({
      id: 'creativeTools.ntt.chooseLogo',
      message: 'Choose the logo canvas',
      description: 'Label of the file input for the logo',
    }),
    dropHint: translate({
      id: 'creativeTools.ntt.dropHint',
      message: 'or drop files here',
      description: 'Hint next to the file button in a drop zone',
    }),
    remove: translate({
      id: 'creativeTools.ntt.remove',
      message: 'Remove {name}',
      description: 'Button that removes a chosen file',
    }),
    reading: translate({
      id: 'creativeTools.ntt.reading',
      message: 'Reading your files…',
      description: 'Shown while files are checked',
    }),
    nothingChosen: translate({
      id: 'creativeTools.ntt.nothingChosen',
      message: 'Choose your background images and logo canvas to see the checks and the preview.',
      description: 'Shown before any file is chosen',
    }),
    // Check names
    checkCount: translate({
      id: 'creativeTools.ntt.check.count',
      message: 'Number of background images',
      description: 'Check name',
    }),
    checkFormat: translate({
      id: 'creativeTools.ntt.check.format',
      message: '{name}: file format',
      description: 'Check name',
    }),
    checkSize: translate({
      id: 'creativeTools.ntt.check.size',
      message: '{name}: pixel size',
      description: 'Check name',
    }),
    checkComplete: translate({
      id: 'creativeTools.ntt.check.complete',
      message: '{name}: file complete and readable',
      description: 'Check name',
    }),
    checkAlpha: translate({
      id: 'creativeTools.ntt.check.alpha',
      message: '{name}: transparency',
      description: 'Check name',
    }),
    checkDifferent: translate({
      id: 'creativeTools.ntt.check.different',
      message: '{a} and {b} look different',
      description: 'Check name',
    }),
    checkWeight: translate({ id: 'creativeTools.ntt.check.weight', message: 'File weight', description: 'Check name' }),
    // Details
    countOk: translate({
      id: 'creativeTools.ntt.count.ok',
      message: '{count} images; a takeover uses {min} to {max}.',
      description: 'Detail',
    }),
    countLow: translate({
      id: 'creativeTools.ntt.count.low',
      message: '{count} image(s); a takeover needs at least {min}.',
      description: 'Detail',
    }),
    countHigh: translate({
      id: 'creativeTools.ntt.count.high',
      message: '{count} images; a takeover uses at most {max}.',
      description: 'Detail',
    }),
    formatJpegOk: translate({
      id: 'creativeTools.ntt.format.jpegOk',
      message: 'JPEG, by the file contents.',
      description: 'Detail',
    }),
    formatPngOk: translate({
      id: 'creativeTools.ntt.format.pngOk',
      message: 'PNG, by the file contents.',
      description: 'Detail',
    }),
    formatWrong: translate({
      id: 'creativeTools.ntt.format.wrong',
      message: 'The file contents are {found}, whatever its name says; this image must be {expected}.',
      description: 'Detail; {found} and {expected} are format names such as JPEG or PNG',
    }),
    formatUnknown: translate({
      id: 'creativeTools.ntt.format.unknown',
      message: 'This is not an image file this tool recognizes; this image must be {expected}.',
      description: 'Detail',
    }),
    sizeOk: translate({
      id: 'creativeTools.ntt.size.ok',
      message: '{width} × {height} px, as required.',
      description: 'Detail',
    }),
    sizeWrong: translate({
      id: 'creativeTools.ntt.size.wrong',
      message: '{width} × {height} px; it must be exactly {expectedWidth} × {expectedHeight} px.',
      description: 'Detail',
    }),
    sizeUnknown: translate({
      id: 'creativeTools.ntt.size.unknown',
      message: 'The pixel size could not be read from the file.',
      description: 'Detail',
    }),
    completeOk: translate({
      id: 'creativeTools.ntt.complete.ok',
      message: 'The whole file was read and decoded.',
      description: 'Detail',
    }),
    truncated: translate({
      id: 'creativeTools.ntt.complete.truncated',
      message:
        'The file ends before the image does (it is truncated, perhaps by an interrupted download). It was not decoded.',
      description: 'Detail',
    }),
    tooManyPixels: translate({
      id: 'creativeTools.ntt.complete.tooManyPixels',
      message:
        '{megapixels} megapixels: this tool refuses to decode images over {cap} megapixels, so it was not decoded.',
      description: 'Detail',
    }),
    tooHeavy: translate({
      id: 'creativeTools.ntt.complete.tooHeavy',
      message: '{size}: this tool does not read files over {cap}, so it was not read.',
      description: 'Detail',
    }),
    notDecoded: translate({
      id: 'creativeTools.ntt.complete.notDecoded',
      message: 'Not decoded, because the format or size could not be read.',
      description: 'Detail',
    }),
    decodeFailed: translate({
      id: 'creativeTools.ntt.complete.decodeFailed',
      message: 'The browser could not decode this image.',
      description: 'Detail',
    }),
    alphaOk: translate({
      id: 'creativeTools.ntt.alpha.ok',
      message: 'Has an alpha channel, and {percent} of the pixels are see-through.',
      description: 'Detail; {percent} is a formatted percentage',
    }),
    alphaNone: translate({
      id: 'creativeTools.ntt.alpha.none',
      message: 'The PNG has no alpha channel: it cannot be transparent.',
      description: 'Detail',
    }),
    alphaOpaque: translate({
      id: 'creativeTools.ntt.alpha.opaque',
      message: 'The PNG has an alpha channel, but every pixel is fully opaque.',
      description: 'Detail',
    }),
    alphaUnknown: translate({
      id: 'creativeTools.ntt.alpha.unknown',
      message: 'Transparency could not be checked, because the image was not decoded.',
      description: 'Detail',
    }),
    differentOk: translate({
      id: 'creativeTools.ntt.different.ok',
      message: '{distance} of 64 tone comparisons differ: the two images look clearly different.',
      description: 'Detail',
    }),
    differentNot: translate({
      id: 'creativeTools.ntt.different.not',
      message:
        'Only {distance} of 64 tone comparisons differ (below {threshold}): people will likely see the same picture twice.',
      description: 'Detail',
    }),
    differentHow: translate({
      id: 'creativeTools.ntt.different.how',
      message:
        'How images are compared: each is shrunk to 9 × 8 gray squares, and every square is compared with its right-hand neighbor (brighter or not): 64 comparisons. The same photo, resized or recompressed, differs in almost none of them; two different scenes differ in many.',
      description: 'Explanation of the perceptual hash under the results',
    }),
    weightNote: translate({
      id: 'creativeTools.ntt.weight.note',
      message: 'Brave does not publish a file weight limit, so none is checked. Your files: {sizes}.',
      description: 'Detail',
    }),
    // Preview
    previewIntro: translate({
      id: 'creativeTools.ntt.preview.intro',
      message:
        'Each background in the emulated new tab page, with the widgets over it. The ring marks the focal point ({x}, {y}); the hatched areas are covered by the widgets; the dashed frame is the phone crop around the focal point. The logo size and position here are approximate, as Brave does not publish them.',
      description: 'Text above the preview',
    }),
    desktop: translate({ id: 'creativeTools.ntt.preview.desktop', message: 'Desktop', description: 'Preview caption' }),
    phone: translate({
      id: 'creativeTools.ntt.preview.phone',
      message: 'Phone (crop around the focal point)',
      description: 'Preview caption',
    }),
    showing: translate({
      id: 'creativeTools.ntt.preview.showing',
      message: 'Showing image {index} of {count}: {name}',
      description: 'Preview status',
    }),
    next: translate({
      id: 'creativeTools.ntt.preview.next',
      message: 'Next new tab',
      description: 'Button: show the next background',
    }),
    pause: translate({ id: 'creativeTools.ntt.preview.pause', message: 'Pause rotation', description: 'Button' }),
    play: translate({ id: 'creativeTools.ntt.preview.play', message: 'Rotate images', description: 'Button' }),
    showZones: translate({
      id: 'creativeTools.ntt.preview.zones',
      message: 'Shade the areas the widgets cover',
      description: 'Checkbox',
    }),
    noPreview: translate({
      id: 'creativeTools.ntt.preview.none',
      message: 'No background image could be decoded yet, so there is nothing to preview.',
      description: 'Preview placeholder',
    }),
  };
}

export function getNotificationMessages() {
  return {
    brand: translate({ id: 'creativeTools.notification.brand', message: 'Brand name', description: 'Field label' }),
    title: translate({ id: 'creativeTools.notification.title', message: 'Title', description: 'Field label' }),
    body: translate({ id: 'creativeTools.notification.body', message: 'Body', description: 'Field label' }),
    url: translate({ id: 'creativeTools.notification.url', message: 'Click-through URL', description: 'Field label' }),
    counter: translate({
      id: 'creativeTools.notification.counter',
      message: '{count} of {max} characters',
      description: 'Live counter under a field; characters as a person sees them',
    }),
    samples: translate({
      id: 'creativeTools.notification.samples',
      message: 'Start from a sample',
      description: 'Label of the sample ad buttons',
    }),
    checksHeading: translate({ id: 'creativeTools.notification.checks', message: 'Checks', description: 'Heading' }),
    previewHeading: translate({ id: 'creativeTools.notification.preview', message: 'Preview', description: 'Heading' }),
    checkTitleLength: translate({
      id: 'creativeTools.notification.check.titleLength',
      message: 'Title length',
      description: 'Check name',
    }),
    checkTitleBrand: translate({
      id: 'creativeTools.notification.check.titleBrand',
      message: 'Brand name in the title',
      description: 'Check name',
    }),
    checkBodyLength: translate({
      id: 'creativeTools.notification.check.bodyLength',
      message: 'Body length',
      description: 'Check name',
    }),
    checkCapitals: translate({
      id: 'creativeTools.notification.check.capitals',
      message: 'No all-caps text',
      description: 'Check name',
    }),
    checkHttps: translate({
      id: 'creativeTools.notification.check.https',
      message: 'URL uses https',
      description: 'Check name',
    }),
    checkShortener: translate({
      id: 'creativeTools.notification.check.shortener',
      message: 'URL is not a link shortener',
      description: 'Check name',
    }),
    checkRedirect: translate({
      id: 'creativeTools.notification.check.redirect',
      message: 'URL has no redirect parameter',
      description: 'Check name',
    }),
    lengthOk: translate({
      id: 'creativeTools.notification.length.ok',
      message: '{count} of {max} characters.',
      description: 'Detail',
    }),
    lengthOver: translate({
      id: 'creativeTools.notification.length.over',
      message: '{count} characters: {over} over the limit of {max}.',
      description: 'Detail',
    }),
    lengthEmpty: translate({ id: 'creativeTools.notification.length.empty', message: 'Empty.', description: 'Detail' }),
    brandOk: translate({
      id: 'creativeTools.notification.brand.ok',
      message: 'The title contains “{brand}”.',
      description: 'Detail',
    }),
    brandMissing: translate({
      id: 'creativeTools.notification.brand.missing',
      message: 'The title must contain the brand name “{brand}”.',
      description: 'Detail',
    }),
    brandEmpty: translate({
      id: 'creativeTools.notification.brand.empty',
      message: 'Enter the brand name: the title must contain it.',
      description: 'Detail',
    }),
    capitalsOk: translate({
      id: 'creativeTools.notification.capitals.ok',
      message: 'Title and body are not written in capitals only.',
      description: 'Detail',
    }),
    capitalsFound: translate({
      id: 'creativeTools.notification.capitals.found',
      message: 'Avoid all-caps text (best practices of the notification page).',
      description: 'Detail',
    }),
    httpsOk: translate({
      id: 'creativeTools.notification.https.ok',
      message: 'The address starts with https.',
      description: 'Detail',
    }),
    httpsWrong: translate({
      id: 'creativeTools.notification.https.wrong',
      message: 'The address uses {protocol}; use https.',
      description: 'Detail',
    }),
    urlEmpty: translate({
      id: 'creativeTools.notification.url.empty',
      message: 'Enter the address of your landing page.',
      description: 'Detail',
    }),
    urlInvalid: translate({
      id: 'creativeTools.notification.url.invalid',
      message: 'This is not a complete web address; write it in full, starting with https://.',
      description: 'Detail',
    }),
    shortenerOk: translate({
      id: 'creativeTools.notification.shortener.ok',
      message: '{host} is not on our list of known link shorteners.',
      description: 'Detail',
    }),
    shortenerFound: translate({
      id: 'creativeTools.notification.shortener.found',
      message: '{host} is a link shortener; link to your own page instead.',
      description: 'Detail',
    }),
    redirectOk: translate({
      id: 'creativeTools.notification.redirect.ok',
      message: 'No parameter passes visitors on to another address.',
      description: 'Detail',
    }),
    redirectUrl: translate({
      id: 'creativeTools.notification.redirect.url',
      message: 'The parameter “{name}” carries another web address: this looks like a redirect.',
      description: 'Detail',
    }),
    redirectName: translate({
      id: 'creativeTools.notification.redirect.name',
      message: 'The parameter “{name}” is often used for redirects; make sure the page does not forward visitors.',
      description: 'Detail',
    }),
    offline: translate({
      id: 'creativeTools.notification.offline',
      message:
        'What this page cannot check, because it never goes online: whether the server at this address redirects, whether the page exists, and whether the domain is yours or your social media page, as Brave requires.',
      description: 'Note under the checks',
    }),
    desktop: translate({
      id: 'creativeTools.notification.preview.desktop',
      message: 'Desktop ({devices})',
      description: 'Preview caption',
    }),
    mobile: translate({
      id: 'creativeTools.notification.preview.mobile',
      message: 'Mobile ({devices})',
      description: 'Preview caption',
    }),
    light: translate({
      id: 'creativeTools.notification.preview.light',
      message: 'Light',
      description: 'Preview caption',
    }),
    dark: translate({ id: 'creativeTools.notification.preview.dark', message: 'Dark', description: 'Preview caption' }),
    adTag: translate({
      id: 'creativeTools.notification.preview.adTag',
      message: 'Ad',
      description: 'Tag on the notification card',
    }),
    close: translate({
      id: 'creativeTools.notification.preview.close',
      message: 'Close',
      description: 'Label of the close cross (decorative)',
    }),
    previewNote: translate({
      id: 'creativeTools.notification.preview.note',
      message:
        'An approximation of the notification card: the operating system and Brave version change its exact look.',
      description: 'Note under the preview',
    }),
    copy: translate({ id: 'creativeTools.notification.copy', message: 'Copy the ad as text', description: 'Button' }),
    share: translate({
      id: 'creativeTools.notification.share',
      message: 'Copy a link to this draft',
      description: 'Button',
    }),
    copied: translate({
      id: 'creativeTools.notification.copied',
      message: 'Copied to the clipboard.',
      description: 'Status',
    }),
    linkCopied: translate({
      id: 'creativeTools.notification.linkCopied',
      message: 'Link copied. The draft is in the part after #, which browsers never send to a server.',
      description: 'Status',
    }),
    copyFailed: translate({
      id: 'creativeTools.notification.copyFailed',
      message: 'Your browser did not allow copying; select the text and copy it yourself.',
      description: 'Status',
    }),
    fragmentRead: translate({
      id: 'creativeTools.notification.fragmentRead',
      message: 'The draft from the link was filled in.',
      description: 'Status',
    }),
    fragmentBad: translate({
      id: 'creativeTools.notification.fragmentBad',
      message:
        'Part of the link could not be read ({fields}); those fields were left as they were. Everything else was filled in.',
      description: 'Status; {fields} lists field names',
    }),
    sample1Brand: translate({
      id: 'creativeTools.notification.sample1.brand',
      message: 'Masterclass',
      description: 'Sample ad brand (a brand name: keep or adapt)',
    }),
    sample1Title: translate({
      id: 'creativeTools.notification.sample1.title',
      message: 'Masterclass: learn to cook 🍳',
      description: 'Sample ad title, max 30 characters, must contain the brand',
    }),
    sample1Body: translate({
      id: 'creativeTools.notification.sample1.body',
      message: 'Lessons from top chefs, at your own pace. Try Now',
      description: 'Sample ad body, max 60 characters, ends with a clear call to action',
    }),
    sample2Brand: translate({
      id: 'creativeTools.notification.sample2.brand',
      message: 'Acme Maps',
      description: 'Sample ad brand (fictional)',
    }),
    sample2Title: translate({
      id: 'creativeTools.notification.sample2.title',
      message: 'Acme Maps 🗺️ hike offline',
      description: 'Sample ad title, max 30 characters, must contain the brand',
    }),
    sample2Body: translate({
      id: 'creativeTools.notification.sample2.body',
      message: 'Learn the trails before you go: 500 routes. Learn More',
      description: 'Sample ad body, max 60 characters',
    }),
    sampleLabel: translate({
      id: 'creativeTools.notification.sampleLabel',
      message: 'Sample: {brand}',
      description: 'Button that fills in a sample ad',
    }),
  };
}

export type CommonMessages = ReturnType<typeof getCommonMessages>;
export type NttMessages = ReturnType<typeof getNttMessages>;
export type NotificationMessages = ReturnType<typeof getNotificationMessages>;

/** Replaces `{name}` placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
