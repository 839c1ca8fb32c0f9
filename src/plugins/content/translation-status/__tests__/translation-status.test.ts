import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoadContext, PluginContentLoadedActions } from '@docusaurus/types';
import translationStatusPlugin, { collectSourceHashes } from '../index';
import { englishPath, outdatedSourceHash, translatedDocKey } from '../client';
import { hashSource } from '../../../../../scripts/lib/translations/source-hash';

let site: string;
const write = (rel: string, text: string): void => {
  mkdirSync(path.dirname(path.join(site, rel)), { recursive: true });
  writeFileSync(path.join(site, rel), text);
};

beforeEach(() => {
  site = mkdtempSync(path.join(tmpdir(), 'translation-status-'));
  write('docs/intro.md', '# Intro\n');
  write('docs/campaign-performance/reporting.md', '# Reporting\n');
  write('docs/campaign-performance/status.mdx', '# Status\n');
  write('i18n/es/docusaurus-plugin-content-docs/current/intro.md', '# Introducción\n');
  write('i18n/es/docusaurus-plugin-content-docs/current/campaign-performance/reporting.md', '# Informes\n');
});
afterEach(() => {
  rmSync(site, { recursive: true, force: true });
});

describe('collectSourceHashes', () => {
  it('hashes the English source of each translated doc, as the stamp script does', () => {
    expect(
      collectSourceHashes(path.join(site, 'docs'), path.join(site, 'i18n/es/docusaurus-plugin-content-docs/current')),
    ).toEqual({
      sources: {
        'campaign-performance/reporting.md': hashSource('# Reporting\n'),
        'intro.md': hashSource('# Intro\n'),
      },
    });
  });
});

describe('translationStatusPlugin', () => {
  const contextFor = (currentLocale: string): LoadContext =>
    ({
      siteDir: site,
      localizationDir: path.join(site, 'i18n', currentLocale),
      i18n: { defaultLocale: 'en', currentLocale, locales: ['en', 'es'], path: 'i18n', localeConfigs: {} },
    }) as unknown as LoadContext;

  it('publishes the hashes as global data in a translated locale', async () => {
    const plugin = translationStatusPlugin(contextFor('es'));
    const content = (await plugin.loadContent?.()) ?? { sources: {} };
    expect(Object.keys(content.sources)).toEqual(['campaign-performance/reporting.md', 'intro.md']);
    const setGlobalData = jest.fn();
    const actions = { setGlobalData } as unknown as PluginContentLoadedActions;
    await plugin.contentLoaded?.({ content, actions });
    expect(setGlobalData).toHaveBeenCalledWith(content);
  });

  it('publishes nothing for English', async () => {
    expect(await translationStatusPlugin(contextFor('en')).loadContent?.()).toEqual({ sources: {} });
  });
});

describe('browser side', () => {
  const data = { sources: { 'campaign-performance/reporting.md': 'aaaaaaaaaaaa' } };
  const translated = '@site/i18n/es/docusaurus-plugin-content-docs/current/campaign-performance/reporting.md';

  it.each([
    [translated, 'campaign-performance/reporting.md'],
    ['@site/i18n/pt/docusaurus-plugin-content-docs/current/intro.md', 'intro.md'],
    ['@site/docs/campaign-performance/reporting.md', null],
  ])('translatedDocKey(%s) = %p', (source, key) => {
    expect(translatedDocKey(source)).toBe(key);
  });

  it.each([
    ['a stale translation', 'bbbbbbbbbbbb', translated, data, 'aaaaaaaaaaaa'],
    ['a current translation', 'aaaaaaaaaaaa', translated, data, null],
    ['an unstamped translation', undefined, translated, data, null],
    ['a page served from English', 'bbbbbbbbbbbb', '@site/docs/campaign-performance/reporting.md', data, null],
    ['a site without the plugin', 'bbbbbbbbbbbb', translated, undefined, null],
  ])('outdatedSourceHash: %s', (_name, recorded, source, globalData, expected) => {
    expect(outdatedSourceHash(recorded, source, globalData)).toBe(expected);
  });

  it.each([
    ['/es/campaign-performance/reporting', '/es/', '/', '/campaign-performance/reporting'],
    ['/es/', '/es/', '/', '/'],
    ['/es', '/es/', '/', '/'],
    ['/docs/fr/ad-placements/brave-browser/ntt', '/docs/fr/', '/docs/', '/docs/ad-placements/brave-browser/ntt'],
  ])('englishPath(%s)', (pathname, localeBase, englishBase, expected) => {
    expect(englishPath(pathname, localeBase, englishBase)).toBe(expected);
  });
});
