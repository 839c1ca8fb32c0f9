/**
 * The one contract between the build-time plugin (index.ts) and the browser (client.ts and the
 * DocItem/Content wrapper): the global data the plugin publishes for the locale being built.
 */
export type TranslationStatusGlobalData = {
  /**
   * Hash of the English source of each doc translated in this locale, keyed by the doc's path
   * inside docs/ ('campaign-performance/reporting.md'). Empty for the default locale.
   */
  readonly sources: Readonly<Record<string, string>>;
  /**
   * Commit time (ms since the epoch) of the English version each translation follows, i.e. of
   * the newest English commit whose file has the translation's recorded `translation_source`
   * hash. Same keys as `sources`; a doc is missing when git has no such commit (no git, a
   * shallow clone, an uncommitted English edit). Optional: data published before it existed.
   */
  readonly englishDates?: Readonly<Record<string, number>>;
};

/** The plugin's name: the key of its global data. */
export const TRANSLATION_STATUS_PLUGIN = 'brave-ads-translation-status';
