/**
 * The modal's styles load with the modal, not with every page: Docusaurus bundles every imported
 * stylesheet into the first-load styles.css, so DocSearch's modal CSS is copied by the
 * search-index plugin to `<baseUrl>search-index/docsearch-modal.<hash>.css` (name in the site config)
 * and linked on intent, and our few rules are injected as a <style> element (CSP allows inline
 * styles).
 */
import { modalStylesheetUrl } from './modalStylesheet';

export const AUGMENT_CLASS = {
  scope: 'search-modal-scope',
  errored: 'search-modal--errored',
  loading: 'search-modal--loading',
  noProviderLogo: 'search-modal--no-provider-logo',
  emptyStart: 'search-modal__empty-start',
  suggestions: 'search-modal__suggestions',
  notice: 'search-modal__notice',
  starters: 'search-modal__starters',
  live: 'search-modal__live',
} as const;

/**
 * The clear control is an icon (a filled circle with an ×, drawn in CSS: no image the CSP would need to allow, and
 * unlike the close button's plain ×) with DocSearch's accessible name: its text label took 40 % of the input on a
 * phone.
 *
 * The overlay has no backdrop blur: DocSearch blurs the whole page behind it, and the blur is drawn again for
 * every frame the results change. Measured in Chromium on this project's 2-core machine (scripts/bench-search.ts,
 * keystroke to the next frame): 120-145 ms with the blur, 25-34 ms without; the results themselves are in the
 * page 22-48 ms after the keystroke either way. The overlay's translucent colour stays, so the page still recedes.
 */
const S = AUGMENT_CLASS.scope;

/**
 * The modal in the site's colours (Infima's variables, which follow the colour mode): neutral greys, the site's
 * purple for matches and the selected hit, instead of DocSearch's blue and, in dark mode, navy. Dark: the modal is
 * the navbar's surface (#242526), the hits and the search box the page's background (#1b1b1d). Contrast (AA):
 * text 12-17:1, secondary text and the path of a hit at least 4.96:1 (light, on the selected hit), matches at least
 * 5.19:1 (light, selected) and 5.55:1 (dark, selected), placeholder 5.29:1 (light) and 7.2:1 (dark).
 */
const COLOURS = `
.${S} {
  --docsearch-primary-color: var(--ifm-color-primary);
  --docsearch-highlight-color: var(--ifm-color-primary);
  --docsearch-focus-color: var(--ifm-color-primary);
  --docsearch-logo-color: var(--ifm-color-primary);
  --docsearch-text-color: var(--ifm-font-color-base);
  --docsearch-secondary-text-color: var(--ifm-color-emphasis-700);
  --docsearch-muted-color: var(--ifm-color-emphasis-700);
  --docsearch-icon-color: var(--ifm-color-emphasis-700);
  --docsearch-subtle-color: var(--ifm-color-emphasis-300);
  --docsearch-hit-color: var(--ifm-font-color-base);
  --docsearch-hit-background: var(--ifm-background-surface-color);
  --docsearch-hit-highlight-color: rgb(76 84 210 / 10%);
  --docsearch-hit-shadow: 0 1px 2px 0 rgb(0 0 0 / 12%);
  --docsearch-modal-background: var(--ifm-color-emphasis-100);
  --docsearch-searchbox-background: var(--ifm-background-surface-color);
  --docsearch-searchbox-focus-background: var(--ifm-background-surface-color);
  --docsearch-footer-background: var(--ifm-background-surface-color);
  --docsearch-footer-shadow: 0 -1px 0 0 var(--ifm-color-emphasis-300);
  --docsearch-key-background: var(--ifm-color-emphasis-200);
  --docsearch-key-color: var(--ifm-color-emphasis-800);
  --docsearch-background-color: var(--ifm-color-emphasis-200);
  --docsearch-container-background: rgb(28 30 33 / 60%);
  --docsearch-modal-shadow: 0 12px 28px 0 rgb(0 0 0 / 20%), 0 2px 4px 0 rgb(0 0 0 / 10%);
}
[data-theme='dark'] .${S} {
  --docsearch-secondary-text-color: var(--ifm-color-emphasis-600);
  --docsearch-muted-color: var(--ifm-color-emphasis-500);
  --docsearch-icon-color: var(--ifm-color-emphasis-600);
  --docsearch-hit-background: var(--ifm-background-color);
  --docsearch-hit-highlight-color: rgb(160 165 235 / 16%);
  --docsearch-hit-shadow: none;
  --docsearch-modal-background: var(--ifm-background-surface-color);
  --docsearch-searchbox-background: var(--ifm-background-color);
  --docsearch-searchbox-focus-background: var(--ifm-background-color);
  --docsearch-footer-background: var(--ifm-background-surface-color);
  --docsearch-container-background: rgb(0 0 0 / 70%);
  --docsearch-modal-shadow: 0 0 0 1px var(--ifm-color-emphasis-200), 0 3px 8px 0 rgb(0 0 0 / 60%);
}
`;

/**
 * Buttons take the site's font (a browser gives them its own), and the starter and suggested searches are a list
 * of links in the body text's size, each aligned at its start with its icon kept whole beside a query that wraps
 * (DocSearch centres them and the icon shrank). The no-results title is ours (ModalAugments: the locale's quotes
 * around the query), DocSearch's is hidden; the icon stays above it, in the icon colour (DocSearch draws it in a fixed
 * navy).
 */
const TYPE = `
.${S} button { font-family: inherit; }
.${S} .DocSearch-NoResults > .DocSearch-Title:not([data-search-augment]) { display: none; }
.${S} .DocSearch-NoResults > .DocSearch-Screen-Icon { order: -2; }
.${S} .DocSearch-Screen-Icon svg { stroke: currentColor; }
.${S} .DocSearch-NoResults > [data-search-augment='no-results-title'] { order: -1; margin: 0; }
.${AUGMENT_CLASS.suggestions} svg { flex-shrink: 0; margin-top: 14px; color: var(--docsearch-icon-color); }
.${AUGMENT_CLASS.suggestions} .DocSearch-Prefill { display: block; height: auto; min-height: 44px; padding: 10px 4px; font-size: 1rem; font-weight: 400; line-height: 24px; text-align: start; }
`;

/*
 * On a phone DocSearch hides the footer's key hints, and without a provider logo the footer is an empty strip under the
 * results: it goes unless it holds our notice. A hit's title and path are cut with an ellipsis (DocSearch sets one on
 * their flex container, where it has no effect).
 */
const RULES = `${COLOURS}${TYPE}
.${AUGMENT_CLASS.scope} .DocSearch-Container { z-index: calc(var(--ifm-z-index-fixed) + 1); -webkit-backdrop-filter: none; backdrop-filter: none; }
.${AUGMENT_CLASS.noProviderLogo} .DocSearch-Logo { display: none; }
.${AUGMENT_CLASS.errored} .DocSearch-Dropdown > :not([data-search-augment='error']) { display: none; }
.${AUGMENT_CLASS.loading} .DocSearch-NoResults { display: none; }
.${AUGMENT_CLASS.scope} .DocSearch-Footer { order: 2; }
@media (max-width: 768px) { .${AUGMENT_CLASS.noProviderLogo} .DocSearch-Footer:not(:has([data-search-augment])) { display: none; } }
.${AUGMENT_CLASS.scope} .DocSearch-Hit-content-wrapper > * { overflow: hidden; text-overflow: ellipsis; }
.${AUGMENT_CLASS.emptyStart} { order: 1; height: auto; padding-block: 1.5rem; }
.${AUGMENT_CLASS.suggestions} { list-style: none; margin: 0; padding: 0; }
.${AUGMENT_CLASS.suggestions} li { display: flex; align-items: flex-start; gap: 0.5rem; margin: 0; text-align: start; }
.${AUGMENT_CLASS.scope} .DocSearch-Commands { flex-shrink: 0; }
.${AUGMENT_CLASS.starters} { margin-top: 1rem; text-align: start; }
.${AUGMENT_CLASS.live} { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.${AUGMENT_CLASS.scope} .DocSearch-Clear { position: relative; width: 28px; height: 28px; border-radius: 50%; font-size: 0; color: var(--docsearch-modal-background); }
.${AUGMENT_CLASS.scope} .DocSearch-Clear::before { content: ''; position: absolute; inset: 5px; border-radius: 50%; background: var(--docsearch-muted-color); }
.${AUGMENT_CLASS.scope} .DocSearch-Clear:hover::before { background: var(--docsearch-highlight-color); }
.${AUGMENT_CLASS.scope} .DocSearch-Clear::after { content: ''; position: absolute; top: 50%; left: 50%; width: 9px; height: 9px; transform: translate(-50%, -50%); background: linear-gradient(45deg, transparent calc(50% - 1px), currentColor calc(50% - 1px), currentColor calc(50% + 1px), transparent calc(50% + 1px)), linear-gradient(-45deg, transparent calc(50% - 1px), currentColor calc(50% - 1px), currentColor calc(50% + 1px), transparent calc(50% + 1px)); }
.${AUGMENT_CLASS.notice} { flex: 1 1 0; min-width: 0; margin: 0 1rem 0 0; font-size: 0.7rem; line-height: 1.25; color: var(--docsearch-muted-color); }
`;

let pending: Promise<void> | null = null;

function linkStylesheet(href: string): Promise<void> {
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset.search = 'modal';
    // An unstyled modal still works: never block opening on the stylesheet.
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.appendChild(link);
  });
}

/** Adds the modal's styles to the page once; resolves when they apply. */
export function loadModalStyles(baseUrl: string, fileName: string | null): Promise<void> {
  if (pending) return pending;
  const style = document.createElement('style');
  style.dataset.search = 'augments';
  style.textContent = RULES;
  document.head.appendChild(style);
  // The dev server runs no postBuild, so the copied stylesheet only exists in production builds.
  // (The condition must stay a build-time constant: the bundler then drops the import in production.)
  if (process.env.NODE_ENV !== 'production') {
    pending = import('@docsearch/css/dist/modal.css').then(() => undefined);
  } else {
    pending = fileName ? linkStylesheet(modalStylesheetUrl(baseUrl, fileName)) : Promise.resolve();
  }
  return pending;
}
