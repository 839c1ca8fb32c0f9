/**
 * The README's map of the repository names every folder a newcomer would look for: the top-level folders, the
 * folders of src/, src/plugins/ by role, scripts/ and tests/. A folder added without a line there fails here.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** The first word of each line of the README's Layout code block: the paths it maps. */
export function mappedPaths(readme: string): Set<string> {
  const layout = readme.split('## Layout')[1]?.split('```text')[1]?.split('```')[0] ?? '';
  return new Set(
    layout
      .split('\n')
      .map((line) => /^(\S+)/.exec(line)?.[1] ?? '')
      .filter(Boolean)
      .map((entry) => entry.replace(/<[^>]+>\/?$/, '').replace(/\/$/, '')),
  );
}

/** The files git tracks (or would: new and not ignored), relative to the repository. */
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\0')
  .filter((file) => file && fs.existsSync(path.join(root, file)));

/** Folders directly under `dir` that hold files of the repository (tests' own folders aside). */
function folders(dir: string): string[] {
  const prefix = dir === '.' ? '' : `${dir}/`;
  const found = new Set<string>();
  for (const file of files) {
    if (!file.startsWith(prefix)) continue;
    const [first, ...rest] = file.slice(prefix.length).split('/');
    if (rest.length > 0 && first !== '__tests__') found.add(`${prefix}${first}`);
  }
  return [...found];
}

describe("the README's map of the repository", () => {
  const mapped = mappedPaths(fs.readFileSync(path.join(root, 'README.md'), 'utf8'));

  test('the map is read (it is not an empty block)', () => {
    expect(mapped.size).toBeGreaterThan(20);
  });

  test.each([
    ['top-level folders', '.'],
    ['src/', 'src'],
    ['src/plugins/ roles', 'src/plugins'],
    ['scripts/', 'scripts'],
    ['tests/', 'tests'],
  ])('every folder of %s has a line', (_what, dir) => {
    const tracked = folders(dir).filter((folder) => folder !== 'src/plugins' && !/^(?:\.cache|cache)$/.test(folder));
    const missing = tracked.filter((folder) => {
      if (mapped.has(folder)) return false;
      // A folder mapped by its parts (src/plugins/<role>, i18n/<locale>) counts through them.
      return ![...mapped].some((entry) => entry.startsWith(`${folder}/`));
    });
    expect(missing).toEqual([]);
  });

  test('every plugin folder sits in a role folder the map names', () => {
    const roles = folders('src/plugins');
    for (const role of roles) expect([role, mapped.has(role)]).toEqual([role, true]);
    expect(roles.sort()).toEqual(['src/plugins/build', 'src/plugins/content', 'src/plugins/markdown']);
  });
});
