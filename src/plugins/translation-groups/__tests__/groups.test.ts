import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { translationGroups } from '@site/config/translation-groups';
import { groupOf, splitTranslations } from '../split';

const root = path.resolve(__dirname, '../../../..');
const sourceFiles = (readdirSync(path.join(root, 'src'), { recursive: true }) as string[])
  .filter((file) => /\.(ts|tsx)$/.test(file) && !/__tests__|\.d\.ts$/.test(file))
  .map((file) => path.join('src', file));

/** The source files a file imports with a relative path (`./messages`, `../x/y`), side-effect imports included. */
function relativeImports(file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  return [...text.matchAll(/(?:\bfrom|^import) '(\.{1,2}\/[^']+)'/gm)].flatMap(([, specifier]) => {
    const base = path.join(path.dirname(file), specifier);
    return ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).filter((f) => sourceFiles.includes(f));
  });
}

describe('translation groups', () => {
  test('an id belongs to the first group whose prefix it has, unless an exception keeps it in the main bundle', () => {
    expect(groupOf('creativeTools.ntt.title', translationGroups)).toBe('creativeToolsNtt');
    expect(groupOf('creativeTools.notification.title', translationGroups)).toBe('creativeToolsNotification');
    expect(groupOf('creativeTools.status.pass', translationGroups)).toBe('creativeTools');
    expect(groupOf('creativeTools.link.ntt', translationGroups)).toBeNull();
    expect(groupOf('search.modal.placeholder', translationGroups)).toBe('searchModal');
    expect(groupOf('search.page.title', translationGroups)).toBe('searchPage');
    expect(groupOf('search.button.label', translationGroups)).toBeNull();
    expect(groupOf('theme.NotFound.title', translationGroups)).toBeNull();
  });

  test("splitting a locale's strings loses none and keeps the groups out of the main bundle", () => {
    const strings = JSON.parse(readFileSync(path.join(root, 'i18n/es/code.json'), 'utf8')) as Record<
      string,
      { message: string }
    >;
    const messages = Object.fromEntries(Object.entries(strings).map(([id, { message }]) => [id, message]));
    const { main, groups } = splitTranslations(messages, translationGroups);
    const total = Object.keys(main).length + Object.values(groups).reduce((n, g) => n + Object.keys(g).length, 0);
    expect(total).toBe(Object.keys(messages).length);
    for (const [name, group] of Object.entries(groups)) {
      expect(Object.keys(group).length).toBeGreaterThan(0);
      for (const id of Object.keys(group)) expect([id, groupOf(id, translationGroups)]).toEqual([id, name]);
    }
    expect(Object.keys(main).some((id) => groupOf(id, translationGroups) !== null)).toBe(false);
  });

  // A component that used a group's id without loading the group would show the English text in every locale.
  test('every source file that uses an id of a group loads that group', () => {
    const offenders: string[] = [];
    let grouped = 0;
    for (const file of sourceFiles) {
      const text = readFileSync(path.join(root, file), 'utf8');
      const ids = [...text.matchAll(/\bid:\s*['"]([\w.-]+)['"]|\bid=["']([\w.-]+)["']/g)].map((m) => m[1] ?? m[2]);
      const needed = new Set(ids.map((id) => groupOf(id, translationGroups)).filter((g) => g !== null));
      if (needed.size > 0) grouped += 1;
      // The file loads the group itself, or imports a module of its own folder that does (modules evaluate
      // before the code that imports them).
      const loaders = [file, ...relativeImports(file)].map((f) => readFileSync(path.join(root, f), 'utf8'));
      for (const group of needed) {
        const loads = (source: string) =>
          source.includes(`@generated/translation-groups/${group}.json`) && /addTranslationGroup\(/.test(source);
        if (!loaders.some(loads)) offenders.push(`${file} uses ${group} ids without loading the group`);
      }
    }
    expect(grouped).toBeGreaterThanOrEqual(Object.keys(translationGroups).length);
    expect(offenders).toEqual([]);
  });
});
