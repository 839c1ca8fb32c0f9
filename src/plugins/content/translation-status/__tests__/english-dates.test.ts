import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import { englishVersionDates, parseCatFileBatch, parseDocsLog } from '../english-dates';
import translationStatusPlugin from '../index';
import { hashSource } from '../../../../../scripts/lib/translations/source-hash';

const MARCH_2026 = Date.UTC(2026, 2, 12, 9, 0, 0);
const JUNE_2026 = Date.UTC(2026, 5, 3, 15, 30, 0);

let repo: string;
const git = (args: string[], when?: number): void => {
  const date =
    when === undefined
      ? {}
      : { GIT_COMMITTER_DATE: new Date(when).toISOString(), GIT_AUTHOR_DATE: new Date(when).toISOString() };
  execFileSync('git', args, {
    cwd: repo,
    env: { ...process.env, ...date, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' },
    stdio: 'ignore',
  });
};
const commitFile = (rel: string, text: string, when: number): void => {
  mkdirSync(path.dirname(path.join(repo, rel)), { recursive: true });
  writeFileSync(path.join(repo, rel), text);
  git(['add', '-A']);
  git(['-c', 'user.name=Writer', '-c', 'user.email=writer@example.com', 'commit', '-q', '-m', `edit ${rel}`], when);
};

beforeEach(() => {
  repo = mkdtempSync(path.join(tmpdir(), 'english-dates-'));
  git(['init', '-q']);
  // The site lives in a subfolder of the repository: paths must resolve from docs/ either way.
  commitFile('site/docs/intro.md', '# Intro\n\nFirst version.\n', MARCH_2026);
  commitFile('site/docs/guides/reporting.md', '# Reporting\n', MARCH_2026);
  commitFile('site/docs/intro.md', '# Intro\n\nSecond version.\n', JUNE_2026);
});
afterEach(() => {
  rmSync(repo, { recursive: true, force: true });
});

describe('englishVersionDates', () => {
  const docs = (): string => path.join(repo, 'site/docs');

  it('dates each translation by the English commit whose file has its recorded hash', () => {
    expect(
      englishVersionDates(docs(), {
        'intro.md': hashSource('# Intro\n\nFirst version.\n'),
        'guides/reporting.md': hashSource('# Reporting\n'),
      }),
    ).toEqual({ 'intro.md': MARCH_2026, 'guides/reporting.md': MARCH_2026 });
    expect(englishVersionDates(docs(), { 'intro.md': hashSource('# Intro\n\nSecond version.\n') })).toEqual({
      'intro.md': JUNE_2026,
    });
  });

  it('leaves out a stamp that no English version has, and a doc git does not know', () => {
    expect(englishVersionDates(docs(), { 'intro.md': 'abcdefabcdef', 'missing.md': 'abcdefabcdef' })).toEqual({});
  });

  it('gives no dates, without throwing, outside a repository or without git', () => {
    const plain = mkdtempSync(path.join(tmpdir(), 'no-git-'));
    try {
      expect(englishVersionDates(plain, { 'intro.md': hashSource('# Intro\n') })).toEqual({});
    } finally {
      rmSync(plain, { recursive: true, force: true });
    }
    expect(englishVersionDates(docs(), { 'intro.md': 'abcdefabcdef' }, () => null)).toEqual({});
  });
});

describe('translationStatusPlugin with git history', () => {
  it('publishes the date of the English version a stamped translation follows', async () => {
    const site = path.join(repo, 'site');
    const es = path.join(site, 'i18n/es/docusaurus-plugin-content-docs/current');
    mkdirSync(es, { recursive: true });
    const stamp = hashSource('# Intro\n\nFirst version.\n');
    writeFileSync(path.join(es, 'intro.md'), `---\ntranslation_source: ${stamp}\n---\n# Introducción\n`);
    const context = {
      siteDir: site,
      localizationDir: path.join(site, 'i18n/es'),
      i18n: { defaultLocale: 'en', currentLocale: 'es', locales: ['en', 'es'], path: 'i18n', localeConfigs: {} },
    } as unknown as LoadContext;
    const content = await translationStatusPlugin(context).loadContent?.();
    expect(content?.englishDates).toEqual({ 'intro.md': MARCH_2026 });
  });
});

describe('git output parsers', () => {
  it('groups the log by file, newest commit first', () => {
    const a = 'a'.repeat(40);
    const b = 'b'.repeat(40);
    const log = `commit ${b} 20\n\nintro.md\n\ncommit ${a} 10\n\nintro.md\nguides/reporting.md\n`;
    expect(parseDocsLog(log)).toEqual(
      new Map([
        [
          'intro.md',
          [
            { hash: b, time: 20_000 },
            { hash: a, time: 10_000 },
          ],
        ],
        ['guides/reporting.md', [{ hash: a, time: 10_000 }]],
      ]),
    );
  });

  it('splits cat-file batch output, multi-byte text and missing objects included', () => {
    const text = 'Überblick\n';
    const size = Buffer.byteLength(text);
    const out = Buffer.from(`${'c'.repeat(40)} blob ${size}\n${text}\nHEAD:nope.md missing\n`);
    expect(parseCatFileBatch(out, 2)).toEqual([text, null]);
  });
});
