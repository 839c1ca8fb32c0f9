import type { AdDraft, DraftField } from '@site/src/lib/creative/adText';

/** What a visitor did in the served notification form before the tool took it over. */
export type Carried = {
  /** The fields' values as typed (the browser keeps them in the served inputs). */
  readonly draft: Partial<AdDraft>;
  /** The field that had the focus, with its caret or selection. */
  readonly focus: { readonly field: DraftField; readonly start: number | null; readonly end: number | null } | null;
  /** Else the control that had it (the `data-replay` name of a button, or of a preview theme's label). */
  readonly focusControl: string | null;
  /** The `data-replay` name of the last control clicked (a sample, copy, share, a preview theme). */
  readonly click: string | null;
};

const FIELDS: readonly DraftField[] = ['brand', 'title', 'body', 'url'];

/** Reads the served form's values and focus (the fields are named by `data-field`). */
export function readServedForm(root: HTMLElement, click: string | null): Carried {
  const draft: Partial<Record<DraftField, string>> = {};
  let focus: Carried['focus'] = null;
  for (const field of FIELDS) {
    const element = root.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[data-field="${field}"]`);
    if (!element) continue;
    if (element.value !== '') draft[field] = element.value;
    if (element === document.activeElement) {
      // A url input has no selection API: its caret is left where the browser puts it.
      let start: number | null = null;
      let end: number | null = null;
      try {
        start = element.selectionStart;
        end = element.selectionEnd;
      } catch {
        // not a text control with a selection
      }
      focus = { field, start, end };
    }
  }
  const active = document.activeElement;
  const control = !focus && active && root.contains(active) ? active.closest<HTMLElement>('[data-replay]') : null;
  return { draft, focus, focusControl: control?.dataset.replay ?? null, click };
}

/** The element that takes a control's focus: a button itself, the radio input of a theme's label. */
export function focusTarget(root: HTMLElement, name: string): HTMLElement | null {
  const control = root.querySelector<HTMLElement>(`[data-replay="${name}"]`);
  return control?.matches('button') ? control : (control?.querySelector<HTMLElement>('input') ?? control);
}

/** Whether the address holds a shared draft (`#title=...`), which the tool reads as soon as the page is shown. */
export function hasDraftFragment(hash: string): boolean {
  return /(?:^|&)(?:brand|title|body|url)=/.test(hash.replace(/^#/, ''));
}
