/**
 * A URL fragment that `decodeURIComponent` accepts. The router's scroll-to-fragment step decodes the fragment of
 * every navigation and throws on a malformed escape (`#%zz`, `#%E0%A4%A`), which took the whole page down. A
 * stray `%` is escaped as `%25`; if the escapes still do not form valid UTF-8, every `%` is taken literally.
 */
export function decodableHash(hash: string): string {
  const decodes = (value: string) => {
    try {
      decodeURIComponent(value);
      return true;
    } catch {
      return false;
    }
  };
  if (decodes(hash)) return hash;
  const strayPercent = hash.replace(/%(?![0-9A-Fa-f]{2})/g, '%25');
  return decodes(strayPercent) ? strayPercent : hash.replace(/%/g, '%25');
}
