/**
 * The docs sidebar -> `llms.txt` (https://llmstxt.org): the site name as H1, a one-paragraph summary as a
 * blockquote, then one H2 section per top-level sidebar category (H3 for nested categories) listing each page
 * as `- [Title](<page>.md): description`. Pure functions; build-time only.
 */

/** A sidebar item as the docs plugin loads it (only the fields used here). */
export type SidebarItem =
  | { type: 'doc' | 'ref'; id: string; label?: string }
  | { type: 'category'; label: string; items: SidebarItem[]; link?: { type: string; id?: string } }
  | { type: 'link' | 'html'; [key: string]: unknown };

export interface LlmsPage {
  id: string;
  title: string;
  description: string;
  /** Absolute URL of the HTML page. */
  url: string;
  /** Absolute URL of its Markdown. */
  markdownUrl: string;
}

export interface LlmsSection {
  title: string;
  depth: 2 | 3;
  pages: LlmsPage[];
}

export interface LlmsTextOptions {
  siteName: string;
  summary: string;
  /** Heading of the section holding the pages at the top of the sidebar (outside any category). */
  topLevelTitle: string;
  /** One paragraph after the summary (where llms-full.txt is, the other languages). */
  details: string;
}

/** Pages in sidebar order, grouped in sections; docs not in `pages` (excluded, unlisted) are left out. */
export function sidebarSections(
  items: readonly SidebarItem[],
  pages: ReadonlyMap<string, LlmsPage>,
  topLevelTitle: string,
): LlmsSection[] {
  const sections: LlmsSection[] = [];
  const top: LlmsSection = { title: topLevelTitle, depth: 2, pages: [] };
  const add = (section: LlmsSection, id: string | undefined): void => {
    const page = id ? pages.get(id) : undefined;
    if (page && !section.pages.some((p) => p.id === page.id)) section.pages.push(page);
  };
  const walk = (list: readonly SidebarItem[], section: LlmsSection): void => {
    for (const item of list) {
      if (item.type === 'doc' || item.type === 'ref') add(section, (item as { id: string }).id);
      else if (item.type === 'category') {
        const category = item as Extract<SidebarItem, { type: 'category' }>;
        const own: LlmsSection = { title: category.label, depth: section === top ? 2 : 3, pages: [] };
        sections.push(own);
        if (category.link?.type === 'doc') add(own, category.link.id);
        walk(category.items, own);
      }
    }
  };
  sections.push(top);
  walk(items, top);
  // A category is kept when it or one of its nested categories (the H3s up to the next H2) lists a page.
  return sections.filter((section, index) => {
    if (section.pages.length > 0) return true;
    if (section.depth === 3) return false;
    for (const next of sections.slice(index + 1)) {
      if (next.depth === 2) return false;
      if (next.pages.length > 0) return true;
    }
    return false;
  });
}

/** One line of Markdown: no line breaks, and the characters that would end a link text escaped. */
const inline = (text: string): string => text.replace(/\s+/g, ' ').trim();
const linkText = (text: string): string => inline(text).replace(/([[\]\\])/g, '\\$1');

export function llmsTxt(sections: readonly LlmsSection[], options: LlmsTextOptions): string {
  const lines = [`# ${inline(options.siteName)}`, '', `> ${inline(options.summary)}`, '', inline(options.details)];
  for (const section of sections) {
    lines.push('', `${'#'.repeat(section.depth)} ${inline(section.title)}`);
    if (section.pages.length > 0) lines.push('');
    for (const page of section.pages) {
      const description = inline(page.description);
      lines.push(`- [${linkText(page.title)}](${page.markdownUrl})${description ? `: ${description}` : ''}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** Every page's Markdown in sidebar order, one after the other. */
export function llmsFullTxt(sections: readonly LlmsSection[], markdownById: ReadonlyMap<string, string>): string {
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const section of sections) {
    for (const page of section.pages) {
      const markdown = markdownById.get(page.id);
      if (!markdown || seen.has(page.id)) continue;
      seen.add(page.id);
      parts.push(markdown.trim());
    }
  }
  return `${parts.join('\n\n')}\n`;
}

/** `/es/ad-placements/brave-browser/ntt` -> `ad-placements/brave-browser/ntt.md` in the locale's out dir. */
export function markdownFileFor(permalink: string, baseUrl: string): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  let relative = permalink.startsWith(base) ? permalink.slice(base.length) : permalink.replace(/^\//, '');
  relative = relative.replace(/\/+$/, '');
  return relative === '' ? 'index.md' : `${relative}.md`;
}
