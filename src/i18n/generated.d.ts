/** The strings of one translation group, written by src/plugins/translation-groups. */
declare module '@generated/translation-groups/*.json' {
  const strings: Readonly<Record<string, string>>;
  export default strings;
}

/** Each doc's description by id, for the category pages' cards; written by src/plugins/slim-client. */
declare module '@generated/slim-client/doc-descriptions.json' {
  const descriptions: Readonly<Record<string, string | undefined>>;
  export default descriptions;
}
