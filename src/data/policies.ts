/**
 * The advertiser policy pages, keyed by doc id (the same id in every locale). Kept out of the
 * docs themselves so writers can rewrite the policy text without touching these notices.
 *
 * `effectiveDate` (ISO yyyy-mm-dd) is shown only where the fact sheet gives one
 * (/work/shared/facts/advertiser-policies__*.md):
 * - Search terms: "Last Updated: March 11, 2024"; changes take effect when that date changes.
 * - Browser policies: the page states no date, so none is shown.
 */
export type PolicyPage = {
  /** The date the current version took effect, or null when the policy states none. */
  readonly effectiveDate: string | null;
};

export const policyPages: Readonly<Record<string, PolicyPage>> = {
  'advertiser-policies/browser-policies': { effectiveDate: null },
  'advertiser-policies/search-policies': { effectiveDate: '2024-03-11' },
};

/** The policy entry of a doc, or null for every other page. */
export function policyPageOf(docId: string): PolicyPage | null {
  return Object.prototype.hasOwnProperty.call(policyPages, docId) ? policyPages[docId] : null;
}

/** Midnight UTC of an ISO date, or null when the text is not a real calendar date. */
export function parseIsoDate(iso: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().startsWith(iso) ? date : null;
}
