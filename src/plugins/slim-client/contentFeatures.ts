import type { AllContent } from '@docusaurus/types';

export type ContentFeatures = {
  /** Each doc's description by id (for the category cards, src/theme/DocCard). */
  readonly docDescriptions: Readonly<Record<string, string | undefined>>;
  /** The docs have one version, with no banner and no badge: the version banner and badge never render. */
  readonly singlePlainDocsVersion: boolean;
  /** No doc, blog post or page is unlisted or a draft: the content visibility banners never render. */
  readonly noUnlistedOrDraft: boolean;
};

type LoadedDocs = {
  loadedVersions: { banner?: string | null; badge?: boolean; docs: { id: string; description?: string }[] }[];
};

/** Whether `unlisted: true` or `draft: true` is anywhere in the content (front matter or metadata). */
function hasUnlistedOrDraft(value: unknown, seen = new Set<unknown>()): boolean {
  if (value === null || typeof value !== 'object' || seen.has(value)) return false;
  seen.add(value);
  if (Array.isArray(value)) return value.some((item) => hasUnlistedOrDraft(item, seen));
  const record = value as Record<string, unknown>;
  if (record.unlisted === true || record.draft === true) return true;
  return Object.values(record).some((item) => hasUnlistedOrDraft(item, seen));
}

/** What the loaded content uses of the theme, read once all plugins have loaded it. */
export function contentFeatures(allContent: AllContent): ContentFeatures {
  const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedDocs | undefined;
  const versions = docs?.loadedVersions ?? [];
  return {
    docDescriptions: Object.fromEntries(versions.flatMap((version) => version.docs.map((d) => [d.id, d.description]))),
    singlePlainDocsVersion: versions.length === 1 && !versions[0].banner && !versions[0].badge,
    noUnlistedOrDraft: !hasUnlistedOrDraft(allContent),
  };
}
