/**
 * The ranking rules of the engine, one table per rule and language, on small fixtures: page-level evidence,
 * function words, synonyms and problem wordings, German compounds, typos and stemming kept, and the hosted settings
 * derived from the same configuration.
 */
import { SEARCH_SYNONYMS } from '../../data/search-synonyms';
import type { PageKind } from '../types';
import { SEARCH_THESAURUS, searchRulesFor } from '../../data/search-thesaurus';
import { searchSynonymsFor } from '../../data/terms';
import type { SearchEngine } from '../engine';
import { displayedLine, indexOfSequence } from '../engine';
import { algoliaRankingSettings, algoliaSynonyms, RANKING } from '../ranking';
import { isStopword } from '../stopwords';
import { fixtureEngine, SITE, type FixturePage } from './fixtures';

/** Two pages per language: the answer spreads the query over its records; the decoy holds all words in one. */
function pagesFor(language: string, t: Record<string, string>): FixturePage[] {
  return [
    {
      path: `/${language}/answer`,
      lvl0: t.section,
      records: [
        ['lvl1', t.answerTitle],
        ['content', t.answerA],
        ['lvl2', t.answerHeading, 'h'],
        ['content', t.answerB],
      ],
    },
    {
      path: `/${language}/decoy`,
      lvl0: t.section,
      records: [
        ['lvl1', t.decoyTitle],
        ['content', t.decoyText],
      ],
    },
  ];
}

const FIXTURES: Record<string, Record<string, string>> = {
  en: {
    section: 'Docs',
    answerTitle: 'Billing',
    answerA: 'Ask for a refund of the remaining balance.',
    answerHeading: 'Cryptocurrency',
    answerB: 'Pay with a crypto wallet through Radom.',
    decoyTitle: 'Launch your campaign',
    decoyText: 'What does the launch checklist mean for your campaign?',
  },
  de: {
    section: 'Doku',
    answerTitle: 'Abrechnung',
    answerA: 'Eine Erstattung des Guthabens erhalten Sie auf Anfrage.',
    answerHeading: 'Kreditkarte',
    answerB: 'Zahlung per Karte über Stripe.',
    decoyTitle: 'Kampagne starten',
    decoyText: 'Was bedeutet der Start für Ihre Kampagne und wie geht es weiter?',
  },
  es: {
    section: 'Docs',
    answerTitle: 'Facturación',
    answerA: 'Pida el reembolso del saldo restante.',
    answerHeading: 'Criptomonedas',
    answerB: 'Pague con una billetera cripto a través de Radom.',
    decoyTitle: 'Lanzar su campaña',
    decoyText: '¿Qué significa el lanzamiento para su campaña y cómo sigue?',
  },
  fr: {
    section: 'Docs',
    answerTitle: 'Facturation',
    answerA: 'Demandez le remboursement du solde restant.',
    answerHeading: 'Cryptomonnaie',
    answerB: 'Payez avec un portefeuille crypto via Radom.',
    decoyTitle: 'Lancer votre campagne',
    decoyText: 'Que signifie le lancement pour votre campagne et comment continuer ?',
  },
  pt: {
    section: 'Docs',
    answerTitle: 'Cobrança',
    answerA: 'Peça o reembolso do saldo restante.',
    answerHeading: 'Criptomoedas',
    answerB: 'Pague com uma carteira cripto pela Radom.',
    decoyTitle: 'Lançar sua campanha',
    decoyText: 'O que significa o lançamento para sua campanha e como continuar?',
  },
};

const engines = new Map<string, SearchEngine>();
async function engineFor(language: string): Promise<SearchEngine> {
  let engine = engines.get(language);
  if (!engine) {
    engine = await fixtureEngine(language, pagesFor(language, FIXTURES[language]));
    engine.setSynonyms(searchSynonymsFor(language).map(({ when, add }) => [when, add] as const));
    engines.set(language, engine);
  }
  return engine;
}

const pagesOf = (engine: SearchEngine, query: string): string[] => [
  ...new Set(engine.search(query, []).hits.map((hit) => new URL(hit.record.url_without_anchor).pathname.split('/')[2])),
];

describe('page-level evidence: words spread over a page count for it', () => {
  it.each([
    ['en', 'refund crypto '],
    ['de', 'Guthaben Stripe '],
    ['es', 'reembolso Radom '],
    ['fr', 'remboursement Radom '],
    ['pt', 'reembolso Radom '],
  ])('%s: "%s" finds the page that holds the words in two records', async (language, query) => {
    expect(pagesOf(await engineFor(language), query)).toEqual(['answer']);
  });
});

describe('function words: ignored when the query has content words', () => {
  it.each([
    ['en', 'what does refund mean ', 'what'],
    ['de', 'was bedeutet Guthaben ', 'was'],
    ['es', 'qué significa reembolso ', 'qué'],
    ['fr', 'que signifie remboursement ', 'que'],
    ['pt', 'o que significa reembolso ', 'que'],
  ])('%s: "%s" ranks the answer first, not the page sharing the function words', async (language, query, stop) => {
    expect(isStopword(language, stop)).toBe(true);
    expect(pagesOf(await engineFor(language), query)[0]).toBe('answer');
  });

  it.each([
    ['en', 'what does '],
    ['de', 'was bedeutet '],
    ['es', 'qué significa '],
    ['fr', 'que signifie '],
    ['pt', 'o que significa '],
  ])('%s: a query of function words only still searches them ("%s")', async (language, query) => {
    expect(pagesOf(await engineFor(language), query)).toContain('decoy');
  });
});

describe('synonyms and problem wordings (termbase data) reach the page words', () => {
  it.each([
    ['en', 'get my money back '],
    ['de', 'Geld zurückbekommen '],
    ['es', 'recuperar mi dinero '],
    ['fr', 'récupérer mon argent '],
    ['pt', 'receber meu dinheiro de volta '],
  ])('%s: "%s" finds the refund page', async (language, query) => {
    expect(pagesOf(await engineFor(language), query)[0]).toBe('answer');
  });

  it("adds a rule's meaningful words only: its function words would hold on every page", async () => {
    const engine = await pagesEngine('pt', [
      ['api', 'API de relatórios', 'A lista de campanhas da semana.'],
      ['policies', 'Regras', 'Jogos de azar não são aceitos.'],
    ]);
    engine.setSynonyms([[['cassino'], 'jogos de azar']]);
    expect(pagesOf(engine, 'cassino')).toEqual(['policies']);
  });

  it('the thesaurus: lower-case wordings, each once per locale, and words to add', () => {
    for (const [language, rules] of Object.entries(SEARCH_THESAURUS)) {
      expect(rules.length).toBeGreaterThan(20);
      const seen = new Set<string>();
      for (const rule of rules) {
        expect(rule.concept).toMatch(/^[a-z-]+$/);
        expect(rule.add.trim()).not.toBe('');
        for (const when of rule.when) {
          expect(when).toBe(when.toLowerCase().trim());
          expect(seen.has(`${language} ${when}`)).toBe(false);
          seen.add(`${language} ${when}`);
        }
      }
      expect(searchRulesFor(language)).toHaveLength(SEARCH_SYNONYMS[language as 'en'].length + rules.length);
    }
  });

  it('every locale has rules, each with wordings and words to add', () => {
    for (const [language, rules] of Object.entries(SEARCH_SYNONYMS)) {
      expect(rules.length).toBeGreaterThan(5);
      for (const rule of rules) {
        expect(rule.when.length).toBeGreaterThan(0);
        expect(rule.add.trim()).not.toBe('');
        expect(rule.concept).toMatch(/^[a-z-]+$/);
      }
      expect(language).toMatch(/^(en|de|es|fr|pt)$/);
    }
  });
});

describe('German compounds split against the index vocabulary', () => {
  it.each([
    ['Kreditkartenzahlung ', ['kreditkart', 'zahlung']],
    ['Guthabenerstattung ', ['guthab', 'erstatt']],
  ])('"%s" finds the page holding its parts', async (query, parts) => {
    const engine = await engineFor('de');
    expect(pagesOf(engine, query)).toEqual(['answer']);
    const split = engine.splitCompound(query.trim());
    expect(split?.flatMap((part) => engine.analyzer.terms(part))).toEqual(expect.arrayContaining(parts));
  });

  it('leaves words the index holds, short words and other languages alone', async () => {
    expect((await engineFor('de')).splitCompound('Kreditkarte')).toBeNull();
    expect((await engineFor('de')).splitCompound('Karte')).toBeNull();
    expect((await engineFor('en')).splitCompound('refundcrypto')).toBeNull();
  });
});

describe('stemming and typo tolerance kept', () => {
  it.each([
    ['en', 'refunds '],
    ['en', 'refnd '],
    ['de', 'Guthabens '],
    ['es', 'reembolsos '],
    ['fr', 'remboursements '],
    ['pt', 'reembolsos '],
    ['pt', 'reembloso '],
  ])('%s: "%s" finds the answer', async (language, query) => {
    expect(pagesOf(await engineFor(language), query)).toContain('answer');
  });

  // Two swapped letters are two typos; stemming leaves fewer than seven letters ("cilbag"), which allow only one.
  // When nothing matches, the word's length as typed sets the budget, as in Algolia.
  it.each([
    ['en', 'Targeting options by country.', 'tagreting '],
    ['fr', 'Les options de ciblage par pays.', 'cilbage '],
  ])('%s: a long word with swapped letters still finds its page', async (language, text, query) => {
    const engine = await fixtureEngine(language, [
      {
        path: `/${language}/page`,
        lvl0: 'Docs',
        records: [
          ['lvl1', 'Options'],
          ['content', text],
        ],
      },
    ]);
    expect(pagesOf(engine, query)).toEqual(['page']);
  });

  it('prefers a page matching exactly over one matching through a typo', async () => {
    const engine = await fixtureEngine('en', [
      {
        path: '/en/typo',
        lvl0: 'Docs',
        records: [
          ['lvl1', 'Planning'],
          ['content', 'Set a budgit for the flight.'],
        ],
      },
      {
        path: '/en/exact',
        lvl0: 'Docs',
        records: [
          ['lvl1', 'Other'],
          ['content', 'The budget of the flight.'],
        ],
      },
    ]);
    expect(pagesOf(engine, 'budget flight ')[0]).toBe('exact');
  });
});

describe('helpers', () => {
  it.each([
    [['a', 'b', 'c'], ['b', 'c'], 1],
    [['a', 'b', 'c'], ['c', 'b'], -1],
    [['a'], [], -1],
  ])('indexOfSequence(%j, %j) = %d', (haystack, needle, at) => {
    expect(indexOfSequence(haystack, needle)).toBe(at);
  });
});

describe('hosted settings come from the same ranking configuration', () => {
  const settings = algoliaRankingSettings(['en', 'de', 'es', 'fr', 'pt']);

  it('orders searchable attributes as the local attribute rank', () => {
    expect(settings.searchableAttributes.map((a) => a.replace(/^unordered\((?:hierarchy\.)?(.*)\)$/, '$1'))).toEqual(
      RANKING.attributes,
    );
  });

  it('uses the typo thresholds, function words and compounds of the local engine', () => {
    expect(settings.minWordSizefor1Typo).toBe(RANKING.minWordSizefor1Typo);
    expect(settings.minWordSizefor2Typos).toBe(RANKING.minWordSizefor2Typos);
    expect([...settings.removeStopWords].sort()).toEqual([...RANKING.stopwords].sort());
    expect(settings.decompoundQuery).toBe(true);
    expect(algoliaRankingSettings(['en']).decompoundQuery).toBe(false);
    expect(settings.removeWordsIfNoResults).toBe('allOptional');
  });

  it('uploads every wording of the termbase as a one-way synonym', () => {
    for (const [language, rules] of Object.entries(SEARCH_SYNONYMS)) {
      const synonyms = algoliaSynonyms(language, rules);
      expect(synonyms).toHaveLength(rules.reduce((n, rule) => n + rule.when.length, 0));
      expect(new Set(synonyms.map((s) => s.objectID)).size).toBe(synonyms.length);
      expect(synonyms[0]).toMatchObject({ type: 'oneWaySynonym', input: rules[0].when[0], synonyms: [rules[0].add] });
    }
  });
});

describe('page order rules', () => {
  it('puts a page that only lists other pages after the pages it lists', async () => {
    const engine = await fixtureEngine('en', [
      {
        path: '/en/category/placements',
        lvl0: 'Placements',
        records: [
          ['lvl1', 'Placements'],
          ['lvl2', 'New tab takeover', 'ntt'],
          ['content', 'Full-screen images with your logo on the new tab page.'],
        ],
      },
      {
        path: '/en/ntt',
        lvl0: 'Placements',
        records: [
          ['lvl1', 'New tab takeover'],
          ['lvl2', 'Background images', 'bg'],
          ['content', 'Two or three images.'],
        ],
      },
    ]);
    expect(engine.hubs()).toEqual(new Set([`https://help.example.test/en/category/placements`]));
    expect(pagesOf(engine, 'takeover images ')).toEqual(['ntt', 'category']);
  });

  it.each([
    // A page missing one part of a longer query still comes first when it holds the rest.
    ['en', 'refund crypto wallet vanished ', 'answer'],
    ['de', 'Guthaben Stripe Karte verschwunden ', 'answer'],
  ])('%s: "%s" -> %s first, and a page with fewer parts still listed', async (language, query, first) => {
    const pages = pagesOf(await engineFor(language), query);
    expect(pages[0]).toBe(first);
  });

  it('two parts and no page with both: every page with either is listed', async () => {
    expect([...pagesOf(await engineFor('en'), 'refund launch ')].sort()).toEqual(['answer', 'decoy']);
  });

  it.each([
    ['fr', 'rembousement '],
    ['es', 'reembolsoss '],
    ['en', 'refundings '],
  ])('%s: "%s" misspelt past its ending still finds the page', async (language, query) => {
    expect(pagesOf(await engineFor(language), query)).toContain('answer');
  });
});

describe('one hit per line a page shows', () => {
  it('merges a table row or a link named as a section of the same page with the section itself', async () => {
    const engine = await fixtureEngine('de', [
      {
        path: '/de/getting-started/create-a-campaign',
        lvl0: 'Erste Schritte',
        records: [
          ['lvl1', 'Kampagne erstellen'],
          ['lvl2', 'Kampagnenfelder', 'campaign-fields'],
          // A table row: its first cell becomes a heading of the row, under the table's section.
          ['lvl5', 'Budget', 'campaign-fields'],
          ['content', 'Ein Betrag für die gesamte Kampagne'],
          ['lvl3', 'Budget', 'budget'],
          ['content', 'Sie geben ein Gesamtbudget ein.'],
        ],
      },
      {
        path: '/de/campaign-performance/troubleshooting',
        lvl0: 'Kampagnenleistung',
        records: [
          ['lvl1', 'Warum läuft meine Kampagne nicht?'],
          ['lvl5', 'Jeden Tag Daycomplete'],
          // A table cell that only links to a section of the same page.
          ['content', 'Budget und Auslieferungstempo'],
          ['lvl2', 'Budget und Auslieferungstempo', 'pacing-and-budget'],
          ['content', 'Sie legen ein Gesamtbudget fest.'],
        ],
      },
    ]);
    const hits = engine.search('Budget', []).hits;
    const shown = hits.map((hit) => `${hit.record.url_without_anchor} ${displayedLine(hit.record)}`);
    expect(new Set(shown).size).toBe(shown.length);
    const lines = hits.map((hit) => [displayedLine(hit.record), hit.record.url.replace(SITE, '')]);
    // The section keeps the line: its own anchor, not the table's or the top of the page.
    expect(lines).toContainEqual(['budget', '/de/getting-started/create-a-campaign#budget']);
    expect(lines).not.toContainEqual(['budget', '/de/getting-started/create-a-campaign#campaign-fields']);
    expect(lines).toContainEqual([
      'budget und auslieferungstempo',
      '/de/campaign-performance/troubleshooting#pacing-and-budget',
    ]);
    expect(lines).not.toContainEqual(['budget und auslieferungstempo', '/de/campaign-performance/troubleshooting']);
  });
});

describe('page keywords: the topics a writer named count as evidence for the page', () => {
  // Both pages mention the word once; the answer also names it among its keywords (front matter).
  const KEYWORD_FIXTURES: Record<string, { word: string; keywords: string; answer: string; decoy: string }> = {
    en: {
      word: 'refund',
      keywords: 'billing, pricing model, account balance, refund',
      answer:
        'Self-serve, prepaid: ask for a refund of the remaining balance by email, and say which campaign ended early.',
      decoy: 'Email us about suspended campaigns, a refund or the users of your account.',
    },
    de: {
      word: 'Rückerstattung',
      keywords: 'Abrechnung, Preismodell, Kontoguthaben, Rückerstattung',
      answer: 'Self-Service, Vorauszahlung: Fordern Sie die Rückerstattung des restlichen Guthabens per E-Mail an.',
      decoy: 'Schreiben Sie uns zu gesperrten Kampagnen, einer Rückerstattung oder Nutzern.',
    },
    es: {
      word: 'reembolso',
      keywords: 'facturación, modelo de precios, saldo de la cuenta, reembolso',
      answer:
        'Autoservicio, prepago: pida el reembolso del saldo restante por correo electrónico e indique la campaña.',
      decoy: 'Escríbanos sobre campañas suspendidas, un reembolso o usuarios.',
    },
    fr: {
      word: 'remboursement',
      keywords: 'facturation, modèle de tarification, solde du compte, remboursement',
      answer: 'Libre-service, prépayé : demandez le remboursement du solde restant par e-mail en nommant la campagne.',
      decoy: 'Écrivez-nous au sujet des campagnes suspendues, d’un remboursement ou des utilisateurs.',
    },
    pt: {
      word: 'reembolso',
      keywords: 'cobrança, modelo de precificação, saldo da conta, reembolso',
      answer: 'Autoatendimento, pré-pago: peça o reembolso do saldo restante por e-mail e diga qual campanha terminou.',
      decoy: 'Escreva sobre campanhas suspensas, reembolso ou usuários.',
    },
  };
  const pages = (language: string, withKeywords: boolean): FixturePage[] => {
    const t = KEYWORD_FIXTURES[language];
    return [
      {
        path: `/${language}/decoy`,
        lvl0: 'Docs',
        records: [
          ['lvl1', 'Launch'],
          ['content', t.decoy],
        ],
      },
      {
        path: `/${language}/answer`,
        lvl0: 'Docs',
        ...(withKeywords ? { keywords: t.keywords } : {}),
        records: [
          ['lvl1', 'Billing'],
          ['content', t.answer],
        ],
      },
    ];
  };

  it.each(Object.keys(KEYWORD_FIXTURES))(
    '%s: the page that names the word as a keyword comes first',
    async (language) => {
      const engine = await fixtureEngine(language, pages(language, true));
      expect(pagesOf(engine, KEYWORD_FIXTURES[language].word)).toEqual(['answer', 'decoy']);
    },
  );

  it.each(Object.keys(KEYWORD_FIXTURES))(
    '%s: without keywords, the shorter mention wins (what they change)',
    async (language) => {
      const engine = await fixtureEngine(language, pages(language, false));
      expect(pagesOf(engine, KEYWORD_FIXTURES[language].word)).toEqual(['decoy', 'answer']);
    },
  );

  it('never shows the keywords: a hit on them shows the page title', async () => {
    const engine = await fixtureEngine('en', pages('en', true));
    const hits = engine.search('pricing model', []).hits;
    expect(hits.map((hit) => [hit.record.type, displayedLine(hit.record)])).toEqual([['lvl1', 'billing']]);
  });

  it('the hosted index searches them right after the title', () => {
    expect(algoliaRankingSettings(['en']).searchableAttributes.slice(0, 2)).toEqual([
      'unordered(hierarchy.lvl1)',
      'unordered(keywords)',
    ]);
  });
});

describe('typos count per part of the query', () => {
  it('a record that matches a word exactly is not ranked as a typo because a near word of it matched too', async () => {
    const engine = await fixtureEngine('de', [
      {
        path: '/de/billing',
        lvl0: 'Konto',
        keywords: 'Abrechnung, Rechnung',
        records: [
          ['lvl1', 'Abrechnung'],
          ['content', 'Wie Sie bezahlen.'],
          ['lvl2', 'Fragen zur Abrechnung', 'questions'],
          ['content', 'Schreiben Sie uns.'],
        ],
      },
    ]);
    const hits = engine.search('Abrechnung', []).hits;
    expect(hits[0].record.type).toBe('lvl1');
    expect(hits[0].record.url).toBe(`${SITE}/de/billing`);
  });
});

/** Pages of one record each (besides their title), for the rules below: [path, title, text, kind?]. */
async function pagesEngine(language: string, pages: Array<[string, string, string, PageKind?]>): Promise<SearchEngine> {
  return fixtureEngine(
    language,
    pages.map(([path, title, text, kind]) => ({
      path: `/${language}/${path}`,
      lvl0: 'Docs',
      ...(kind ? { kind } : {}),
      records: [
        ['lvl1', title],
        ['content', text],
      ],
    })),
  );
}

describe('a word the locale has is never read as a typo of another', () => {
  it.each([
    [
      'fr',
      'statistiques',
      ['stats', 'Statistiques', 'Les statistiques de la campagne.'],
      ['status', 'Statut', 'Le statut de la campagne.'],
    ],
    ['en', 'code', ['code', 'Promo code', 'Enter the code at checkout.'], ['come', 'Come back', 'Come back later.']],
    [
      'en',
      'show ',
      ['show', 'Show your brand', 'Ads show on the new tab page.'],
      ['how', 'How it works', 'How it works in short.'],
    ],
  ])('%s "%s" finds only the page that has it', async (language, query, answer, other) => {
    const engine = await pagesEngine(language, [answer as [string, string, string], other as [string, string, string]]);
    expect(pagesOf(engine, query)).toEqual([answer[0]]);
  });

  it('a word the locale lacks is still corrected', async () => {
    const engine = await pagesEngine('fr', [
      ['stats', 'Statistiques', 'Les statistiques de la campagne.'],
      ['other', 'Facturation', 'Payer une facture.'],
    ]);
    expect(pagesOf(engine, 'statistqiues')).toEqual(['stats']);
  });
});

describe('whole pages, not all-words filters', () => {
  it('a query with one indexed word finds its page though the other word is nowhere', async () => {
    const engine = await pagesEngine('en', [
      ['users', 'Managing users', 'Invite a colleague to your account.'],
      ['billing', 'Billing', 'Pay by card.'],
    ]);
    expect(pagesOf(engine, 'invite teammate')).toEqual(['users']);
  });

  it.each([
    [
      'en',
      'ads not showing',
      ['trouble', 'Troubleshooting', 'Why your ads are not showing yet.'],
      ['ntt', 'New tab', 'Showing ads on the new tab page.'],
    ],
    [
      'de',
      'Anzeigen nicht sichtbar',
      ['trouble', 'Fehlerbehebung', 'Ihre Anzeigen sind nicht sichtbar.'],
      ['ntt', 'Neuer Tab', 'Anzeigen sichtbar auf dem neuen Tab.'],
    ],
  ])('%s: a negation is part of the query ("%s")', async (language, query, answer, other) => {
    const engine = await pagesEngine(language, [other as [string, string, string], answer as [string, string, string]]);
    expect(pagesOf(engine, query)[0]).toBe(answer[0]);
  });

  it('an English UI label in a translated page ranks the page that has it as a phrase first', async () => {
    const engine = await pagesEngine('de', [
      ['scattered', 'Creatives verwalten', 'Neue Kampagne anlegen und das Creative wählen.'],
      ['ad', 'Anzeige erstellen', 'Klicken Sie oben rechts auf New Creative.'],
    ]);
    expect(pagesOf(engine, 'New Creative')[0]).toBe('ad');
  });

  it('a page whose title the query names comes before a page whose title holds more', async () => {
    const engine = await pagesEngine('en', [
      ['dynamic', 'Dynamic new tab takeover', 'An animated new tab takeover.'],
      ['ntt', 'New tab takeover', 'Images on the new tab takeover.'],
    ]);
    expect(pagesOf(engine, 'new tab takeover')[0]).toBe('ntt');
  });

  it('German: a query for a simple word finds the page that only has a compound ending in it', async () => {
    const engine = await pagesEngine('de', [
      ['billing', 'Abrechnung', 'So funktioniert die Abrechnung mit Kreditkarte.'],
      ['status', 'Status', 'Der Status Ihrer Kampagne.'],
    ]);
    expect(pagesOf(engine, 'Rechnung')).toEqual(['billing']);
  });
});

describe('German compounds the index holds', () => {
  it('also find the page that uses their parts ("Bildgröße" and "Größe der Hintergrundbilder")', async () => {
    const engine = await pagesEngine('de', [
      ['hub', 'Platzierungen', 'Bildgrößen und Logos der Platzierungen.'],
      ['ntt', 'New-Tab-Takeover', 'Größe der Hintergrundbilder: 2560 × 1440 px.'],
      ['status', 'Status', 'Der Status Ihrer Kampagne.'],
    ]);
    expect(pagesOf(engine, 'Bildgröße').sort()).toEqual(['hub', 'ntt']);
  });
});

describe('legal texts after help pages', () => {
  const pages: Array<[string, string, string, 'legal'?]> = [
    [
      'terms',
      'Richtlinien für Suchanzeigen',
      'Preise, Rechnungen und Steuern: jede Rechnung ist sofort fällig.',
      'legal',
    ],
    ['billing', 'Abrechnung', 'Ihre Rechnung finden Sie im Ads Manager.'],
  ];

  it('a help page comes first for a word both hold', async () => {
    expect(pagesOf(await pagesEngine('de', pages), 'Rechnung')).toEqual(['billing', 'terms']);
  });

  it('unless the query asks for the rules or terms', async () => {
    expect(pagesOf(await pagesEngine('de', pages), 'Rechnung Richtlinien')[0]).toBe('terms');
  });

  it.each([
    [
      'en',
      'can i use a link shortener',
      ['policies', 'Browser', 'No link shortener as the click-through URL.', 'legal'],
      ['ntt', 'Images', 'No link shortener as the click-through URL.'],
    ],
    [
      'de',
      'Darf ich einen Linkverkürzer nutzen',
      ['policies', 'Browser', 'Kein Linkverkürzer als Ziel-URL.', 'legal'],
      ['ntt', 'Bilder', 'Kein Linkverkürzer als Ziel-URL.'],
    ],
  ])('%s: a question about what is allowed ("%s") reaches the policy text', async (language, query, policy, help) => {
    // Same text on both: only the page kind tells them apart, and the policy page is listed first.
    const engine = await pagesEngine(language, [
      policy as [string, string, string, 'legal'],
      help as [string, string, string],
    ]);
    expect(pagesOf(engine, query)[0]).toBe('policies');
    // The same words without the question keep the help page first.
    expect(pagesOf(engine, query.split(' ').slice(-2).join(' '))[0]).toBe('ntt');
  });
});

describe('blog posts after the pages that state how things are now', () => {
  const pages: Array<[string, string, string, PageKind?]> = [
    // Same title and text, the post listed first: only the kind tells them apart.
    ['post', 'Search ads policies', 'The rules search ads must meet.', 'news'],
    ['policies', 'Search ads policies', 'The rules search ads must meet.'],
    ['moved', 'A new address', 'The help centre moved to a new address.', 'news'],
  ];

  it('a page and a post that hold the query alike: the page first', async () => {
    expect(pagesOf(await pagesEngine('en', pages), 'rules for search ads')[0]).toBe('policies');
  });

  it('a post that alone answers still comes first', async () => {
    expect(pagesOf(await pagesEngine('en', pages), 'did the help centre move')[0]).toBe('moved');
  });
});

describe('a word the vocabulary lacks, beside words it has', () => {
  it('finds another form of a page\'s word by its beginning ("suspension" for "suspendido")', async () => {
    const engine = await pagesEngine('es', [
      ['budget', 'Presupuesto', 'Elija el presupuesto de la campaña.'],
      ['status', 'Estados', 'Una campaña con estado suspendido no se publica.'],
    ]);
    expect(pagesOf(engine, 'suspension de campaña')).toEqual(['status', 'budget']);
  });

  it('counts it below the word itself', async () => {
    const engine = await pagesEngine('es', [
      ['status', 'Estados', 'Una campaña con estado suspendido no se publica.'],
      ['noun', 'Suspensión', 'La suspensión de una campaña.'],
    ]);
    expect(pagesOf(engine, 'suspension de campaña')[0]).toBe('noun');
  });
});
