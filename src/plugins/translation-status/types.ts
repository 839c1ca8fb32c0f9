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
};

/** The plugin's name: the key of its global data. */
export const TRANSLATION_STATUS_PLUGIN = 'brave-ads-translation-status';
