import type { TranslationGroup } from '@site/config/translation-groups';

/** The group an id belongs to, or null when it stays in the main bundle. */
export function groupOf(id: string, groups: Readonly<Record<string, TranslationGroup>>): string | null {
  for (const [name, group] of Object.entries(groups)) {
    if (id.startsWith(group.prefix) && !(group.except ?? []).some((prefix) => id.startsWith(prefix))) return name;
  }
  return null;
}

/** Splits the strings of a locale into those of the main bundle and those of each group (every group present). */
export function splitTranslations(
  strings: Readonly<Record<string, string>>,
  groups: Readonly<Record<string, TranslationGroup>>,
): { main: Record<string, string>; groups: Record<string, Record<string, string>> } {
  const main: Record<string, string> = {};
  const byGroup: Record<string, Record<string, string>> = Object.fromEntries(
    Object.keys(groups).map((name) => [name, {}]),
  );
  for (const [id, message] of Object.entries(strings)) {
    const group = groupOf(id, groups);
    if (group === null) main[id] = message;
    else byGroup[group][id] = message;
  }
  return { main, groups: byGroup };
}
