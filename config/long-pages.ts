/**
 * Long reference pages, by doc id: on a phone each of their H2 sections that starts below the first screen is
 * folded under its heading (src/plugins/markdown/collapsible-sections, src/components/CollapsibleSection), so the
 * page reads as a list of its sections. Desktops show every section open. The docs themselves are not changed.
 */
export const longPageDocIds: readonly string[] = ['campaign-performance/API'];
