/** The strings of one translation group, written by src/plugins/translation-groups. */
declare module '@generated/translation-groups/*.json' {
  const strings: Readonly<Record<string, string>>;
  export default strings;
}
