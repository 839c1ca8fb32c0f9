/**
 * UI strings that leave the main bundle. Docusaurus puts every string of `i18n/<locale>/code.json` into the
 * bundle every page loads; the strings of a group are used only by components that load later (a lazy chunk, or
 * the chunk of the pages that show them), so they travel with those components instead. Each file that uses an
 * id of a group loads the group first (`addTranslationGroup`), which a test checks
 * (src/plugins/translation-groups/__tests__).
 */
export type TranslationGroup = {
  /** Ids starting with this prefix belong to the group... */
  readonly prefix: string;
  /** ...unless they start with one of these (strings shown on pages that do not load the group). */
  readonly except?: readonly string[];
};

export const translationGroups = {
  // What the two creative tools share (their pages' chunks); the "Check your images" links of the placement pages
  // stay in the main bundle.
  creativeTools: {
    prefix: 'creativeTools.',
    except: ['creativeTools.link.', 'creativeTools.ntt.', 'creativeTools.nttResults.', 'creativeTools.notification.'],
  },
  // Each tool's own strings: a tool's page does not carry the other's.
  creativeToolsNtt: { prefix: 'creativeTools.ntt.' },
  // The new tab takeover check's results and preview, with the checking code loaded once files are chosen.
  creativeToolsNttResults: { prefix: 'creativeTools.nttResults.' },
  creativeToolsNotification: { prefix: 'creativeTools.notification.' },
  // The search modal, loaded on the first intent to search.
  searchModal: { prefix: 'search.modal.' },
  // The emulated new tab page of the demos and the new tab takeover check.
  newTabPage: { prefix: 'ntp.' },
  // The spec tables of the placement pages.
  placementSpecs: { prefix: 'placements.specs.' },
  // The creatives' names and descriptions, the demo pages' frame and the /dynamic-ntt gallery.
  demos: { prefix: 'demos.' },
  // The /search page.
  searchPage: { prefix: 'search.page.' },
  // The home page's heading, task cards and latest post (src/components/Home).
  home: { prefix: 'home.' },
  // The question at the end of every doc (src/components/DocFeedback): pages without docs do not carry it.
  docFeedback: { prefix: 'docFeedback.' },
  // The trust notes at the top of a doc (src/components/DocTrust/Notes.tsx, a chunk a served page never needs to
  // show them); the edit link's label is on every doc's first screen.
  docTrust: { prefix: 'trust.', except: ['trust.edit.'] },
} as const satisfies Record<string, TranslationGroup>;

export type TranslationGroupName = keyof typeof translationGroups;
