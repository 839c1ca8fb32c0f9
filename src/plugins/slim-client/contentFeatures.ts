import type { AllContent } from '@docusaurus/types';

export type ContentFeatures = {
  /** Each doc's description by id (for the category cards, src/theme/DocCard). */
  readonly docDescriptions: Readonly<Record<string, string | undefined>>;
};

type LoadedDocs = {
  loadedVersions: { docs: { id: string; description?: string }[] }[];
};

/** What the loaded content gives the theme beyond its route data, read once all plugins have loaded it. */
export function contentFeatures(allContent: AllContent): ContentFeatures {
  const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedDocs | undefined;
  const versions = docs?.loadedVersions ?? [];
  return {
    docDescriptions: Object.fromEntries(versions.flatMap((version) => version.docs.map((d) => [d.id, d.description]))),
  };
}
