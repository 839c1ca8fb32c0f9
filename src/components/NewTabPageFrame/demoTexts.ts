/**
 * Translated texts of the demos (`demos.*`): their titles, settings-menu labels and descriptions. A demo has one
 * name per locale, the same in its page's title, the gallery, the settings menu and its top-site tile (the menu
 * label repeats the title: translators keep both the same). Every id is a
 * static literal so that `docusaurus write-translations` extracts it. Translations for de, es, fr and pt:
 * `.i18n-staging/demos/<locale>.json`. The demo ids match `titleId`, `menuLabelId` and `descriptionId`
 * of `src/data/demos.ts` (a unit test checks it).
 */
import { translate } from '@docusaurus/Translate';
import type { DemoId } from '@site/src/data/demos';

export type DemoText = { readonly title: string; readonly menuLabel: string; readonly description: string };

/** Title, settings-menu label and one-line description of every demo, in the current locale. */
export function getDemoTexts(): Record<DemoId, DemoText> {
  return {
    'pan-and-zoom': {
      title: translate({
        id: 'demos.panAndZoom.title',
        message: 'Pan & Zoom',
        description:
          'Name of the pan and zoom demo (a slow camera move across one picture): its page title, gallery card, menu entry and top-site tile. Translated, short: a top-site tile shows two lines of about 10 characters',
      }),
      menuLabel: translate({
        id: 'demos.panAndZoom.menuLabel',
        message: 'Pan & Zoom',
        description: 'Name of the pan and zoom demo in the settings menu: the same as demos.panAndZoom.title',
      }),
      description: translate({
        id: 'demos.panAndZoom.description',
        message: 'A slow virtual camera glides and zooms across one large drawing of a mountain lake at sunset.',
        description: 'One-line description of the Pan & Zoom demo',
      }),
    },
    'pan-and-zoom-2': {
      title: translate({
        id: 'demos.panAndZoom2.title',
        message: 'Pan & Zoom 2',
        description:
          'Name of the second pan and zoom demo (parallax layers): the name of demos.panAndZoom.title, then 2',
      }),
      menuLabel: translate({
        id: 'demos.panAndZoom2.menuLabel',
        message: 'Pan & Zoom 2',
        description: 'Name of the second pan and zoom demo in the settings menu: the same as demos.panAndZoom2.title',
      }),
      description: translate({
        id: 'demos.panAndZoom2.description',
        message:
          'Five drawn layers of a moonlit desert shift at different depths as you move the pointer, and drift on their own when you do not.',
        description: 'One-line description of the Pan & Zoom 2 (parallax) demo',
      }),
    },
    'carousel-autofade': {
      title: translate({
        id: 'demos.carouselAutofade.title',
        message: 'Carousel',
        description:
          'Name of the carousel demo (frames that fade into each other on a timer): page title, gallery, menu and top-site tile',
      }),
      menuLabel: translate({
        id: 'demos.carouselAutofade.menuLabel',
        message: 'Carousel',
        description: 'Name of the carousel demo in the settings menu: the same as demos.carouselAutofade.title',
      }),
      description: translate({
        id: 'demos.carouselAutofade.description',
        message: 'Four illustrated frames cross-fade on a timer, with a button to pause and resume the slideshow.',
        description: 'One-line description of the Carousel demo',
      }),
    },
    slider: {
      title: translate({
        id: 'demos.slider.title',
        message: 'Slider',
        description:
          'Name of the before/after slider demo (a divider dragged across a picture): page title, gallery, menu and top-site tile',
      }),
      menuLabel: translate({
        id: 'demos.slider.menuLabel',
        message: 'Slider',
        description: 'Name of the slider demo in the settings menu: the same as demos.slider.title',
      }),
      description: translate({
        id: 'demos.slider.description',
        message: 'Drag a divider, or use the arrow keys, to compare a pencil sketch with the finished illustration.',
        description: 'One-line description of the Slider demo',
      }),
    },
    'digital-rain': {
      title: translate({
        id: 'demos.digitalRain.title',
        message: 'Digital Rain',
        description:
          'Name of the digital rain demo (falling streams of characters): page title, gallery, menu and top-site tile',
      }),
      menuLabel: translate({
        id: 'demos.digitalRain.menuLabel',
        message: 'Digital Rain',
        description: 'Name of the digital rain demo in the settings menu: the same as demos.digitalRain.title',
      }),
      description: translate({
        id: 'demos.digitalRain.description',
        message: 'Streams of glyphs fall down a canvas that follows the window size and the screen’s pixel density.',
        description: 'One-line description of the Digital Rain demo',
      }),
    },
  };
}
