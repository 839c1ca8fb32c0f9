/**
 * What the new tab takeover check needs only once a visitor reaches for a file: the image analysis, the result
 * rows with the placement specs they rest on, the results' texts and table, and the emulated new tab page of the preview
 * with its strings.
 * `NttCheck` loads this module on the first intent (pointer over, focus on or drag onto a drop zone), so the
 * page's first load carries the form alone.
 */
export { analyseImages, CHOICE_MEGAPIXELS } from './analyseImage';
export { backgroundRows, logoRows, MAX_BACKGROUNDS, SET_ASIDE_NAMES } from './nttChecks';
export { default as NttPreview } from './NttPreview';
export { getNttResultMessages } from './nttResultMessages';
export { ResultTable, SummaryCounts } from './Results';
