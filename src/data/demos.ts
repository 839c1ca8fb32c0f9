/**
 * The dynamic new tab takeover demos of this help centre, in the order of facts/demos.md (the order of
 * the placement page, the gallery and the settings menu of the emulated new tab page).
 *
 * Each demo is a self-contained creative under `static/creatives/<id>/` and a doc under
 * `docs/demos/dynamic-ntt/<id>.mdx`. Visible texts are translated: the ids below are the
 * `translate()` ids used by `src/components/NewTabPageFrame/demoTexts.ts`.
 */

export const demoIds = ['pan-and-zoom', 'pan-and-zoom-2', 'carousel-autofade', 'slider', 'digital-rain'] as const;
export type DemoId = (typeof demoIds)[number];

export type Demo = {
  readonly id: DemoId;
  /** Creative entry point, relative to the site base URL (pass through `useBaseUrl`). */
  readonly creativePath: `/creatives/${DemoId}/index.html`;
  /** Route of the demo doc, without locale prefix (pass to `<Link to>`). */
  readonly docPath: `/demos/dynamic-ntt/${DemoId}`;
  /** Full title, as on the placement page ("Pan & Zoom"). */
  readonly titleId: `demos.${string}.title`;
  /** Short label of the settings menu ("Pan&Zoom"). */
  readonly menuLabelId: `demos.${string}.menuLabel`;
  /** One line on what the creative shows and how. */
  readonly descriptionId: `demos.${string}.description`;
};

function demo(id: DemoId, key: string): Demo {
  return {
    id,
    creativePath: `/creatives/${id}/index.html`,
    docPath: `/demos/dynamic-ntt/${id}`,
    titleId: `demos.${key}.title`,
    menuLabelId: `demos.${key}.menuLabel`,
    descriptionId: `demos.${key}.description`,
  };
}

export const demos: readonly Demo[] = [
  demo('pan-and-zoom', 'panAndZoom'),
  demo('pan-and-zoom-2', 'panAndZoom2'),
  demo('carousel-autofade', 'carouselAutofade'),
  demo('slider', 'slider'),
  demo('digital-rain', 'digitalRain'),
];

/** Route of the placement page every demo links back to. */
export const dynamicNttDocPath = '/ad-placements/brave-browser/dynamic-ntt';

/** Route of the gallery page. */
export const demoGalleryPath = '/dynamic-ntt';

export function isDemoId(value: string): value is DemoId {
  return (demoIds as readonly string[]).includes(value);
}

export function getDemo(id: DemoId): Demo {
  const found = demos.find((d) => d.id === id);
  if (!found) throw new Error(`Unknown demo: ${id}`);
  return found;
}
