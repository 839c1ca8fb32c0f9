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
const RULES = `
.${AUGMENT_CLASS.scope} .DocSearch-Container { z-index: calc(var(--ifm-z-index-fixed) + 1); -webkit-backdrop-filter: none; backdrop-filter: none; }
.${AUGMENT_CLASS.noProviderLogo} .DocSearch-Logo { display: none; }
.${AUGMENT_CLASS.errored} .DocSearch-Dropdown > :not([data-search-augment='error']) { display: none; }
.${AUGMENT_CLASS.scope} .DocSearch-Footer { order: 2; }
.${AUGMENT_CLASS.emptyStart} { order: 1; height: auto; padding-block: 1.5rem; }
.${AUGMENT_CLASS.suggestions} { list-style: none; margin: 0; padding: 0; }
.${AUGMENT_CLASS.suggestions} li { display: flex; align-items: center; gap: 0.25rem; }
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
