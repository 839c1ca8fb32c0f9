/**
 * Sections that open their page: a doc's section (an H2 and what follows it, up to the next H2) whose heading id is
 * listed here is moved to the start of the doc's text, just under the title, in every locale
 * (src/plugins/markdown/answer-first). The placement pages keep their key numbers ("At a glance") under
 * `{#at-a-glance}`, so a phone shows them on its first screen without the docs being rewritten.
 */
export const answerFirstSectionIds: readonly string[] = ['at-a-glance'];
