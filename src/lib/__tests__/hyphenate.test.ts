import path from 'node:path';
import type { DefaultParseFrontMatter } from '@docusaurus/types';
import { hyphenateTitle, parseFrontMatterWithHyphens } from '../hyphenate';
import { pageMarkdown } from '../../plugins/content/llms/markdown';
import { extractPage } from '../../plugins/content/search-index/extract';
import { HYPHENATED_TITLE, SOFT_HYPHEN, withoutSoftHyphens } from '../hyphenatedTitle';

const shown = (text: string | undefined): string | undefined => text?.replaceAll(SOFT_HYPHEN, '·');

describe('hyphenateTitle', () => {
  it("puts soft hyphens at the syllables of a title's long words, by the locale's rules", () => {
    expect(shown(hyphenateTitle('Benachrichtigungsanzeigen', 'de'))).toBe('Be·nach·rich·ti·gungs·an·zei·gen');
    expect(shown(hyphenateTitle('Werberichtlinien für Brave', 'de'))).toBe('Wer·be·richt·li·ni·en für Brave');
    expect(shown(hyphenateTitle('Anzeigenplatzierungen und Preise', 'de'))).toBe(
      'An·zei·gen·plat·zie·run·gen und Preise',
    );
    expect(shown(hyphenateTitle('Personnalisations', 'fr'))).toMatch(/^Per·son·na·li·sa·tions$/);
    expect(shown(hyphenateTitle('Responsabilidades', 'es'))).toBe('Res·pon·sa·bi·li·da·des');
    expect(shown(hyphenateTitle('Responsabilidades', 'pt-BR'))).toContain('·da·des');
  });

  it('leaves short words, hyphenated titles and unknown languages alone', () => {
    expect(hyphenateTitle('API-Referenz', 'de')).toBeUndefined();
    expect(hyphenateTitle('Notification ads', 'en')).toBeUndefined();
    expect(hyphenateTitle('Kampagnenleistung', 'de')).toBeDefined();
    expect(hyphenateTitle(`Be${SOFT_HYPHEN}nachrichtigungsanzeigen`, 'de')).toBeUndefined();
    expect(hyphenateTitle('Benachrichtigungsanzeigen', 'ja')).toBeUndefined();
    expect(withoutSoftHyphens(hyphenateTitle('Benachrichtigungsanzeigen', 'de') ?? '')).toBe(
      'Benachrichtigungsanzeigen',
    );
  });
});

describe('parseFrontMatterWithHyphens', () => {
  const siteDir = path.resolve('/site');
  const parse = parseFrontMatterWithHyphens(siteDir);
  const withDefault =
    (frontMatter: Record<string, unknown>): DefaultParseFrontMatter =>
    async () => ({ frontMatter: { ...frontMatter }, content: 'Text.' });
  const run = (file: string, frontMatter: Record<string, unknown>) =>
    parse({ filePath: path.join(siteDir, file), fileContent: '', defaultParseFrontMatter: withDefault(frontMatter) });

  it("gives a translated doc's long title a hyphenated heading and label, and keeps its title plain", async () => {
    const { frontMatter } = await run('i18n/de/docusaurus-plugin-content-docs/current/ad-placements/notification.mdx', {
      title: 'Benachrichtigungsanzeigen',
    });
    expect(frontMatter.title).toBe('Benachrichtigungsanzeigen');
    expect(shown(frontMatter[HYPHENATED_TITLE] as string)).toBe('Be·nach·rich·ti·gungs·an·zei·gen');
    expect(shown(frontMatter.sidebar_label as string)).toBe('Be·nach·rich·ti·gungs·an·zei·gen');
    expect(frontMatter.pagination_label).toBeUndefined();
  });

  it("hyphenates the writer's own label, and leaves a title and label without long words as they are", async () => {
    const file = 'i18n/de/docusaurus-plugin-content-docs/current/creative-tools/preview.mdx';
    const labelled = await run(file, { title: 'API-Referenz', sidebar_label: 'Benachrichtigungsvorschau' });
    expect(labelled.frontMatter[HYPHENATED_TITLE]).toBeUndefined();
    expect(shown(labelled.frontMatter.sidebar_label as string)).toMatch(/^Be·nach·rich·ti·gungs·vor·schau$/);
    const plain = await run(file, { title: 'API-Referenz', sidebar_label: 'API' });
    expect(plain.frontMatter).toEqual({ title: 'API-Referenz', sidebar_label: 'API' });
  });

  it('reads English docs from docs/ and leaves blog posts and pages as they are', async () => {
    const english = await run('docs/ad-placements/notification.mdx', { title: 'Internationalization' });
    expect(english.frontMatter[HYPHENATED_TITLE]).toBeDefined();
    for (const file of [
      'blog/2026-01-01-post.md',
      'i18n/de/docusaurus-plugin-content-blog/post.md',
      'src/pages/x.md',
    ]) {
      const other = await run(file, { title: 'Benachrichtigungsanzeigen' });
      expect(other.frontMatter).toEqual({ title: 'Benachrichtigungsanzeigen' });
    }
  });
});

describe('the readers of the built pages', () => {
  const html = `<!doctype html><html lang="de"><head><title>Benachrichtigungsanzeigen | Brave Ads</title></head><body>
<main><article><header><h1>Be${SOFT_HYPHEN}nach${SOFT_HYPHEN}rich${SOFT_HYPHEN}ti${SOFT_HYPHEN}gungs${SOFT_HYPHEN}an${SOFT_HYPHEN}zei${SOFT_HYPHEN}gen</h1></header>
<p>Text.</p></article></main></body></html>`;

  it('read a hyphenated heading as the word it shows: the search index and the Markdown twin', () => {
    const result = extractPage(html, { defaultLvl0: 'Dokumentation', blogLvl0: 'Blog', titleSuffix: ' | Brave Ads' });
    expect('page' in result && result.page.records[0]).toMatchObject({
      type: 'lvl1',
      text: 'Benachrichtigungsanzeigen',
    });
    const md = pageMarkdown(html, {
      url: 'https://x.test/de/n',
      title: 'Benachrichtigungsanzeigen',
      description: '',
      language: 'de',
    });
    expect(md).toContain('# Benachrichtigungsanzeigen\n');
    expect(md).not.toContain(SOFT_HYPHEN);
  });
});
