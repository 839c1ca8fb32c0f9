/**
 * Algolia `facetFilters` on records: the outer list is AND, an inner list is OR, and
 * `attribute:-value` negates (`attribute:\-value` matches a value starting with "-").
 */

export type FacetFilters = string | ReadonlyArray<string | ReadonlyArray<string>>;

export interface FacetFilter {
  attribute: string;
  value: string;
  negated: boolean;
}

/** A conjunction (AND) of disjunctions (OR). */
export type ParsedFacetFilters = FacetFilter[][];

export function parseFacetFilter(filter: string): FacetFilter {
  const colon = filter.indexOf(':');
  if (colon <= 0) throw new Error(`Invalid facet filter "${filter}": expected "attribute:value".`);
  const attribute = filter.slice(0, colon).trim();
  let value = filter.slice(colon + 1);
  let negated = false;
  if (value.startsWith('-')) {
    negated = true;
    value = value.slice(1);
  } else if (value.startsWith('\\-')) {
    value = value.slice(1);
  }
  return { attribute, value, negated };
}

export function parseFacetFilters(filters: FacetFilters | undefined | null): ParsedFacetFilters {
  if (filters === undefined || filters === null) return [];
  let list: FacetFilters = filters;
  if (typeof list === 'string') {
    // Legacy string parameters carry the JSON form: '["language:es",["docusaurus_tag:default"]]'.
    const trimmed = list.trim();
    if (trimmed === '') return [];
    list = trimmed.startsWith('[') ? (JSON.parse(trimmed) as FacetFilters) : [trimmed];
    if (typeof list === 'string') list = [list];
  }
  return (list as ReadonlyArray<string | ReadonlyArray<string>>).map((group) =>
    (typeof group === 'string' ? [group] : [...group]).map(parseFacetFilter),
  );
}

function valuesAt(record: unknown, path: string): string[] {
  let current: unknown = record;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return [];
    current = (current as Record<string, unknown>)[part];
  }
  if (current === null || current === undefined) return [];
  if (Array.isArray(current)) return current.map(String);
  return [String(current)];
}

function matchesOne(record: unknown, filter: FacetFilter): boolean {
  const present = valuesAt(record, filter.attribute).includes(filter.value);
  return filter.negated ? !present : present;
}

export function matchesFacetFilters(record: unknown, filters: ParsedFacetFilters): boolean {
  return filters.every((group) => group.length === 0 || group.some((filter) => matchesOne(record, filter)));
}

/** Contextual facet filters: the page's language and the docs tags (plus `default`). */
export function contextualFacetFilters(language: string, tags: readonly string[]): Array<string | string[]> {
  const unique = [...new Set(['default', ...tags])];
  return [`language:${language}`, unique.map((tag) => `docusaurus_tag:${tag}`)];
}

/**
 * The docs tags the modal filters on from any page: the site has one docs plugin with one version, and
 * `useDocsContextualSearchTags()` answers this everywhere. For callers without React (the search box shown before
 * hydration, the MCP server).
 */
export const DOCS_SEARCH_TAGS = ['docs-default-current'] as const;
