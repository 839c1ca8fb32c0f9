/**
 * Direct answers for search: when a query names a placement and one of its spec fields ("ntt image size",
 * "longueur du titre notification"), the value from `src/data/placements.ts` is shown above the results.
 *
 * Nothing here is written per query. The vocabulary is what the site already has: placement names from the
 * termbase and its search synonyms, field names from the spec tables' own row labels in the visitor's locale
 * (`placements.specs.label.*`, passed in so the browser uses `translate()` and tests use `code.json`). A query
 * answers only when one placement and one answerable field clearly win; anything ambiguous gives no answer,
 * because a wrong figure is worse than none.
 */
import { buyingRoutes, placements, placementIds, type PlacementId } from '@site/src/data/placements';
import { SEARCH_SYNONYMS } from '@site/src/data/search-synonyms';
import { termFor, type Locale } from '@site/src/data/terms';
import {
  sectionsOf,
  specTable,
  type MessageKey,
  type SpecSection,
  type SpecValue,
} from '@site/src/components/PlacementSpecs/specRows';
import { foldDiacritics, germanSpelling, lower } from './normalize';
import { stopwordsFor } from './stopwords';
import { words } from './tokenize';

/** Termbase concept and search-synonym concepts naming each placement. */
const placementConcepts: Record<PlacementId, { term: string; synonyms: readonly string[] }> = {
  ntt: { term: 'new-tab-takeover', synonyms: ['ntt'] },
  'dynamic-ntt': { term: 'dynamic-new-tab-takeover', synonyms: ['dynamic-ntt'] },
  notification: { term: 'notification-ad', synonyms: [] },
  keyword: { term: 'search-ad', synonyms: ['search-ads'] },
};

/**
 * Rows whose value is a figure worth answering with, and the heading (same id in every locale) of the
 * page section that states it. Other row labels still take part in matching, so that "ntt image format"
 * is not answered with the image size.
 */
const answerable: Partial<Record<MessageKey, (id: PlacementId) => { section: SpecSection; anchor: string }>> = {
  'label.backgroundImageSize': () => ({ section: 'backgroundImages', anchor: 'background-images' }),
  'label.logoCanvasSize': () => ({ section: 'logoCanvas', anchor: 'logo-canvas' }),
  'label.titleLength': () => ({ section: 'adCopy', anchor: 'ad-copy' }),
  'label.bodyLength': () => ({ section: 'adCopy', anchor: 'ad-copy' }),
  'label.pricingModels': (id) => ({
    section: 'pricing',
    anchor: id === 'ntt' ? 'pricing-and-cancellation' : 'pricing',
  }),
};

export interface SpecAnswer {
  readonly placement: PlacementId;
  readonly label: MessageKey;
  readonly value: SpecValue;
  /** Page route without locale prefix, and the heading id of the section that states the value. */
  readonly route: string;
  readonly anchor: string;
}

function normalizer(locale: string): (word: string) => string {
  return locale === 'de'
    ? (word) => foldDiacritics(germanSpelling(lower(word)))
    : (word) => foldDiacritics(lower(word));
}

/** Content words of a text: folded, without function words and one-letter pieces ("d’arrière" -> "arriere"). */
function contentWords(text: string, locale: string): string[] {
  const norm = normalizer(locale);
  const stop = stopwordsFor(locale);
  const stopEn = stopwordsFor('en');
  return words(text)
    .map(norm)
    .filter((w) => w.length > 1 && !stop.has(w) && !stopEn.has(w));
}

/**
 * Whether a query word and a vocabulary word are the same word in another form: equal, or sharing a prefix
 * of at least four letters that covers the shorter word but its last letter ("imagen"/"imágenes",
 * "model"/"models", "price"/"pricing"). German also writes compounds ("Titellänge", "Bildgröße"): there a
 * word matches when the other contains its stem (all but its last two letters, at least four).
 */
function sameWord(a: string, b: string, locale: string): boolean {
  if (a === b) return true;
  let p = 0;
  while (p < a.length && p < b.length && a[p] === b[p]) p += 1;
  if (p >= 4 && p >= Math.min(a.length, b.length) - 1) return true;
  if (locale === 'de') {
    const stem = (w: string): string => w.slice(0, Math.max(4, w.length - 2));
    if (a.length >= 4 && b.includes(stem(a))) return true;
    if (b.length >= 4 && a.includes(stem(b))) return true;
  }
  return false;
}

interface Candidate<K> {
  readonly key: K;
  /** Vocabulary words of the candidate (deduplicated). */
  readonly words: readonly string[];
  /** Word lists of its names, for the share of a name the query covers. */
  readonly names: readonly (readonly string[])[];
}

interface Scored<K> {
  readonly key: K;
  readonly score: number;
  readonly coverage: number;
}

/**
 * Scores candidates by the query words they contain, each worth 1 / (number of candidates that have it):
 * a word every candidate shares ("ad", "size") says little. Ties go to the candidate whose name the
 * query covers best ("nueva pestaña" is more of "anuncio de nueva pestaña" than of its dynamic sibling).
 */
function score<K>(query: readonly string[], candidates: readonly Candidate<K>[], locale: string): Scored<K>[] {
  const has = (c: Candidate<K>, w: string): boolean => c.words.some((v) => sameWord(w, v, locale));
  return candidates
    .map((c) => {
      let total = 0;
      for (const w of query) {
        if (!has(c, w)) continue;
        const shared = candidates.filter((other) => has(other, w)).length;
        total += 1 / shared;
      }
      const coverage = Math.max(
        0,
        ...c.names.map((name) =>
          name.length === 0 ? 0 : name.filter((v) => query.some((w) => sameWord(w, v, locale))).length / name.length,
        ),
      );
      return { key: c.key, score: total, coverage };
    })
    .filter((s) => s.score > 0)
    .sort((x, y) => y.score - x.score || y.coverage - x.coverage);
}

/** The clear winner, or null when nothing matched or the first two cannot be told apart. */
function winner<K>(scored: readonly Scored<K>[]): Scored<K> | null {
  const [first, second] = scored;
  if (!first) return null;
  if (second && second.score === first.score && second.coverage === first.coverage) return null;
  return first;
}

function placementCandidates(locale: Locale): Candidate<PlacementId>[] {
  return placementIds.map((id) => {
    const { term, synonyms } = placementConcepts[id];
    // English names count in every locale: "NTT" and "new tab takeover" are what many advertisers type anyway.
    const phrases = [termFor(term, locale), termFor(term, 'en')];
    for (const lang of new Set<Locale>([locale, 'en'])) {
      for (const s of SEARCH_SYNONYMS[lang]) {
        if (synonyms.includes(s.concept)) phrases.push(...s.when);
      }
    }
    const names = phrases.map((p) => contentWords(p, locale));
    return { key: id, words: [...new Set(names.flat())], names };
  });
}

/** Every row label of a placement's spec tables, first occurrence first. */
function rowLabels(id: PlacementId): { label: MessageKey; value: SpecValue }[] {
  const seen = new Map<MessageKey, SpecValue>();
  for (const section of sectionsOf(id)) {
    for (const row of specTable(id, section).rows) if (!seen.has(row.label)) seen.set(row.label, row.value);
  }
  return [...seen].map(([label, value]) => ({ label, value }));
}

/** Every answer search can give: each placement's answerable rows with the page and heading they link to. */
export function answerTargets(): { placement: PlacementId; label: MessageKey; route: string; anchor: string }[] {
  return placementIds.flatMap((id) =>
    rowLabels(id).flatMap(({ label }) => {
      const source = answerable[label]?.(id);
      return source ? [{ placement: id, label, route: placements[id].route, anchor: source.anchor }] : [];
    }),
  );
}

/**
 * The spec value a query asks for, or null. `labels` are the spec table messages of `locale`
 * (`placements.specs.<key>`), the words fields are recognised by.
 */
export function answerFor(
  query: string,
  locale: string,
  labels: Readonly<Record<MessageKey, string>>,
): SpecAnswer | null {
  const lang = (['en', 'de', 'es', 'fr', 'pt'].includes(locale) ? locale : 'en') as Locale;
  const queryWords = contentWords(query, lang);
  if (queryWords.length < 2) return null;

  const place = winner(score(queryWords, placementCandidates(lang), lang));
  if (!place) return null;
  const placeWords = placementCandidates(lang).find((c) => c.key === place.key)?.words ?? [];
  // Words that named the placement do not also name a field.
  const rest = queryWords.filter((w) => !placeWords.some((v) => sameWord(w, v, lang)));
  if (rest.length === 0) return null;

  const rows = rowLabels(place.key);
  const fields = rows.map(({ label }) => {
    const name = contentWords(labels[label] ?? '', lang);
    return { key: label, words: [...new Set(name)], names: [name] };
  });
  const field = winner(score(rest, fields, lang));
  if (!field) return null;
  // Every other word must be part of the field's name: "ntt image file size" asks for a file size, which the
  // data does not have, not for the image size.
  const fieldWords = fields.find((f) => f.key === field.key)?.words ?? [];
  if (!rest.every((w) => fieldWords.some((v) => sameWord(w, v, lang)))) return null;
  const source = answerable[field.key]?.(place.key);
  const row = rows.find((r) => r.label === field.key);
  if (!source || !row) return null;
  return {
    placement: place.key,
    label: field.key,
    value: row.value,
    route: placements[place.key].route,
    anchor: source.anchor,
  };
}

/** The placement's name for the answer's heading, capitalised as a label. */
export function placementName(id: PlacementId, locale: string): string {
  const lang = (['en', 'de', 'es', 'fr', 'pt'].includes(locale) ? locale : 'en') as Locale;
  const name = termFor(placementConcepts[id].term, lang);
  return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
}

export type BuyingRoute = keyof typeof buyingRoutes;
const buyingRouteIds = Object.keys(buyingRoutes) as BuyingRoute[];

export interface SpendAnswer {
  /** The buying routes asked about: one when the query names it, else both. */
  readonly routes: readonly BuyingRoute[];
  /** The Introduction page (the docs' root) and the heading of its section on the two ways to buy. */
  readonly route: '/';
  readonly anchor: 'two-ways-to-buy-managed-service-and-self-service';
}

/** Words that say nothing about which figure is asked for ("brave ads minimum spend", "how much"). */
const neutralWords = new Set([
  'brave',
  'ads',
  'ad',
  'much',
  'cuanto',
  'cuanta',
  'combien',
  'quanto',
  'wie',
  'viel',
  'hoch',
]);

/** Query words with the locale's synonym wordings applied ("minimum budget" also reads as "minimum spend"). */
function withSynonyms(query: string, lang: Locale): string {
  const fold = (text: string): string => contentWords(text, lang).join(' ');
  const folded = ` ${fold(query)} `;
  const added = SEARCH_SYNONYMS[lang]
    .filter((s) => s.when.some((w) => fold(w) !== '' && folded.includes(` ${fold(w)} `)))
    .map((s) => s.add);
  return [query, ...added].join(' ');
}

/**
 * The minimum spend of the buying routes (Introduction page), when a query asks for it: "minimum spend",
 * "Mindestausgaben self-service", "presupuesto mínimo". `label` is the locale's name of the figure, the row label
 * of the Introduction page (`search.answer.minimumSpend`); the English one counts in every locale. A query that
 * also names a placement or anything else gets no answer: no placement has a minimum spend of its own.
 */
export function spendAnswerFor(query: string, locale: string, label: string): SpendAnswer | null {
  const lang = (['en', 'de', 'es', 'fr', 'pt'].includes(locale) ? locale : 'en') as Locale;
  const queryWords = contentWords(withSynonyms(query, lang), lang);
  const has = (words: readonly string[], w: string): boolean => words.some((v) => sameWord(w, v, lang));
  const asksSpend = [label, 'minimum spend']
    .map((name) => contentWords(name, lang))
    .some((name) => name.length > 0 && name.every((v) => has(queryWords, v)));
  if (!asksSpend) return null;

  // A route's names: the locale's term and the English one ("autoservicio", "self-service").
  const routeNames = Object.fromEntries(
    buyingRouteIds.map((id) => [id, [...new Set([lang, 'en' as const])].map((l) => contentWords(termFor(id, l), l))]),
  ) as Record<BuyingRoute, string[][]>;
  const vocabulary = [
    ...contentWords(label, lang),
    ...contentWords('minimum spend', lang),
    ...Object.values(routeNames).flat(2),
    ...SEARCH_SYNONYMS[lang]
      .filter((s) => s.concept === 'minimum-spend')
      .flatMap((s) => s.when.flatMap((w) => contentWords(w, lang))),
  ];
  if (!queryWords.every((w) => neutralWords.has(w) || has(vocabulary, w))) return null;

  // "self-service" and "managed service" share a word: a route is named when all words of one of its names are there.
  const named = buyingRouteIds.filter((id) => routeNames[id].some((name) => name.every((v) => has(queryWords, v))));
  return {
    routes: named.length === 1 ? named : buyingRouteIds,
    route: '/',
    anchor: 'two-ways-to-buy-managed-service-and-self-service',
  };
}
