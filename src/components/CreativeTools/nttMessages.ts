/**
 * Translated texts of the new tab takeover check (`creativeTools.ntt.*`). Every id is a static literal so
 * that `docusaurus write-translations` extracts it; placeholders in braces are filled by the components.
 * Translations: `i18n/<locale>/code.json`.
 */
import { translate } from '@docusaurus/Translate';

export function getNttMessages() {
  return {
    backgroundsHeading: translate({
      id: 'creativeTools.ntt.backgrounds.heading',
      message: 'Background images',
      description: 'Heading',
    }),
    logoHeading: translate({ id: 'creativeTools.ntt.logo.heading', message: 'Logo canvas', description: 'Heading' }),
    resultsHeading: translate({ id: 'creativeTools.ntt.results.heading', message: 'Results', description: 'Heading' }),
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
    touchHint: translate({
      id: 'creativeTools.ntt.touchHint',
      message: 'from your photos or files',
      description:
        'Hint next to the file button on a touch screen (no dragging there), read after its label: "Choose background images from your photos or files"',
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
    loadFailed: translate({
      id: 'creativeTools.ntt.loadFailed',
      message:
        'The check could not be loaded, so your files were not read. Check your connection and choose them again.',
      description: 'Shown when the checking code did not arrive (offline); the chosen files were not read',
    }),
    nothingChosen: translate({
      id: 'creativeTools.ntt.nothingChosen',
      message: 'Choose your background images and logo canvas to see the checks and the preview.',
      description: 'Shown before any file is chosen',
    }),
  };
}

export type NttMessages = ReturnType<typeof getNttMessages>;
