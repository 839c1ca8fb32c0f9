/**
 * Docusaurus's own link and anchor checks see every paragraph, list item and table cell of every locale: a copy of
 * the site with broken links added to those three places of a translated page is built in that locale alone, and
 * the build fails naming the page and each link. (Anchors are checked by the same collection: `onBrokenAnchors`
 * is 'throw' too.) (Docs render through MDX, React and
 * `<Link>`, which is what the check collects.)
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const PAGE = 'i18n/es/docusaurus-plugin-content-docs/current/campaign-performance/reporting.md';

const BROKEN = `

Un párrafo con un [enlace roto](/roto-en-parrafo) al final.

- Un elemento de lista con un [enlace roto](/roto-en-lista).

| Columna | Enlace |
| ------- | ------ |
| fila    | [enlace roto](/roto-en-tabla) |
`;

/** The files of the working tree (tracked and new, not ignored), copied; node_modules linked. */
function copyOfSite(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'broken-links-'));
  const listed = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
  });
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    if (!fs.existsSync(path.join(root, file))) continue;
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(dir, file));
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

describe("Docusaurus's broken-link check", () => {
  let site = '';
  afterAll(() => {
    if (site) fs.rmSync(site, { recursive: true, force: true });
  });

  test('a broken link in a paragraph, a list item or a table cell of a translated page fails a one-locale build, naming each', () => {
    site = copyOfSite();
    fs.appendFileSync(path.join(site, PAGE), BROKEN);
    const build = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build', '--locale', 'es'],
      { cwd: site, encoding: 'utf8', env: { ...process.env, CI: '', FORCE_COLOR: '0' }, maxBuffer: 64 * 1024 * 1024 },
    );
    const output = `${build.stdout}\n${build.stderr}`;
    expect(build.status).not.toBe(0);
    expect(output).toContain('/es/campaign-performance/reporting');
    for (const link of ['/es/roto-en-parrafo', '/es/roto-en-lista', '/es/roto-en-tabla']) {
      expect([link, output.includes(link)]).toEqual([link, true]);
    }
  }, 600_000);
});
