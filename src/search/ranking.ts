/**
 * The one ranking configuration of search: the local engine (./engine.ts) reads it, and the hosted (Algolia) index
 * settings are derived from it (algoliaSettingsFor), so both rank by the same attributes, typo thresholds, function
 * words, compounds and synonyms. A unit test checks that they agree.
 */
import type { SearchableField } from './types';

export const RANKING = {
  /**
   * Attribute priority (Algolia's `searchableAttributes` order): the title, then the page's keywords (the topics its
   * writer named), the other headings, content, the section name last.
   */
  attributes: ['lvl1', 'keywords', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content', 'lvl0'] as SearchableField[],
  /** BM25 field boosts of the local engine: headings weigh more than paragraphs, the section name least. */
  fieldBoost: {
    lvl0: 0.5,
    lvl1: 3,
    keywords: 2,
    lvl2: 2,
    lvl3: 1.5,
    lvl4: 1.5,
    lvl5: 1.2,
    lvl6: 1.2,
    content: 1,
  } as Record<SearchableField, number>,
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 7,
  /** Languages whose compounds are split against the index's vocabulary (Algolia's `decompoundQuery`). */
  decompound: ['de'] as string[],
  /** Languages whose function words are dropped from queries that have other words (`removeStopWords`). */
  stopwords: ['de', 'en', 'es', 'fr', 'pt'] as string[],
  /** A page's evidence: the sum of its best record scores, weighted (four records, equally, won on the bench). */
  pageEvidence: [1, 1, 1, 1],
  /** Of a query of 3 parts or more, pages missing this many parts are still shown, after those that have all. */
  partsMissing: 1,
  /** Records shown per page at most. */
  hitsPerPageGroup: 3,
  /**
   * A page's score (engine.rank), the sum of these weights times signals between 0 and 1: `coverage`, the share of
   * the query's parts it holds, each part weighted by how rare it is among pages (a page missing a common word still
   * ranks, after those that have it); `field`, the same share weighted by the best field each part is in (title
   * over headings over row labels over body); `record`, the share held by one record (the words near each other);
   * `section`, the share held by one section (a heading and its paragraphs);
   * `phrase`, the share of neighbouring query words found next to each other ("New Creative"); `title`, how well the
   * query names the page (its title or one of its keywords, engine.titleMatch); `evidence`, its best
   * records' BM25 scores against the best page's. Subtracted: `typo`, the share of parts matched only through a typo;
   * `hub`, a page that only lists others; `legal`, a legal text when the query does not ask for rules or terms;
   * `news`, a blog post, which tells what changed when, after the page that states how things are now.
   */
  pageScore: {
    coverage: 3,
    field: 2,
    record: 1,
    section: 1,
    phrase: 1,
    title: 1.5,
    evidence: 2,
    typo: 0.5,
    hub: 1,
    legal: 1.2,
    news: 0.5,
  },
  /**
   * Credit for a part of the query by how a page holds it: the word itself (or its stem), a German compound ending in
   * it ("Abrechnung" for "Rechnung"), a longer word the last word begins (as typed), a word within the typo tolerance;
   * each part of a compound the query holds ("Größe" for "Bildgröße") adds `part`, up to a compound's credit.
   */
  matchQuality: { exact: 1, compound: 0.8, prefix: 0.7, typo: 0.6, part: 0.45 },
  /** Words of a query that ask for the legal texts: with one of them, legal pages are not ranked down. */
  legalIntent: {
    en: 'terms policy policies rules rule conditions legal agreement arbitration contract liability prohibited',
    de: 'Bedingungen Geschäftsbedingungen AGB Richtlinie Richtlinien Regeln Regel Vertrag Schiedsverfahren rechtlich Haftung verboten Nutzungsbedingungen',
    es: 'términos condiciones política políticas reglas regla legal acuerdo arbitraje contrato responsabilidad prohibido',
    fr: 'conditions politique politiques règles règle juridique légal accord arbitrage contrat responsabilité interdit',
    pt: 'termos condições política políticas regras regra legal acordo arbitragem contrato responsabilidade proibido',
  } as Record<string, string>,
  /**
   * Wordings of a question about what is allowed ("can I …", "darf ich …"), compared in order on the query's words: a
   * query holding one is answered by the policy texts, so they are not ranked down as legal texts either.
   */
  permissionIntent: {
    en: ['allowed', 'permitted', 'allow', 'forbidden', 'can i', 'may i'],
    de: ['darf', 'dürfen', 'erlaubt', 'zulässig', 'verboten', 'kann ich'],
    es: ['permitido', 'permitida', 'permite', 'prohibido', 'puedo', 'se puede'],
    fr: ['autorisé', 'autorisée', 'permis', 'interdit', 'puis je', 'peut on', 'ai je le droit'],
    pt: ['permitido', 'permitida', 'permite', 'proibido', 'posso', 'pode se'],
  } as Record<string, readonly string[]>,
} as const;

/** DocSearch's Docusaurus template attributes, in RANKING.attributes order, with the hierarchy prefix. */
const ALGOLIA_ATTRIBUTE: Record<SearchableField, string> = {
  lvl0: 'unordered(hierarchy.lvl0)',
  lvl1: 'unordered(hierarchy.lvl1)',
  lvl2: 'unordered(hierarchy.lvl2)',
  lvl3: 'unordered(hierarchy.lvl3)',
  lvl4: 'unordered(hierarchy.lvl4)',
  lvl5: 'unordered(hierarchy.lvl5)',
  lvl6: 'unordered(hierarchy.lvl6)',
  content: 'content',
  keywords: 'unordered(keywords)',
};

export interface AlgoliaRankingSettings {
  searchableAttributes: string[];
  minWordSizefor1Typo: number;
  minWordSizefor2Typos: number;
  removeWordsIfNoResults: 'allOptional';
  removeStopWords: string[];
  ignorePlurals: string[];
  queryLanguages: string[];
  indexLanguages: string[];
  decompoundQuery: boolean;
  attributesToRetrieve: string[];
}

/** The hosted index's ranking settings for the given languages, from RANKING. */
export function algoliaRankingSettings(languages: readonly string[]): AlgoliaRankingSettings {
  return {
    searchableAttributes: RANKING.attributes.map((field) => ALGOLIA_ATTRIBUTE[field]),
    minWordSizefor1Typo: RANKING.minWordSizefor1Typo,
    minWordSizefor2Typos: RANKING.minWordSizefor2Typos,
    removeWordsIfNoResults: 'allOptional',
    removeStopWords: languages.filter((language) => RANKING.stopwords.includes(language)),
    ignorePlurals: [...languages],
    queryLanguages: [...languages],
    indexLanguages: [...languages],
    decompoundQuery: languages.some((language) => RANKING.decompound.includes(language)),
    attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  };
}

/** Algolia synonym objects (one-way: the wording stands for the page's words) from the termbase's data. */
export function algoliaSynonyms(
  language: string,
  rules: ReadonlyArray<{ concept: string; when: string[]; add: string }>,
): Array<{ objectID: string; type: 'oneWaySynonym'; input: string; synonyms: string[] }> {
  const out: Array<{ objectID: string; type: 'oneWaySynonym'; input: string; synonyms: string[] }> = [];
  rules.forEach((rule, i) => {
    rule.when.forEach((when, j) =>
      out.push({
        objectID: `${language}-${rule.concept}-${i}-${j}`,
        type: 'oneWaySynonym',
        input: when,
        synonyms: [rule.add],
      }),
    );
  });
  return out;
}
