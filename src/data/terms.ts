/**
 * Termbase of the Brave Ads help centre: one term per concept in every locale.
 *
 * Every page, the glossary, the spec tables (`i18n/<locale>/code.json`, `placements.specs.*`) and the
 * UI strings use the term given here. `npm run check:translations` fails when a locale's content uses
 * one of the `variants` listed for it, and prints the term to use instead.
 *
 * Choices follow what a native advertiser reads in Google Ads Help and Microsoft Advertising Help in
 * that language. Spanish is neutral (understood in Spain and Latin America); Portuguese is pt-BR.
 *
 * Grammatical gender: `m`, `f` or `n` for the head noun of the term, where articles or adjectives
 * agree with it. Status labels agree with the word for "status" (es "estado", fr "statut",
 * pt "status": all masculine), so they read the same whether the item is a campaign, an ad set or an ad.
 *
 * Variants: a string matches as a whole phrase, case-insensitively; a RegExp matches as written
 * (the checker adds the `g` and `u` flags and makes `\b` a Unicode word boundary, so `\bétude\b`
 * works). A variant must be wrong in every context of that locale,
 * so phrases that are also correct elsewhere are written with the context that makes them wrong.
 */

// Search synonyms, problem wordings and starter searches per locale live beside the termbase, as data.
export {
  SEARCH_STARTERS,
  SEARCH_SYNONYMS,
  searchStartersFor,
  searchSynonymsFor,
  type SearchSynonym,
} from './search-synonyms';

export const targetLocales = ['de', 'es', 'fr', 'pt'] as const;
export type TargetLocale = (typeof targetLocales)[number];
export type Locale = 'en' | TargetLocale;

export type Gender = 'm' | 'f' | 'n';

export interface LocalTerm {
  /** The one term, singular, lower case unless it is a name or German noun. */
  term: string;
  /** Plural where the docs use it and it is not regular. */
  plural?: string;
  gender?: Gender;
}

export interface Variant {
  pattern: string | RegExp;
  /** Why the variant is wrong (printed by the check). */
  reason: string;
  /** A text the pattern matches, for the test that plants every variant; only where it cannot be generated. */
  example?: string;
}

export type ConceptCategory =
  'product' | 'structure' | 'placement' | 'targeting' | 'policy' | 'billing' | 'status' | 'metric' | 'reporting';

export interface Concept {
  id: string;
  category: ConceptCategory;
  en: string;
  terms: Record<TargetLocale, LocalTerm>;
  /** English plural, where the glossary names the concept in the plural. */
  enPlural?: string;
  /** Known wrong variants per locale ('en' included for product names and British spellings). */
  variants?: Partial<Record<Locale, Variant[]>>;
  note?: string;
}

const same = (term: string): Record<TargetLocale, LocalTerm> => ({
  de: { term },
  es: { term },
  fr: { term },
  pt: { term },
});

const keepName = 'Product name: never translated (as Google Ads Help keeps "Google Ads" in every language).';

/**
 * Product names kept in English, in running text, titles, navigation and front matter of every locale.
 * "Brave" alone (the company and the browser) is also kept; pt and es treat it as masculine ("o Brave",
 * "el navegador Brave").
 */
export const keptProductNames = ['Brave Ads', 'Brave Ads Manager', 'Ads Manager', 'Brave Search', 'Brave'] as const;

export const concepts: readonly Concept[] = [
  // ── Products and ways to buy ─────────────────────────────────────────────────────────────
  {
    id: 'brave-ads',
    category: 'product',
    en: 'Brave Ads',
    terms: same('Brave Ads'),
    variants: {
      es: [{ pattern: /\bAnuncios de Brave\b/, reason: keepName }],
      pt: [
        { pattern: /\bAnúncios (?:do )?Brave\b/, reason: keepName },
        { pattern: /\bAnúncios de Brave\b/, reason: keepName },
      ],
      fr: [
        { pattern: /\b(?:Annonces|Publicités) Brave\b/, reason: keepName },
        { pattern: /\bPublicités de Brave\b/, reason: keepName },
      ],
      de: [{ pattern: /\bBrave[- ]Werbeanzeigen\b/, reason: keepName }],
    },
    note: 'Masculine in es/pt/fr when an article is needed ("el equipo de Brave Ads", "o Brave Ads").',
  },
  {
    id: 'brave-ads-manager',
    category: 'product',
    en: 'Brave Ads Manager',
    terms: same('Brave Ads Manager'),
    variants: {
      es: [
        { pattern: /\bAdministrador de Anuncios(?: de Brave)?\b/i, reason: keepName },
        { pattern: /\bGestor de Anuncios(?: de Brave)?\b/i, reason: keepName },
      ],
      pt: [{ pattern: /\bGerenciador de Anúncios(?: (?:do )?Brave)?\b/i, reason: keepName }],
      fr: [
        { pattern: /\bGestionnaire (?:de )?Brave Ads\b/i, reason: keepName },
        { pattern: /\bGestionnaire (?:de publicités|d[’']annonces)\b/i, reason: keepName },
      ],
      de: [{ pattern: /\b(?:Werbe)?Anzeigenmanager\b/i, reason: keepName }],
    },
    note: 'Short form "Ads Manager" after the first mention. Masculine in es/pt/fr ("el Ads Manager", "o Ads Manager", "le Ads Manager"); der Ads Manager in de.',
  },
  {
    id: 'ads-manager',
    category: 'product',
    en: 'Ads Manager',
    terms: same('Ads Manager'),
    note: 'Short form of Brave Ads Manager; its wrong variants are listed under brave-ads-manager.',
  },
  {
    id: 'brave-search',
    category: 'product',
    en: 'Brave Search',
    terms: same('Brave Search'),
    variants: {
      es: [
        { pattern: /\bBuscador de Brave\b/i, reason: keepName },
        { pattern: /\bBúsqueda de Brave\b/, reason: keepName },
      ],
      pt: [
        { pattern: /\bPesquisa (?:do )?Brave\b/i, reason: keepName },
        { pattern: /\bBusca (?:do )?Brave\b/, reason: keepName },
      ],
      fr: [{ pattern: /\bRecherche Brave\b/i, reason: keepName }],
      de: [{ pattern: /\bBrave[- ]Suche\b/, reason: keepName }],
    },
    note: 'es "el buscador Brave Search" may describe it; the name itself stays.',
  },
  {
    id: 'brave-browser',
    category: 'product',
    en: 'Brave browser',
    terms: {
      de: { term: 'Brave-Browser', gender: 'm' },
      es: { term: 'navegador Brave', gender: 'm' },
      fr: { term: 'navigateur Brave', gender: 'm' },
      pt: { term: 'navegador Brave', gender: 'm' },
    },
    variants: {
      es: [{ pattern: /\bBrave Browser\b(?! Advertiser)/, reason: 'Descriptive: "el navegador Brave".' }],
      pt: [{ pattern: /\bBrave Browser\b(?! Advertiser)/, reason: 'Descriptive: "o navegador Brave".' }],
      fr: [{ pattern: /\bBrave Browser\b(?! Advertiser)/, reason: 'Descriptive: "le navigateur Brave".' }],
    },
    note: 'A description, not a product name: "Brave" stays, "browser" is translated. The legal title "Brave Browser Advertiser Terms" keeps English.',
  },
  {
    id: 'managed-service',
    category: 'product',
    en: 'managed service',
    terms: {
      de: { term: 'Managed Service', gender: 'm' },
      es: { term: 'servicio gestionado', gender: 'm' },
      fr: { term: 'service géré', gender: 'm' },
      pt: { term: 'serviço gerenciado', gender: 'm' },
    },
    variants: {
      de: [{ pattern: 'Verwalteter Service', reason: 'German ad sales say "Managed Service".' }],
    },
  },
  {
    id: 'self-service',
    category: 'product',
    en: 'self-service',
    terms: {
      de: { term: 'Self-Service', gender: 'm' },
      es: { term: 'autoservicio', gender: 'm' },
      fr: { term: 'libre-service', gender: 'm' },
      pt: { term: 'autoatendimento', gender: 'm' },
    },
    variants: {
      de: [{ pattern: /\bSelbstbedienung\b/i, reason: 'Sounds like a shop; German ad platforms say "Self-Service".' }],
    },
  },
  {
    id: 'buy-ads',
    category: 'product',
    en: 'buy (ads, a placement)',
    terms: {
      de: { term: 'buchen' },
      es: { term: 'contratar' },
      fr: { term: 'acheter' },
      pt: { term: 'comprar' },
    },
    variants: {
      de: [
        { pattern: /\bEinkaufswege?n?\b/, reason: 'Advertisers "buchen" ads; "Einkauf" is media-agency jargon.' },
        { pattern: /\bWege? zum Einkauf\b/, reason: 'Advertisers "buchen" ads: "Wege, Brave Ads zu buchen".' },
        {
          pattern: /\bEinkauf von (?:Brave Ads|Anzeigen|Werbung|Platzierungen)\b/,
          reason: 'Advertisers "buchen" ads: "die Buchung von Brave Ads".',
        },
        {
          pattern: /\b(?:Brave Ads|Managed Service|Self-Service|Anzeigen|Platzierungen)\b[^.!?\n]{0,40}\beinkaufen\b/,
          reason: 'Advertisers "buchen" ads; "einkaufen" is media-agency jargon.',
        },
      ],
    },
  },
  {
    id: 'top-up',
    category: 'billing',
    en: 'top up',
    terms: {
      de: { term: 'aufladen' },
      es: { term: 'recargar' },
      fr: { term: 'recharger' },
      pt: { term: 'adicionar saldo' },
    },
    variants: {
      pt: [{ pattern: /\btop-?up\b/i, reason: 'English; say "adicionar saldo".' }],
      fr: [
        { pattern: /\bcréditer (?:votre|le) compte\b/i, reason: 'One verb: "recharger".' },
        {
          pattern: /\bapprovisionner (?:votre|le) compte\b/i,
          reason: 'One verb: "recharger" (or "alimenter votre compte").',
        },
        {
          pattern: /\bajout(?:er|ez) un solde\b/i,
          reason: 'Calque of "add a balance": "recharger" / "alimenter votre compte".',
        },
      ],
    },
  },
  {
    id: 'supported-languages',
    category: 'product',
    en: 'supported languages',
    terms: {
      de: { term: 'unterstützte Sprachen' },
      es: { term: 'idiomas admitidos', gender: 'm' },
      fr: { term: 'langues prises en charge', gender: 'f' },
      pt: { term: 'idiomas compatíveis', gender: 'm' },
    },
    variants: {
      fr: [{ pattern: /\blangues supportées\b/i, reason: 'Anglicism; "prises en charge".' }],
      pt: [{ pattern: /\bidiomas suportados\b/i, reason: 'Anglicism; "compatíveis".' }],
    },
  },
  {
    id: 'contact-page',
    category: 'product',
    en: 'contact page (this help center\'s "Who to contact" page)',
    terms: {
      de: { term: 'Ansprechpartner', gender: 'm' },
      es: { term: 'página de contacto', gender: 'f' },
      fr: { term: 'page Qui contacter', gender: 'f' },
      pt: { term: 'página de contato', gender: 'f' },
    },
    variants: {
      de: [
        {
          // The help page is named by its title; the form on ads.brave.com is the Kontaktformular.
          pattern: /\bKontaktseiten?\b/,
          reason:
            '"Kontaktseite" named two pages: the help page is "die Seite [Ansprechpartner]", ads.brave.com/contact is das "Kontaktformular von Brave Ads".',
        },
      ],
      es: [
        {
          pattern: /\bA quién dirigirse\b/i,
          reason: 'The page\'s title is "A quién escribir": one name for one page.',
        },
      ],
      fr: [
        {
          // "page de contact de Brave Ads" is the form on ads.brave.com, a different page.
          pattern: /\bpage de contact\b(?! de Brave Ads)/i,
          reason:
            'The help center page is "la page Qui contacter"; "page de contact de Brave Ads" is the form on ads.brave.com.',
        },
      ],
    },
    note: 'Links to account-management/contact.md. de names it by its title: "die Seite [Ansprechpartner]", "siehe [Ansprechpartner]".',
  },
  {
    id: 'contact-form',
    category: 'product',
    en: 'Brave Ads contact page (https://ads.brave.com/contact, where advertisers write to the Brave Ads team)',
    terms: {
      de: { term: 'Kontaktformular von Brave Ads', gender: 'n' },
      es: { term: 'formulario de contacto de Brave Ads', gender: 'm' },
      fr: { term: 'page de contact de Brave Ads', gender: 'f' },
      pt: { term: 'formulário de contato do Brave Ads', gender: 'm' },
    },
    variants: {
      en: [
        {
          pattern: /\bBrave Ads contact form\b/i,
          reason: 'English names it "the Brave Ads contact page"; "our contact page" is this help center\'s.',
        },
      ],
      de: [
        {
          pattern: /\bKontaktseite von Brave Ads\b/,
          reason: 'ads.brave.com/contact is das "Kontaktformular von Brave Ads"; the help page is "Ansprechpartner".',
        },
      ],
      es: [
        {
          pattern: /\bpágina de contacto de Brave Ads\b/i,
          reason:
            '"página de contacto" is this help center\'s page; ads.brave.com/contact is el "formulario de contacto de Brave Ads".',
        },
      ],
      fr: [
        {
          pattern: /\bformulaire de contact de Brave Ads\b/i,
          reason:
            'The fr edition names ads.brave.com/contact "page de contact de Brave Ads" (the help page is "page Qui contacter").',
        },
      ],
      pt: [
        {
          pattern: /\bpágina de contato do Brave Ads\b/i,
          reason:
            '"página de contato" is this help center\'s page; ads.brave.com/contact is o "formulário de contato do Brave Ads".',
        },
      ],
    },
    note: 'A different page from contact-page: never give both the same name in a locale.',
  },

  // ── Campaign structure ───────────────────────────────────────────────────────────────────
  {
    id: 'campaign',
    category: 'structure',
    en: 'campaign',
    terms: {
      de: { term: 'Kampagne', gender: 'f' },
      es: { term: 'campaña', gender: 'f' },
      fr: { term: 'campagne', gender: 'f' },
      pt: { term: 'campanha', gender: 'f' },
    },
  },
  {
    id: 'ad-set',
    category: 'structure',
    en: 'ad set',
    terms: {
      de: { term: 'Anzeigengruppe', gender: 'f' },
      es: { term: 'conjunto de anuncios', gender: 'm' },
      fr: { term: 'ensemble d’annonces', gender: 'm' },
      pt: { term: 'conjunto de anúncios', gender: 'm' },
    },
    variants: {
      de: [{ pattern: /\bAnzeigen-?[Ss]ets?\b/, reason: 'One term: "Anzeigengruppe".' }],
      fr: [
        { pattern: /\bensembles? de publicités\b/i, reason: 'One term: "ensemble d’annonces".' },
        { pattern: /\bgroupes? d[’']annonces\b/i, reason: 'One term: "ensemble d’annonces".' },
      ],
      pt: [{ pattern: /\bgrupos? de anúncios\b/i, reason: 'One term: "conjunto de anúncios".' }],
      es: [{ pattern: /\bgrupos? de anuncios\b/i, reason: 'One term: "conjunto de anuncios".' }],
    },
  },
  {
    id: 'ad',
    category: 'structure',
    en: 'ad',
    terms: {
      de: { term: 'Anzeige', gender: 'f' },
      es: { term: 'anuncio', gender: 'm' },
      fr: { term: 'annonce', gender: 'f' },
      pt: { term: 'anúncio', gender: 'm' },
    },
    variants: {
      fr: [
        {
          pattern: /\b(?:une|cette|chaque|votre|la première) publicité\b/i,
          reason: 'An ad is "une annonce"; "publicité" is advertising in general.',
        },
      ],
      de: [{ pattern: /\bWerbeanzeigen?\b/, reason: 'One term: "Anzeige".' }],
    },
  },
  {
    id: 'creative',
    category: 'structure',
    en: 'creative',
    terms: {
      de: { term: 'Creative', plural: 'Creatives', gender: 'n' },
      es: { term: 'creatividad', plural: 'creatividades', gender: 'f' },
      fr: { term: 'création', plural: 'créations', gender: 'f' },
      pt: { term: 'criativo', plural: 'criativos', gender: 'm' },
    },
    variants: {
      es: [
        {
          pattern: /\b(?:el|los|un|unos|del|al|nuevo|este|estos|cada|otro|otros) creativos?\b/i,
          reason: 'Feminine noun: "la creatividad", "las creatividades".',
        },
      ],
      fr: [
        {
          pattern: /\b(?:le|les|un|des|du|nouveau|ce|ces|chaque) créatifs?\b/i,
          reason: 'One term: "la création", "les créations".',
        },
      ],
      de: [{ pattern: /\bKreative\b/, reason: 'Das Creative, die Creatives.' }],
    },
    note: 'es: always feminine, "la creatividad" / "las creatividades" (never "el creativo").',
  },
  {
    id: 'advertiser',
    category: 'structure',
    en: 'advertiser',
    terms: {
      de: { term: 'Werbetreibender', plural: 'Werbetreibende', gender: 'm' },
      es: { term: 'anunciante', gender: 'm' },
      fr: { term: 'annonceur', gender: 'm' },
      pt: { term: 'anunciante', gender: 'm' },
    },
  },

  // ── Ad formats and placements ────────────────────────────────────────────────────────────
  {
    id: 'ad-placement',
    category: 'placement',
    en: 'ad placement',
    terms: {
      de: { term: 'Anzeigenplatzierung', gender: 'f' },
      es: { term: 'ubicación de anuncios', gender: 'f' },
      fr: { term: 'emplacement publicitaire', gender: 'm' },
      pt: { term: 'posicionamento de anúncios', gender: 'm' },
    },
    variants: {
      fr: [{ pattern: /\bemplacements? d[’']Ads\b/i, reason: 'French: "emplacement publicitaire".' }],
      es: [{ pattern: /\bemplazamientos? de anuncios\b/i, reason: 'One term: "ubicación".' }],
    },
  },
  {
    id: 'new-tab-takeover',
    category: 'placement',
    en: 'new tab takeover',
    terms: {
      de: { term: 'New-Tab-Takeover', plural: 'New-Tab-Takeovers', gender: 'n' },
      es: { term: 'anuncio de nueva pestaña', gender: 'm' },
      fr: { term: 'habillage du nouvel onglet', gender: 'm' },
      pt: { term: 'anúncio de nova guia', gender: 'm' },
    },
    variants: {
      de: [
        {
          pattern: /\b(?:Neue[nr]?[- ]Tab-Übernahmen?|Neuer-Tab-Übernahmen?)/,
          reason: 'Literal calque; the industry says "Takeover": "New-Tab-Takeover".',
        },
      ],
      es: [
        { pattern: /\banuncios? de la nueva pestaña\b/i, reason: 'One term: "anuncio de nueva pestaña".' },
        { pattern: /\btoma de control de (?:la )?nueva pestaña\b/i, reason: 'Calque; "anuncio de nueva pestaña".' },
      ],
      fr: [
        {
          pattern: /\bannonces? dans (?:les|le) nouve(?:aux|l) onglets?\b/i,
          reason: 'One term: "habillage du nouvel onglet".',
        },
        { pattern: /\bprise de contrôle (?:du|de) nouvel onglet\b/i, reason: 'Calque; "habillage du nouvel onglet".' },
      ],
      pt: [{ pattern: /\banúncios? de nova aba\b/i, reason: 'pt-BR browsers say "guia": "anúncio de nova guia".' }],
    },
    note: 'Abbreviation NTT kept in every locale.',
  },
  {
    id: 'dynamic-new-tab-takeover',
    category: 'placement',
    en: 'dynamic new tab takeover',
    terms: {
      de: { term: 'dynamisches New-Tab-Takeover', gender: 'n' },
      es: { term: 'anuncio dinámico de nueva pestaña', gender: 'm' },
      fr: { term: 'habillage dynamique du nouvel onglet', gender: 'm' },
      pt: { term: 'anúncio dinâmico de nova guia', gender: 'm' },
    },
    note: 'Abbreviation "Dynamic NTT" kept in every locale. Variants are those of new-tab-takeover.',
  },
  {
    id: 'notification-ad',
    category: 'placement',
    en: 'notification ad',
    terms: {
      de: { term: 'Benachrichtigungsanzeige', gender: 'f' },
      es: { term: 'anuncio de notificación', gender: 'm' },
      fr: { term: 'annonce de notification', gender: 'f' },
      pt: { term: 'anúncio de notificação', gender: 'm' },
    },
    variants: {
      fr: [
        { pattern: /\bannonces? sous forme de notifications?\b/i, reason: 'One term: "annonce de notification".' },
        { pattern: /\bpublicités? (?:de|par) notification\b/i, reason: 'One term: "annonce de notification".' },
      ],
      es: [{ pattern: /\banuncios? de notificaciones\b/i, reason: 'One term: "anuncio de notificación".' }],
      de: [{ pattern: /\bBenachrichtigungs-Anzeigen?\b/, reason: 'One word: "Benachrichtigungsanzeige".' }],
    },
  },
  {
    id: 'search-ad',
    category: 'placement',
    en: 'search ad',
    terms: {
      de: { term: 'Suchanzeige', gender: 'f' },
      es: { term: 'anuncio de búsqueda', gender: 'm' },
      fr: { term: 'annonce de recherche', gender: 'f' },
      pt: { term: 'anúncio de pesquisa', gender: 'm' },
    },
    variants: {
      fr: [{ pattern: /\bannonces? dans les résultats de recherche\b/i, reason: 'One term: "annonce de recherche".' }],
      pt: [{ pattern: /\banúncios? de busca\b/i, reason: 'One term: "anúncio de pesquisa".' }],
    },
    note: 'Also "keyword ad": es "anuncio por palabra clave", de "Keyword-Anzeige", fr "annonce par mot-clé", pt "anúncio por palavra-chave".',
  },
  {
    id: 'ad-requirements',
    category: 'placement',
    en: 'ad requirements',
    terms: {
      de: { term: 'Anforderungen an Anzeigen', gender: 'f' },
      es: { term: 'requisitos del anuncio', gender: 'm' },
      fr: { term: 'exigences de l’annonce', gender: 'f' },
      pt: { term: 'requisitos do anúncio', gender: 'm' },
    },
    variants: {
      de: [{ pattern: /\bAds-Anforderungen\b/, reason: 'One term: "Anforderungen an Anzeigen".' }],
      fr: [{ pattern: /\bexigences des Ads\b/i, reason: 'French: "exigences de l’annonce".' }],
    },
  },
  {
    id: 'background-image',
    category: 'placement',
    en: 'background image',
    enPlural: 'background images',
    terms: {
      de: { term: 'Hintergrundbild', plural: 'Hintergrundbilder', gender: 'n' },
      es: { term: 'imagen de fondo', plural: 'imágenes de fondo', gender: 'f' },
      fr: { term: 'image d’arrière-plan', plural: 'images d’arrière-plan', gender: 'f' },
      pt: { term: 'imagem de fundo', plural: 'imagens de fundo', gender: 'f' },
    },
  },
  {
    id: 'logo-canvas',
    category: 'placement',
    en: 'logo canvas',
    terms: {
      de: { term: 'Logo-Fläche', gender: 'f' },
      es: { term: 'lienzo del logotipo', gender: 'm' },
      fr: { term: 'calque du logo', gender: 'm' },
      pt: { term: 'canvas do logotipo', gender: 'm' },
    },
    variants: {
      es: [{ pattern: /\blienzo con logotipo\b/i, reason: 'One term: "lienzo del logotipo".' }],
      fr: [
        {
          pattern: /\btoiles? d[eu] logo\b/i,
          reason: 'Calque of "canvas"; French designers say "calque du logo" (a transparent layer).',
        },
      ],
    },
  },
  {
    id: 'html-canvas',
    category: 'placement',
    en: 'canvas (HTML element of a dynamic creative)',
    terms: {
      de: { term: 'Canvas', gender: 'n' },
      es: { term: 'lienzo', gender: 'm' },
      fr: { term: 'canevas', gender: 'm' },
      pt: { term: 'canvas', gender: 'm' },
    },
    variants: {
      de: [{ pattern: /\bLeinw(?:and|änden)\b/, reason: 'The HTML element: "das Canvas", as web developers say.' }],
    },
    note: 'Not the logo canvas of a new tab takeover (see logo-canvas).',
  },
  {
    id: 'click-through-url',
    category: 'placement',
    en: 'click-through URL',
    terms: {
      de: { term: 'Ziel-URL', gender: 'f' },
      es: { term: 'URL de destino', gender: 'f' },
      fr: { term: 'URL de destination', gender: 'f' },
      pt: { term: 'URL de destino', gender: 'f' },
    },
    variants: {
      es: [{ pattern: /\bURL de clic\b/i, reason: 'One term: "URL de destino".' }],
      de: [{ pattern: /\bClick-Through[- ]URL\b/i, reason: 'One term: "Ziel-URL".' }],
      fr: [{ pattern: /\bURL de click-through\b/i, reason: 'One term: "URL de destination".' }],
      pt: [{ pattern: /\bURL de cliques?\b/i, reason: 'One term: "URL de destino".' }],
    },
  },
  {
    id: 'mockup-tool',
    category: 'placement',
    en: 'online mockup tool',
    terms: {
      de: { term: 'Online-Mockup-Tool', gender: 'n' },
      es: { term: 'herramienta de maquetas en línea', gender: 'f' },
      fr: { term: 'outil de maquette en ligne', gender: 'm' },
      pt: { term: 'ferramenta de mockups online', gender: 'f' },
    },
  },
  {
    id: 'best-practices',
    category: 'placement',
    en: 'best practices',
    terms: {
      de: { term: 'Best Practices', gender: 'f' },
      es: { term: 'prácticas recomendadas', gender: 'f' },
      fr: { term: 'bonnes pratiques', gender: 'f' },
      pt: { term: 'boas práticas', gender: 'f' },
    },
    variants: {
      fr: [{ pattern: /\bmeilleures pratiques\b/i, reason: 'Calque; "bonnes pratiques".' }],
      pt: [{ pattern: /\bmelhores práticas\b/i, reason: 'One term: "boas práticas".' }],
      es: [{ pattern: /\bmejores prácticas\b/i, reason: 'Calque; "prácticas recomendadas".' }],
    },
  },
  {
    id: 'call-to-action',
    category: 'placement',
    en: 'call to action (CTA)',
    terms: {
      de: { term: 'Call-to-Action', gender: 'm' },
      es: { term: 'llamada a la acción', gender: 'f' },
      fr: { term: 'appel à l’action', gender: 'm' },
      pt: { term: 'chamada para ação', gender: 'f' },
    },
    variants: {
      es: [{ pattern: /\bllamado a la acción\b/i, reason: 'One term: "llamada a la acción".' }],
      pt: [{ pattern: /\bchamada à ação\b/i, reason: 'One term: "chamada para ação".' }],
    },
    note: 'Abbreviation CTA kept in every locale.',
  },

  // ── Targeting ────────────────────────────────────────────────────────────────────────────
  {
    id: 'targeting',
    category: 'targeting',
    en: 'targeting',
    terms: {
      de: { term: 'Targeting', gender: 'n' },
      es: { term: 'segmentación', gender: 'f' },
      fr: { term: 'ciblage', gender: 'm' },
      pt: { term: 'direcionamento', gender: 'm' },
    },
    variants: {
      de: [{ pattern: /\bzielgerichtete (?:Werbung|Ausrichtung)\b/i, reason: 'One term: "Targeting".' }],
      es: [{ pattern: /\borientación (?:de anuncios|geográfica|por)\b/i, reason: 'One term: "segmentación".' }],
      pt: [{ pattern: /\bsegmentaç(?:ão|ões)\b/i, reason: 'One term: "direcionamento".' }],
    },
  },
  {
    id: 'audience',
    category: 'targeting',
    en: 'audience (the people a campaign reaches)',
    terms: {
      de: { term: 'Zielgruppe', plural: 'Zielgruppen', gender: 'f' },
      es: { term: 'audiencia', plural: 'audiencias', gender: 'f' },
      fr: { term: 'public', gender: 'm' },
      pt: { term: 'público', plural: 'públicos', gender: 'm' },
    },
    variants: {
      de: [{ pattern: /\bPublikums?\b/, reason: 'One term for the people a campaign reaches: "Zielgruppe".' }],
      es: [{ pattern: /\b(?:su|el|un) público(?: objetivo)?\b/i, reason: 'One term: "audiencia".' }],
      fr: [
        {
          // "Audience" stays for Brave's own user base (navbar, spec label); the people an ad targets are "le public".
          pattern: /\b(?:(?:votre|vos|chaque|une|cette) audiences?|à l[’']audience|d[’']audience)\b/i,
          reason: 'The people a campaign targets are "le public"; "audience" is Brave\'s user base.',
          example: 'votre audience',
        },
      ],
      pt: [{ pattern: /\baudiências?\b/i, reason: 'One term: "público".' }],
    },
    note: 'fr keeps "Audience" for Brave\'s own user base (navbar item, spec label), as a name.',
  },
  {
    id: 'keyword',
    category: 'targeting',
    en: 'keyword',
    terms: {
      de: { term: 'Keyword', plural: 'Keywords', gender: 'n' },
      es: { term: 'palabra clave', plural: 'palabras clave', gender: 'f' },
      fr: { term: 'mot-clé', plural: 'mots-clés', gender: 'm' },
      pt: { term: 'palavra-chave', plural: 'palavras-chave', gender: 'f' },
    },
    variants: {
      de: [{ pattern: /\bSchlüsselw(?:ort|örter)\b/, reason: 'Google Ads Hilfe says "Keyword".' }],
      es: [{ pattern: /\bpalabras claves\b/i, reason: 'Plural: "palabras clave".' }],
    },
  },
  {
    id: 'search-query',
    category: 'targeting',
    en: 'search (what someone searches for on Brave Search)',
    terms: {
      de: { term: 'Suche', gender: 'f' },
      es: { term: 'búsqueda', gender: 'f' },
      fr: { term: 'recherche', gender: 'f' },
      pt: { term: 'pesquisa', gender: 'f' },
    },
    variants: {
      pt: [
        // "mecanismo de busca" (search engine) stays: only the noun for a search made is a variant.
        {
          pattern: /\b(?:a|as|esta|essa|uma|sua|suas) buscas?\b/i,
          reason: 'One term: "pesquisa" (as in "anúncio de pesquisa").',
        },
        { pattern: /\bbuscas\b/i, reason: 'One term: "pesquisas".' },
      ],
    },
  },
  {
    id: 'time-of-day',
    category: 'targeting',
    en: 'time of day',
    terms: {
      de: { term: 'Tageszeit', gender: 'f' },
      es: { term: 'hora del día', gender: 'f' },
      fr: { term: 'heure de la journée', gender: 'f' },
      pt: { term: 'hora do dia', gender: 'f' },
    },
  },
  {
    id: 'contextual-targeting',
    category: 'targeting',
    en: 'contextual targeting',
    terms: {
      de: { term: 'kontextbezogenes Targeting', gender: 'n' },
      es: { term: 'segmentación contextual', gender: 'f' },
      fr: { term: 'ciblage contextuel', gender: 'm' },
      pt: { term: 'direcionamento contextual', gender: 'm' },
    },
  },
  {
    id: 'contextual-categories',
    category: 'targeting',
    en: 'contextual categories',
    terms: {
      de: { term: 'kontextbezogene Kategorien', gender: 'f' },
      es: { term: 'categorías contextuales', gender: 'f' },
      fr: { term: 'catégories contextuelles', gender: 'f' },
      pt: { term: 'categorias contextuais', gender: 'f' },
    },
    variants: {
      de: [{ pattern: /\bKontextkategorien?\b/, reason: 'One term: "kontextbezogene Kategorien".' }],
    },
  },
  {
    id: 'custom-segments',
    category: 'targeting',
    en: 'custom segments',
    terms: {
      de: { term: 'benutzerdefinierte Segmente', gender: 'n' },
      es: { term: 'segmentos personalizados', gender: 'm' },
      fr: { term: 'segments personnalisés', gender: 'm' },
      pt: { term: 'segmentos personalizados', gender: 'm' },
    },
    variants: {
      de: [{ pattern: /\bindividuelle Segmente\b/i, reason: 'One term: "benutzerdefinierte Segmente".' }],
    },
  },
  {
    id: 'platform',
    category: 'targeting',
    en: 'platform (device type)',
    terms: {
      de: { term: 'Plattform', gender: 'f' },
      es: { term: 'plataforma', gender: 'f' },
      fr: { term: 'plateforme', gender: 'f' },
      pt: { term: 'plataforma', gender: 'f' },
    },
  },
  {
    id: 'desktop',
    category: 'targeting',
    en: 'desktop (device type)',
    terms: {
      de: { term: 'Desktop', gender: 'm' },
      es: { term: 'escritorio', gender: 'm' },
      fr: { term: 'ordinateur', gender: 'm' },
      pt: { term: 'computador', gender: 'm' },
    },
    variants: {
      pt: [{ pattern: /\bdesktop\b/i, reason: 'One term: "computador" (as Google Ads Help in Portuguese).' }],
    },
  },
  {
    id: 'location',
    category: 'targeting',
    en: 'location (the geography a campaign targets)',
    terms: {
      de: { term: 'Standort', gender: 'm' },
      es: { term: 'ubicación geográfica', plural: 'ubicaciones geográficas', gender: 'f' },
      fr: { term: 'zone géographique', gender: 'f' },
      pt: { term: 'localização', gender: 'f' },
    },
    variants: {
      es: [
        {
          pattern: /\bubicaci(?:ón|ones) (?:deducidas?|obtenidas?|inferidas?) (?:de|a partir de) la dirección IP\b/i,
          reason: 'Bare "ubicación" is an ad placement; the geography is "ubicación geográfica".',
        },
        {
          pattern: /\b(?:opciones de |formatos, (?:la )?)ubicación\b(?! geográfica)/i,
          reason: 'Bare "ubicación" is an ad placement; the geography is "ubicación geográfica".',
        },
      ],
      pt: [
        { pattern: /\blo(?:cal|cais) deduzidos?\b/i, reason: 'One term: "localização" (the **Location** field).' },
        {
          pattern: /\b(?:públicos e|formatos,) lo(?:cal|cais)\b/i,
          reason: 'One term: "localização" (the **Location** field).',
        },
      ],
      fr: [
        // "localisation" alone stays right elsewhere (a VPN ad sample: "changez de localisation").
        {
          pattern: /\boptions de localisation\b/i,
          reason: 'One term: "zone géographique" (the **Location** field), "ciblage géographique".',
        },
        {
          pattern: /\blocalisation (?:est )?déduite\b/i,
          reason: 'One term: "zone géographique" (the **Location** field).',
        },
      ],
    },
    note: 'Ads Manager field **Location** (see uiLabels). es: bare "ubicación" is the ad placement (see ad-placement).',
  },

  // ── Policies ─────────────────────────────────────────────────────────────────────────────
  {
    id: 'advertiser-policies',
    category: 'policy',
    en: 'advertiser policies',
    terms: {
      de: { term: 'Werberichtlinien', gender: 'f' },
      es: { term: 'políticas para anunciantes', gender: 'f' },
      fr: { term: 'politiques publicitaires', gender: 'f' },
      pt: { term: 'políticas para anunciantes', gender: 'f' },
    },
    variants: {
      es: [{ pattern: /\bpolíticas de los anunciantes\b/i, reason: 'One term: "políticas para anunciantes".' }],
      fr: [
        { pattern: /\bpolitiques de l[’']annonceur\b/i, reason: 'One term: "politiques publicitaires".' },
        { pattern: /\brègles publicitaires\b/i, reason: 'One term: "politiques publicitaires".' },
      ],
      pt: [
        { pattern: /\bpolíticas do anunciante\b/i, reason: 'One term: "políticas para anunciantes".' },
        {
          pattern: /\bpolíticas de anúncios do (?:navegador|Brave Search)\b/i,
          reason:
            'The pages are "Políticas para anunciantes do navegador Brave" and "Políticas para anunciantes do Brave Search".',
        },
      ],
    },
  },
  {
    id: 'search-advertiser-terms',
    category: 'policy',
    en: 'Brave Search Advertiser Terms of Service',
    terms: {
      de: { term: 'Nutzungsbedingungen für Werbetreibende in Brave Search', gender: 'f' },
      es: { term: 'Términos de servicio para anunciantes de Brave Search', gender: 'm' },
      fr: { term: 'conditions d’utilisation pour les annonceurs de Brave Search', gender: 'f' },
      pt: { term: 'Termos de Serviço para Anunciantes do Brave Search', gender: 'm' },
    },
    variants: {
      de: [
        {
          pattern: /\bBedingungen für Werbetreibende in Brave Search\b/,
          reason: 'The contract is "Nutzungsbedingungen für …"; a link to the page uses its title.',
        },
        {
          pattern: /(?:^|[^(])\bBrave Search Advertiser Terms of Service\b/,
          reason: 'German: "Nutzungsbedingungen für …"; the English name once, in parentheses.',
        },
      ],
      fr: [
        {
          pattern: /\bconditions pour les annonceurs de Brave Search\b/i,
          reason:
            'The contract is "conditions d’utilisation pour les annonceurs de Brave Search"; a link to the page uses its title, "Politiques publicitaires de Brave Search".',
        },
        {
          pattern: /(?:^|[^(])\bBrave Search Advertiser Terms of Service\b/,
          reason:
            'French: "conditions d’utilisation pour les annonceurs de Brave Search"; the English name once, in parentheses.',
        },
      ],
      pt: [
        {
          pattern: /(?<!em inglês,\s*\W?\s*)\bBrave Search Advertiser Terms of Service\b/,
          reason:
            'Portuguese name: "Termos de Serviço para Anunciantes do Brave Search"; the English name only once, as "(em inglês, *…*)".',
        },
        {
          pattern: /\btermos (?:do anunciante|para anunciantes) do Brave Search\b/i,
          reason: 'The contract\'s name in full: "Termos de Serviço para Anunciantes do Brave Search".',
        },
        {
          pattern: /\b[Tt]ermos de serviço (?:para|do) anunciantes? do Brave Search\b/,
          reason: 'A contract\'s name, capitalized: "Termos de Serviço para Anunciantes do Brave Search".',
        },
      ],
      es: [
        {
          pattern: /\[términos para anunciantes de Brave Search\]/i,
          reason: 'A link to the page uses its title: "Políticas para anunciantes de Brave Search".',
        },
      ],
    },
    note: 'The contract for search ads. The page that summarizes it has its own title (de "Werberichtlinien für Brave Search").',
  },
  {
    id: 'dispute',
    category: 'policy',
    en: 'dispute',
    enPlural: 'disputes',
    terms: {
      de: { term: 'Streitigkeit', plural: 'Streitigkeiten', gender: 'f' },
      es: { term: 'disputa', plural: 'disputas', gender: 'f' },
      fr: { term: 'litige', plural: 'litiges', gender: 'm' },
      pt: { term: 'disputa', plural: 'disputas', gender: 'f' },
    },
    variants: {
      de: [{ pattern: /\bStreitfälle[n]?\b/, reason: 'One term: "Streitigkeit", "Streitigkeiten".' }],
    },
  },
  {
    id: 'business-days',
    category: 'policy',
    en: 'business days',
    terms: {
      de: { term: 'Arbeitstage' },
      es: { term: 'días hábiles' },
      fr: { term: 'jours ouvrés' },
      pt: { term: 'dias úteis' },
    },
    // A legal deadline: the days counted must be Monday to Friday, which "Werktage" and "jours ouvrables" are not.
    variants: {
      en: [{ pattern: 'working days', reason: 'One term: "business days".' }],
      de: [
        {
          pattern: /\bWerktag(?:e|en)?\b/,
          reason: '"Werktage" include Saturdays; business days are "Arbeitstage" (or "Geschäftstage").',
        },
      ],
      es: [{ pattern: /\bdías laborables\b/i, reason: 'One term: "días hábiles".' }],
      fr: [{ pattern: /\bjours ouvrables\b/i, reason: '"Jours ouvrables" include Saturdays: "jours ouvrés".' }],
      pt: [{ pattern: /\bdias (?:comerciais|laborais|de semana)\b/i, reason: 'One term: "dias úteis".' }],
    },
  },
  {
    id: 'redirect',
    category: 'policy',
    en: 'redirect',
    terms: {
      de: { term: 'Weiterleitung', gender: 'f' },
      es: { term: 'redirección', gender: 'f' },
      fr: { term: 'redirection', gender: 'f' },
      pt: { term: 'redirecionamento', gender: 'm' },
    },
    variants: {
      es: [{ pattern: /\bredireccionamientos?\b/i, reason: 'One term: "redirección".' }],
      de: [{ pattern: /\bRedirects?\b/, reason: 'German: "Weiterleitung".' }],
    },
    note: 'One rule everywhere: redirects are allowed only within the same registrable domain (eTLD+1); see the facts.',
  },
  {
    id: 'url-shortener',
    category: 'policy',
    en: 'URL shortener',
    terms: {
      de: { term: 'URL-Kürzer', gender: 'm' },
      es: { term: 'acortador de URL', gender: 'm' },
      fr: { term: 'raccourcisseur d’URL', gender: 'm' },
      pt: { term: 'encurtador de URL', gender: 'm' },
    },
  },
  {
    id: 'ad-review',
    category: 'policy',
    en: 'review (of an ad)',
    terms: {
      de: { term: 'Prüfung', gender: 'f' },
      es: { term: 'revisión', gender: 'f' },
      fr: { term: 'examen', gender: 'm' },
      pt: { term: 'análise', gender: 'f' },
    },
    note: 'The status label "Under review" has its own entry.',
  },
  {
    id: 'rejected',
    category: 'policy',
    en: 'rejected (ad)',
    terms: {
      de: { term: 'abgelehnt' },
      es: { term: 'rechazado' },
      fr: { term: 'refusé' },
      pt: { term: 'rejeitado' },
    },
    variants: {
      fr: [{ pattern: /\brejetée?s?\b/i, reason: 'A rejected ad is "refusée" (as Google Ads Help).' }],
    },
    note: 'Never the name of the dismissed metric (see dismissed).',
  },
  {
    id: 'etld-plus-one',
    category: 'policy',
    en: 'eTLD+1 (registrable domain)',
    terms: {
      de: { term: 'registrierbare Domain', gender: 'f' },
      es: { term: 'dominio registrable', gender: 'm' },
      fr: { term: 'domaine enregistrable', gender: 'm' },
      pt: { term: 'domínio registrável', gender: 'm' },
    },
    note: 'The abbreviation eTLD+1 is kept.',
  },

  // ── Billing ──────────────────────────────────────────────────────────────────────────────
  {
    id: 'billing',
    category: 'billing',
    en: 'billing',
    terms: {
      de: { term: 'Abrechnung', gender: 'f' },
      es: { term: 'facturación', gender: 'f' },
      fr: { term: 'facturation', gender: 'f' },
      pt: { term: 'cobrança', gender: 'f' },
    },
    variants: {
      pt: [{ pattern: /\bfaturamento\b/i, reason: 'One term: "cobrança" (faturamento is revenue).' }],
    },
    note: 'Billing is how the advertiser pays Brave (not how Brave pays anyone).',
  },
  {
    id: 'pricing-model',
    category: 'billing',
    en: 'pricing model',
    terms: {
      de: { term: 'Preismodell', gender: 'n' },
      es: { term: 'modelo de precios', gender: 'm' },
      fr: { term: 'modèle de tarification', gender: 'm' },
      pt: { term: 'modelo de precificação', gender: 'm' },
    },
  },
  {
    id: 'flat-fee',
    category: 'billing',
    en: 'flat (fixed fee)',
    terms: {
      de: { term: 'Festpreis', gender: 'm' },
      es: { term: 'tarifa plana', gender: 'f' },
      fr: { term: 'forfait', gender: 'm' },
      pt: { term: 'preço fixo', gender: 'm' },
    },
    variants: {
      de: [{ pattern: /\bFlatrate\b/i, reason: 'A flat rate is a tariff; a fixed ad fee is "Festpreis".' }],
      es: [
        {
          pattern: /\b(?:a|con) precio fijo\b/i,
          reason: 'One term: "tarifa plana" ("un precio fijo por cada…" is CPM or CPC).',
        },
      ],
    },
  },
  {
    id: 'cpm',
    category: 'billing',
    en: 'CPM (cost per mille)',
    terms: {
      de: { term: 'CPM (Tausend-Kontakt-Preis)' },
      es: { term: 'CPM (costo por mil)' },
      fr: { term: 'CPM (coût pour mille)' },
      pt: { term: 'CPM (custo por mil)' },
    },
    variants: {
      es: [
        { pattern: /\bcoste por (?:mil|clic)\b/i, reason: 'Neutral Spanish: "costo" (as Google Ads Help en español).' },
      ],
    },
  },
  {
    id: 'cpc',
    category: 'billing',
    en: 'CPC (cost per click)',
    terms: {
      de: { term: 'CPC (Cost-per-Click)' },
      es: { term: 'CPC (costo por clic)' },
      fr: { term: 'CPC (coût par clic)' },
      pt: { term: 'CPC (custo por clique)' },
    },
  },
  {
    id: 'budget',
    category: 'billing',
    en: 'budget',
    terms: {
      de: { term: 'Budget', gender: 'n' },
      es: { term: 'presupuesto', gender: 'm' },
      fr: { term: 'budget', gender: 'm' },
      pt: { term: 'orçamento', gender: 'm' },
    },
  },
  {
    id: 'pacing',
    category: 'billing',
    en: "pacing (how spending is spread across a campaign's dates)",
    terms: {
      de: { term: 'Budgetverteilung', gender: 'f' },
      es: { term: 'ritmo de gasto', gender: 'm' },
      fr: { term: 'rythme de dépense', gender: 'm' },
      pt: { term: 'ritmo de gasto', gender: 'm' },
    },
    variants: {
      de: [{ pattern: /\bAuslieferungstempos?\b/, reason: 'One term: "Budgetverteilung".' }],
      es: [{ pattern: /\britmo de (?:entrega|publicación|inversión)\b/i, reason: 'One term: "ritmo de gasto".' }],
      fr: [{ pattern: /\brythme de (?:diffusion|livraison)\b/i, reason: 'One term: "rythme de dépense".' }],
      pt: [{ pattern: /\britmo de (?:entrega|veiculação|exibição)\b/i, reason: 'One term: "ritmo de gasto".' }],
    },
  },
  {
    id: 'invoice',
    category: 'billing',
    en: 'invoice',
    terms: {
      de: { term: 'Rechnung', gender: 'f' },
      es: { term: 'factura', gender: 'f' },
      fr: { term: 'facture', gender: 'f' },
      pt: { term: 'fatura', gender: 'f' },
    },
  },
  {
    id: 'unpaid-invoice',
    category: 'billing',
    en: 'unpaid invoice',
    terms: {
      de: { term: 'unbezahlte Rechnung', gender: 'f' },
      es: { term: 'factura pendiente de pago', plural: 'facturas pendientes de pago', gender: 'f' },
      fr: { term: 'facture impayée', gender: 'f' },
      pt: { term: 'fatura em aberto', plural: 'faturas em aberto', gender: 'f' },
    },
    variants: {
      es: [{ pattern: /\bimpagad[oa]s?\b/i, reason: 'Peninsular; neutral Spanish: "pendiente de pago".' }],
      pt: [{ pattern: /\bfaturas? não pagas?\b/i, reason: 'One term: "fatura em aberto".' }],
    },
  },
  {
    id: 'cancellation',
    category: 'billing',
    en: 'cancellation',
    enPlural: 'cancellations',
    terms: {
      de: { term: 'Stornierung', plural: 'Stornierungen', gender: 'f' },
      es: { term: 'cancelación', plural: 'cancelaciones', gender: 'f' },
      fr: { term: 'annulation', plural: 'annulations', gender: 'f' },
      pt: { term: 'cancelamento', plural: 'cancelamentos', gender: 'm' },
    },
  },
  {
    id: 'account-balance',
    category: 'billing',
    en: 'account balance',
    terms: {
      de: { term: 'Kontoguthaben', gender: 'n' },
      es: { term: 'saldo de la cuenta', gender: 'm' },
      fr: { term: 'solde du compte', gender: 'm' },
      pt: { term: 'saldo da conta', gender: 'm' },
    },
    variants: {
      de: [{ pattern: /\bKontost(?:and|ände)\b/, reason: 'Prepaid credit is "Kontoguthaben".' }],
    },
  },
  {
    id: 'prepaid',
    category: 'billing',
    en: 'prepaid',
    terms: {
      de: { term: 'Prepaid' },
      es: { term: 'prepagado' },
      fr: { term: 'prépayé' },
      pt: { term: 'pré-pago' },
    },
    variants: {
      es: [
        {
          pattern: /\b(?:saldos?|presupuestos?|fondos|importes?|campañas?|cuentas?) prepagos?\b/i,
          reason: 'One form: the adjective "prepagado", "prepagada".',
        },
      ],
    },
    note: 'de writes it as the first part of a compound: "Prepaid-Kampagne", "Prepaid-Guthaben".',
  },
  {
    id: 'payment-method',
    category: 'billing',
    en: 'payment method',
    terms: {
      de: { term: 'Zahlungsmethode', gender: 'f' },
      es: { term: 'método de pago', gender: 'm' },
      fr: { term: 'mode de paiement', gender: 'm' },
      pt: { term: 'forma de pagamento', gender: 'f' },
    },
    variants: {
      fr: [{ pattern: /\bméthodes? de paiement\b/i, reason: 'One term: "mode de paiement".' }],
      pt: [{ pattern: /\bmétodos? de pagamento\b/i, reason: 'One term: "forma de pagamento".' }],
    },
  },

  // ── Statuses (the interface shows them in English; see uiLabels for the rule) ─────────────
  {
    id: 'serving',
    category: 'status',
    en: 'run (a campaign or ad is served)',
    terms: {
      de: { term: 'ausliefern' },
      es: { term: 'publicar' },
      fr: { term: 'diffuser' },
      pt: { term: 'veicular' },
    },
    variants: {
      pt: [
        {
          pattern: /\b(?:rod(?:ar|ando|am)|não roda)\b/i,
          reason: 'One verb: "veicular", "em veiculação" ("rodar" is colloquial).',
        },
        {
          pattern: /\b(?:campanhas?|conjuntos? de anúncios|anúncios?) em andamento\b/i,
          reason: 'One term: "em veiculação".',
        },
      ],
    },
    note: 'pt noun: "veiculação" ("em veiculação").',
  },
  {
    id: 'status-indicators',
    category: 'status',
    en: 'status indicators',
    terms: {
      de: { term: 'Statusangaben', gender: 'f' },
      es: { term: 'indicadores de estado', gender: 'm' },
      fr: { term: 'indicateurs de statut', gender: 'm' },
      pt: { term: 'indicadores de status', gender: 'm' },
    },
    variants: {
      de: [{ pattern: /\bStatus indicators\b/, reason: 'German heading: "Statusangaben".' }],
    },
  },
  {
    id: 'status-under-review',
    category: 'status',
    en: 'Under review',
    terms: {
      de: { term: 'In Prüfung' },
      es: { term: 'En revisión' },
      fr: { term: 'En cours d’examen' },
      pt: { term: 'Em análise' },
    },
    variants: {
      es: [{ pattern: /\bbajo revisión\b/i, reason: 'Calque of "under review"; "En revisión".' }],
      fr: [{ pattern: /\ben cours de révision\b/i, reason: 'A review is "examen": "En cours d’examen".' }],
      pt: [{ pattern: /\bEm revisão\b/, reason: 'One term: "Em análise".' }],
    },
  },
  {
    id: 'status-daycomplete',
    category: 'status',
    en: 'Daycomplete',
    terms: {
      de: { term: 'Tagesbudget erreicht' },
      es: { term: 'Presupuesto diario agotado' },
      fr: { term: 'Budget quotidien épuisé' },
      pt: { term: 'Orçamento diário esgotado' },
    },
    variants: {
      es: [
        { pattern: /\bd[ií]a completo\b/i, reason: 'Word-for-word; the status means the daily budget is spent.' },
        { pattern: /\bpresupuesto diario alcanzado\b/i, reason: 'One term: "Presupuesto diario agotado".' },
      ],
      fr: [
        { pattern: /\bjour complet\b/i, reason: 'Word-for-word; "Budget quotidien épuisé".' },
        { pattern: /\bterminée? pour la journée\b/i, reason: 'One term: "Budget quotidien épuisé".' },
      ],
      pt: [
        { pattern: /\bcompleta do dia\b/i, reason: 'Word-for-word; "Orçamento diário esgotado".' },
        { pattern: /\bdia completo\b/i, reason: 'Word-for-word; "Orçamento diário esgotado".' },
      ],
      de: [{ pattern: /\bTag abgeschlossen\b/i, reason: 'One term: "Tagesbudget erreicht".' }],
    },
  },
  {
    id: 'status-completed',
    category: 'status',
    en: 'Completed',
    terms: {
      de: { term: 'Abgeschlossen' },
      es: { term: 'Finalizado' },
      fr: { term: 'Terminé' },
      pt: { term: 'Concluído' },
    },
    variants: {
      es: [{ pattern: /\*\*Completad[oa]\*\*|\(Completad[oa]\)/, reason: 'Status label: "Finalizado".' }],
    },
  },
  {
    id: 'status-paused',
    category: 'status',
    en: 'Paused',
    terms: {
      de: { term: 'Pausiert' },
      es: { term: 'En pausa' },
      fr: { term: 'En pause' },
      pt: { term: 'Pausado' },
    },
    variants: {
      es: [{ pattern: /\*\*Pausad[oa]\*\*|\(Pausad[oa]\)/, reason: 'Status label: "En pausa".' }],
    },
  },
  {
    id: 'status-suspended',
    category: 'status',
    en: 'Suspended',
    terms: {
      de: { term: 'Gesperrt' },
      es: { term: 'Suspendido' },
      fr: { term: 'Suspendu' },
      pt: { term: 'Suspenso' },
    },
    // Brave staff suspend; the advertiser pauses (status Paused) and can reactivate. Describing a suspension
    // as a pause tells the reader to try reactivating it.
    variants: {
      en: [
        {
          pattern: /\bBrave staff (?:have |has )?paused\b/i,
          reason: 'Collides with **Paused**: "Brave staff suspended…".',
          example: 'Brave staff paused',
        },
        { pattern: /\bpaused by Brave staff\b/i, reason: 'Collides with **Paused**: "suspended by Brave staff".' },
      ],
      es: [
        {
          pattern: /\bpersonal de Brave (?:l[oa]s? )?(?:ha pausado|pausó|ha detenido|detuvo)\b/i,
          reason: 'Collides with **Paused** (En pausa): "el personal de Brave ha suspendido…".',
          example: 'personal de Brave ha pausado',
        },
        {
          pattern: /\bpausad[oa]s? por el personal\b/i,
          reason: 'Collides with **Paused** (En pausa): "suspendido por el personal de Brave".',
          example: 'pausado por el personal',
        },
      ],
      fr: [
        // "mettre en pause" is what the advertiser does (status Paused); Brave's team suspends.
        {
          pattern: /\bmise? en pause par l[’']équipe\b/i,
          reason: 'Collides with **Paused** (En pause): "l’équipe de Brave a suspendu…".',
        },
        {
          pattern: /\béquipe (?:de )?Brave (?:l[’']a|a) mise? (?:la campagne |l[’']annonce )?en pause\b/i,
          reason: 'Collides with **Paused** (En pause): "l’équipe de Brave a suspendu…".',
        },
      ],
      pt: [
        {
          pattern: /\bequipe do Brave (?:[oa]s? )?(?:pausou|interrompeu)\b/i,
          reason: 'Collides with **Paused** (Pausado): "a equipe do Brave suspendeu…".',
          example: 'equipe do Brave pausou',
        },
        {
          pattern: /\bpausa aplicada pela equipe\b/i,
          reason: 'Collides with **Paused** (Pausado): "suspensão aplicada pela equipe do Brave".',
        },
      ],
    },
    note: 'The verb follows the status: en suspend, de sperren, es suspender, fr suspendre, pt suspender. Pausing is what the advertiser does.',
  },

  // ── Metrics ──────────────────────────────────────────────────────────────────────────────
  {
    id: 'metric',
    category: 'metric',
    en: 'metric',
    enPlural: 'metrics',
    terms: {
      de: { term: 'Kennzahl', plural: 'Kennzahlen', gender: 'f' },
      es: { term: 'métrica', plural: 'métricas', gender: 'f' },
      fr: { term: 'indicateur', plural: 'indicateurs', gender: 'm' },
      pt: { term: 'métrica', plural: 'métricas', gender: 'f' },
    },
    variants: {
      fr: [{ pattern: /\bmétriques?\b/i, reason: 'One term: "indicateur" (dashboard, API and blog alike).' }],
    },
    note: 'A measured value in a report (impressions, clicks, `billable_spend_usd`). fr is masculine: "indicateurs facultatifs, non pris en charge".',
  },
  {
    id: 'impressions',
    category: 'metric',
    en: 'impressions',
    terms: {
      de: { term: 'Impressionen', gender: 'f' },
      es: { term: 'impresiones', gender: 'f' },
      fr: { term: 'impressions', gender: 'f' },
      pt: { term: 'impressões', gender: 'f' },
    },
    variants: {
      pt: [{ pattern: /\*\*Visualizações\*\*/, reason: 'The metric is "Impressões".' }],
      es: [
        {
          pattern: /\bimpresiones publicadas\b/i,
          reason: 'An ad is published; an impression is served: "impresiones servidas".',
        },
      ],
    },
  },
  {
    id: 'clicks',
    category: 'metric',
    en: 'clicks',
    terms: {
      de: { term: 'Klicks', gender: 'm' },
      es: { term: 'clics', gender: 'm' },
      fr: { term: 'clics', gender: 'm' },
      pt: { term: 'cliques', gender: 'm' },
    },
    variants: {
      es: [{ pattern: /\bclicks?\b(?!-)/, reason: 'Spanish spelling: "clic", "clics".' }],
      fr: [{ pattern: /\bclicks?\b(?!-)/, reason: 'French spelling: "clic", "clics".' }],
      pt: [{ pattern: /\bclicks?\b(?!-)/, reason: 'Portuguese: "clique", "cliques".' }],
    },
  },
  {
    id: 'ctr',
    category: 'metric',
    en: 'CTR (click-through rate)',
    terms: {
      de: { term: 'CTR (Klickrate)' },
      es: { term: 'CTR (tasa de clics)' },
      fr: { term: 'CTR (taux de clics)' },
      pt: { term: 'CTR (taxa de cliques)' },
    },
    variants: {
      de: [{ pattern: /\bClick-through-Rate\b/i, reason: 'German: "Klickrate".' }],
      es: [{ pattern: /\bporcentaje de clics\b/i, reason: 'One term: "tasa de clics".' }],
    },
  },
  {
    id: 'dismissed',
    category: 'metric',
    en: 'Dismissed',
    terms: {
      de: { term: 'Geschlossen' },
      es: { term: 'Descartados' },
      fr: { term: 'Ignorées' },
      pt: { term: 'Dispensados' },
    },
    variants: {
      es: [
        { pattern: /\bignorad[oa]s?\b/i, reason: 'The metric for closed notifications is "Descartados".' },
        {
          pattern: /\*\*(?:Rechazad|Cerrad)[oa]s?\*\*/,
          reason: 'The metric for closed notifications is "Descartados".',
        },
      ],
      de: [
        {
          pattern: /\*\*(?:Abgelehnt|Verworfen)\*\*/,
          reason: '"Abgelehnt" is a rejected ad; the metric is "Geschlossen".',
        },
        { pattern: /\bAblehnungen\b/, reason: 'The metric is "Geschlossen".' },
        {
          pattern: /\bgeschlossenen? Benachrichtigungen\b/,
          reason: 'One phrase in running text: "geschlossene Anzeigen" (column **Geschlossen**).',
        },
      ],
      fr: [
        { pattern: /\b(?:taux de )?rejets?\b/i, reason: '"Rejet" reads as a rejected ad; the metric is "Ignorées".' },
        { pattern: /\*\*Fermées\*\*/, reason: 'The metric is "Ignorées".' },
      ],
      pt: [
        { pattern: /\bRejeitados\b/, reason: '"Rejeitado" is a rejected ad; the metric is "Dispensados".' },
        { pattern: /\*\*(?:Ignorad|Fechad)[oa]s\*\*/, reason: 'The metric is "Dispensados".' },
      ],
    },
    note: 'Notification ads only: times a user closed the notification. Column label "Dismissed".',
  },
  {
    id: 'site-visits',
    category: 'metric',
    en: 'site visits',
    terms: {
      de: { term: 'Website-Besuche', gender: 'm' },
      es: { term: 'visitas al sitio', gender: 'f' },
      fr: { term: 'visites du site', gender: 'f' },
      pt: { term: 'visitas ao site', gender: 'f' },
    },
  },
  {
    id: 'upvotes-downvotes',
    category: 'metric',
    en: 'upvotes and downvotes',
    terms: {
      de: { term: 'Upvotes und Downvotes', gender: 'm' },
      es: { term: 'votos a favor y en contra', gender: 'm' },
      fr: { term: 'votes positifs et négatifs', gender: 'm' },
      pt: { term: 'votos positivos e negativos', gender: 'm' },
    },
    variants: {
      fr: [{ pattern: /\bUpvotes (?:&|et) downvotes\b/i, reason: 'French: "votes positifs et négatifs".' }],
    },
  },
  {
    id: 'conversions',
    category: 'metric',
    en: 'conversion',
    terms: {
      de: { term: 'Conversion', plural: 'Conversions', gender: 'f' },
      es: { term: 'conversión', plural: 'conversiones', gender: 'f' },
      fr: { term: 'conversion', plural: 'conversions', gender: 'f' },
      pt: { term: 'conversão', plural: 'conversões', gender: 'f' },
    },
    variants: {
      de: [{ pattern: /\bKonversion(?:en)?\b/, reason: 'Google Ads Hilfe says "Conversion", "Conversions".' }],
    },
  },
  {
    id: 'click-through-conversions',
    category: 'metric',
    en: 'click-through conversions (post-click)',
    terms: {
      de: { term: 'Click-through-Conversions' },
      es: { term: 'conversiones por clic' },
      fr: { term: 'conversions après clic' },
      pt: { term: 'conversões por clique' },
    },
    variants: {
      fr: [
        { pattern: /\bconversions? post-clic\b/i, reason: 'One term: "conversions après clic".' },
        { pattern: /\bClick-through conversions?\b(?! Counts)/i, reason: 'French: "conversions après clic".' },
      ],
    },
  },
  {
    id: 'view-through-conversions',
    category: 'metric',
    en: 'view-through conversions (post-view)',
    terms: {
      de: { term: 'View-through-Conversions' },
      es: { term: 'conversiones por visualización' },
      fr: { term: 'conversions après affichage' },
      pt: { term: 'conversões por visualização' },
    },
    variants: {
      fr: [{ pattern: /\bconversions? post-vue\b/i, reason: 'As Google Ads Help: "conversions après affichage".' }],
    },
  },
  {
    id: 'verifiable-ad-conversions',
    category: 'metric',
    en: 'Verifiable Ad Conversions (VAC)',
    terms: same('Verifiable Ad Conversions'),
    variants: {
      es: [{ pattern: /\bConversiones de anuncios verificables\b/i, reason: 'Feature name, kept in English (VAC).' }],
      de: [{ pattern: /\bVerifizierbare Werbe-?Konversionen\b/i, reason: 'Feature name, kept in English (VAC).' }],
      pt: [{ pattern: /\bConversões de Anúncios Verificáveis\b/i, reason: 'Feature name, kept in English (VAC).' }],
      fr: [{ pattern: /\bConversions publicitaires vérifiables\b/i, reason: 'Feature name, kept in English (VAC).' }],
    },
    note: 'A Brave feature name: kept in English, explained in the locale. Withdrawn on 2026-02-04 (see retiredTerms).',
  },
  {
    id: 'brand-lift',
    category: 'metric',
    en: 'brand lift study',
    enPlural: 'brand lift studies',
    terms: {
      de: { term: 'Brand-Lift-Studie', plural: 'Brand-Lift-Studien', gender: 'f' },
      es: { term: 'estudio de brand lift', plural: 'estudios de brand lift', gender: 'm' },
      fr: { term: 'étude de brand lift', plural: 'études de brand lift', gender: 'f' },
      pt: { term: 'estudo de brand lift', plural: 'estudos de brand lift', gender: 'm' },
    },
    variants: {
      es: [
        { pattern: /\belevación de (?:la )?marca\b/i, reason: 'Calque; the industry term is "brand lift".' },
        { pattern: /\bimpacto de marca\b/i, reason: 'One term: "estudio de brand lift".' },
      ],
      de: [
        { pattern: /\bMarkenaufwertung\b/i, reason: 'One term: "Brand-Lift-Studie".' },
        { pattern: /\bUntersuchungen zur Marken/i, reason: 'One term: "Brand-Lift-Studie".' },
      ],
      fr: [
        { pattern: /\bétudes? d[’']impact sur la marque\b/i, reason: 'One term: "étude de brand lift".' },
        {
          pattern: /\bétudes? de notoriété de la marque\b/i,
          reason: 'Awareness is one effect; the study is "étude de brand lift".',
        },
      ],
      pt: [{ pattern: /\bestudos? de impacto de marca\b/i, reason: 'One term: "estudo de brand lift".' }],
    },
  },

  // ── Reporting and API ────────────────────────────────────────────────────────────────────
  {
    id: 'reporting',
    category: 'reporting',
    en: 'reporting',
    terms: {
      de: { term: 'Reporting', gender: 'n' },
      es: { term: 'informes', gender: 'm' },
      fr: { term: 'rapports', gender: 'm' },
      pt: { term: 'relatórios', gender: 'm' },
    },
    variants: {
      es: [{ pattern: /\breportes?\b/i, reason: 'Neutral Spanish: "informe".' }],
    },
  },
  {
    id: 'dashboard',
    category: 'reporting',
    en: 'dashboard',
    terms: {
      de: { term: 'Dashboard', gender: 'n' },
      es: { term: 'panel', gender: 'm' },
      fr: { term: 'tableau de bord', gender: 'm' },
      pt: { term: 'painel', gender: 'm' },
    },
    variants: {
      es: [{ pattern: /\btablero\b/i, reason: 'One term: "panel".' }],
    },
  },
  {
    id: 'query-string-parameters',
    category: 'reporting',
    en: 'query string parameters (UTM and other tracking parameters in a landing page URL)',
    terms: {
      de: { term: 'Query-String-Parameter', gender: 'm' },
      es: { term: 'parámetros de cadena de consulta', gender: 'm' },
      fr: { term: 'paramètres d’URL', gender: 'm' },
      pt: { term: 'parâmetros de URL', gender: 'm' },
    },
    variants: {
      fr: [
        {
          pattern: /\bparamètres? de (?:la )?chaîne de requête\b/i,
          reason: 'Calque; advertisers say "paramètres d’URL" (UTM).',
        },
      ],
    },
  },
  {
    id: 'breakdown',
    category: 'reporting',
    en: 'breakdown',
    terms: {
      de: { term: 'Aufschlüsselung', gender: 'f' },
      es: { term: 'desglose', gender: 'm' },
      fr: { term: 'ventilation', gender: 'f' },
      pt: { term: 'detalhamento', gender: 'm' },
    },
  },
  {
    id: 'api-key',
    category: 'reporting',
    en: 'API key',
    terms: {
      de: { term: 'API-Schlüssel', gender: 'm' },
      es: { term: 'clave de API', gender: 'f' },
      fr: { term: 'clé API', gender: 'f' },
      pt: { term: 'chave de API', gender: 'f' },
    },
    variants: {
      es: [{ pattern: /\bclave API\b/i, reason: 'One term: "clave de API".' }],
      pt: [{ pattern: /\bchave API\b/i, reason: 'One term: "chave de API".' }],
      fr: [{ pattern: /\bclé d[’']API\b/i, reason: 'One term: "clé API".' }],
    },
  },
];

/**
 * A term for something Brave withdrew. Pages may name it only in a dated notice (an admonition, paragraph,
 * list or table that gives the retirement date, ISO or in the page's long date format); the translation check
 * lists every other mention, in English and every locale. The next withdrawal is one more line here.
 */
export interface RetiredTerm {
  id: string;
  /** What it was, in English, as the check names it. */
  en: string;
  /** The date Brave withdrew it (YYYY-MM-DD). */
  retired: string;
  /** What pages say instead, or null when nothing replaces it. */
  replacement: string | null;
  /** How pages name it, in every locale (the names are kept in English). */
  patterns: readonly (string | RegExp)[];
}

// One line per withdrawal, so the list reads as a log.
// prettier-ignore
export const retiredTerms: readonly RetiredTerm[] = [
  { id: 'verifiable-ad-conversions', en: 'Verifiable Ad Conversions (VAC)', retired: '2026-02-04', replacement: null, patterns: ['Verifiable Ad Conversions', /\bVAC\b/] },
  { id: 'report-v1-v2', en: 'the v1 and v2 campaign report endpoints', retired: '2026-03-27', replacement: 'the v3 campaign report', patterns: [/\bv[12]\b/] },
];

// ── Ads Manager on-screen labels ─────────────────────────────────────────────────────────────

export type LabelKind = 'button' | 'menu' | 'step' | 'field' | 'action' | 'status' | 'column';

export interface UiLabel {
  id: string;
  kind: LabelKind;
  /** Exactly as the interface shows it (English: Ads Manager is not localised). */
  en: string;
  /** What the label means, in the locale (shown in parentheses on first use in a page). */
  translations: Record<TargetLocale, string>;
  /** The concept this label names, if any. */
  concept?: string;
}

/**
 * The rule for every locale: quote an Ads Manager label exactly as the interface shows it (English),
 * in bold, with the translation in parentheses on first use in a page, e.g.
 * es: **New Campaign** (Nueva campaña); later mentions: **New Campaign**. English pages use the bold
 * label alone. Where the translation is the label itself (de "Creatives"), no parentheses.
 */
export const labelRule =
  'Quote each Ads Manager label exactly as the interface shows it (English), in bold, with the translation in parentheses on first use in a page: **New Campaign** (Nueva campaña). Later uses: the bold label alone.';

export const uiLabels: readonly UiLabel[] = [
  {
    id: 'new-campaign',
    kind: 'button',
    en: 'New Campaign',
    translations: { de: 'Neue Kampagne', es: 'Nueva campaña', fr: 'Nouvelle campagne', pt: 'Nova campanha' },
  },
  {
    id: 'ads-step',
    kind: 'step',
    en: 'Ads',
    translations: { de: 'Anzeigen', es: 'Anuncios', fr: 'Annonces', pt: 'Anúncios' },
  },
  {
    id: 'creatives',
    kind: 'menu',
    en: 'Creatives',
    concept: 'creative',
    translations: { de: 'Creatives', es: 'Creatividades', fr: 'Créations', pt: 'Criativos' },
  },
  {
    id: 'new-creative',
    kind: 'button',
    en: 'New Creative',
    concept: 'creative',
    translations: { de: 'Neues Creative', es: 'Nueva creatividad', fr: 'Nouvelle création', pt: 'Novo criativo' },
  },
  {
    id: 'edit',
    kind: 'button',
    en: 'Edit',
    translations: { de: 'Bearbeiten', es: 'Editar', fr: 'Modifier', pt: 'Editar' },
  },
  {
    id: 'close-this-campaign',
    kind: 'action',
    en: 'Close this campaign',
    translations: {
      de: 'Diese Kampagne schließen',
      es: 'Cerrar esta campaña',
      fr: 'Fermer cette campagne',
      pt: 'Fechar esta campanha',
    },
  },
  {
    id: 'campaign-name',
    kind: 'field',
    en: 'Campaign name',
    translations: { de: 'Kampagnenname', es: 'Nombre de la campaña', fr: 'Nom de la campagne', pt: 'Nome da campanha' },
  },
  {
    id: 'start-end',
    kind: 'field',
    en: 'Start and end',
    translations: { de: 'Beginn und Ende', es: 'Inicio y fin', fr: 'Début et fin', pt: 'Início e término' },
  },
  {
    id: 'time-zone',
    kind: 'field',
    en: 'Time zone',
    translations: { de: 'Zeitzone', es: 'Zona horaria', fr: 'Fuseau horaire', pt: 'Fuso horário' },
  },
  {
    id: 'formats',
    kind: 'field',
    en: 'Formats',
    translations: { de: 'Formate', es: 'Formatos', fr: 'Formats', pt: 'Formatos' },
  },
  {
    id: 'location',
    kind: 'field',
    en: 'Location',
    translations: { de: 'Standort', es: 'Ubicación geográfica', fr: 'Zone géographique', pt: 'Localização' },
  },
  {
    id: 'budget',
    kind: 'field',
    en: 'Budget',
    concept: 'budget',
    translations: { de: 'Budget', es: 'Presupuesto', fr: 'Budget', pt: 'Orçamento' },
  },
  {
    id: 'payment-method',
    kind: 'field',
    en: 'Payment method',
    concept: 'payment-method',
    translations: { de: 'Zahlungsmethode', es: 'Método de pago', fr: 'Mode de paiement', pt: 'Forma de pagamento' },
  },
  {
    id: 'ad-set-name',
    kind: 'field',
    en: 'Ad set name',
    concept: 'ad-set',
    translations: {
      de: 'Name der Anzeigengruppe',
      es: 'Nombre del conjunto de anuncios',
      fr: 'Nom de l’ensemble d’annonces',
      pt: 'Nome do conjunto de anúncios',
    },
  },
  {
    id: 'categories',
    kind: 'field',
    en: 'Categories',
    translations: { de: 'Kategorien', es: 'Categorías', fr: 'Catégories', pt: 'Categorias' },
  },
  {
    id: 'platforms',
    kind: 'field',
    en: 'Platforms',
    concept: 'platform',
    translations: { de: 'Plattformen', es: 'Plataformas', fr: 'Plateformes', pt: 'Plataformas' },
  },
  {
    id: 'status',
    kind: 'column',
    en: 'Status',
    translations: { de: 'Status', es: 'Estado', fr: 'Statut', pt: 'Status' },
  },
  {
    id: 'status-draft',
    kind: 'status',
    en: 'Draft',
    translations: { de: 'Entwurf', es: 'Borrador', fr: 'Brouillon', pt: 'Rascunho' },
  },
  {
    id: 'status-under-review',
    kind: 'status',
    en: 'Under review',
    concept: 'status-under-review',
    translations: { de: 'In Prüfung', es: 'En revisión', fr: 'En cours d’examen', pt: 'Em análise' },
  },
  {
    id: 'status-active',
    kind: 'status',
    en: 'Active',
    translations: { de: 'Aktiv', es: 'Activo', fr: 'Actif', pt: 'Ativo' },
  },
  {
    id: 'status-paused',
    kind: 'status',
    en: 'Paused',
    concept: 'status-paused',
    translations: { de: 'Pausiert', es: 'En pausa', fr: 'En pause', pt: 'Pausado' },
  },
  {
    id: 'status-daycomplete',
    kind: 'status',
    en: 'Daycomplete',
    concept: 'status-daycomplete',
    translations: {
      de: 'Tagesbudget erreicht',
      es: 'Presupuesto diario agotado',
      fr: 'Budget quotidien épuisé',
      pt: 'Orçamento diário esgotado',
    },
  },
  {
    id: 'status-completed',
    kind: 'status',
    en: 'Completed',
    concept: 'status-completed',
    translations: { de: 'Abgeschlossen', es: 'Finalizado', fr: 'Terminé', pt: 'Concluído' },
  },
  {
    id: 'status-suspended',
    kind: 'status',
    en: 'Suspended',
    concept: 'status-suspended',
    translations: { de: 'Gesperrt', es: 'Suspendido', fr: 'Suspendu', pt: 'Suspenso' },
  },
  {
    id: 'impressions',
    kind: 'column',
    en: 'Impressions',
    concept: 'impressions',
    translations: { de: 'Impressionen', es: 'Impresiones', fr: 'Impressions', pt: 'Impressões' },
  },
  {
    id: 'clicks',
    kind: 'column',
    en: 'Clicks',
    concept: 'clicks',
    translations: { de: 'Klicks', es: 'Clics', fr: 'Clics', pt: 'Cliques' },
  },
  {
    id: 'ctr',
    kind: 'column',
    en: 'CTR',
    concept: 'ctr',
    translations: { de: 'CTR', es: 'CTR', fr: 'CTR', pt: 'CTR' },
  },
  {
    id: 'dismissed',
    kind: 'column',
    en: 'Dismissed',
    concept: 'dismissed',
    translations: { de: 'Geschlossen', es: 'Descartados', fr: 'Ignorées', pt: 'Dispensados' },
  },
  {
    id: 'site-visits',
    kind: 'column',
    en: 'Site visits',
    concept: 'site-visits',
    translations: { de: 'Website-Besuche', es: 'Visitas al sitio', fr: 'Visites du site', pt: 'Visitas ao site' },
  },
  {
    id: 'upvotes',
    kind: 'column',
    en: 'Upvotes',
    translations: { de: 'Upvotes', es: 'Votos a favor', fr: 'Votes positifs', pt: 'Votos positivos' },
  },
  {
    id: 'downvotes',
    kind: 'column',
    en: 'Downvotes',
    translations: { de: 'Downvotes', es: 'Votos en contra', fr: 'Votes négatifs', pt: 'Votos negativos' },
  },
  {
    id: 'conversions',
    kind: 'column',
    en: 'Conversions',
    concept: 'conversions',
    translations: { de: 'Conversions', es: 'Conversiones', fr: 'Conversions', pt: 'Conversões' },
  },
];

const labelsById = new Map(uiLabels.map((label) => [label.id, label]));
const conceptsById = new Map(concepts.map((concept) => [concept.id, concept]));

export function getLabel(id: string): UiLabel {
  const label = labelsById.get(id);
  if (!label) throw new Error(`Unknown Ads Manager label "${id}". Known: ${[...labelsById.keys()].join(', ')}`);
  return label;
}

export function getConcept(id: string): Concept {
  const concept = conceptsById.get(id);
  if (!concept) throw new Error(`Unknown termbase concept "${id}".`);
  return concept;
}

/** The one term for a concept in a locale (English: the `en` field); `plural` where the termbase has one. */
export function termFor(id: string, locale: Locale, options: { plural?: boolean } = {}): string {
  const concept = getConcept(id);
  if (locale === 'en') return (options.plural ? concept.enPlural : undefined) ?? concept.en;
  const local = concept.terms[locale];
  return (options.plural ? local.plural : undefined) ?? local.term;
}

/** The parts of a label for a locale: the English label and, unless it adds nothing, its translation. */
export function labelParts(id: string, locale: Locale): { label: string; translation?: string } {
  const label = getLabel(id);
  if (locale === 'en') return { label: label.en };
  const translation = label.translations[locale];
  return translation.toLocaleLowerCase(locale) === label.en.toLocaleLowerCase(locale)
    ? { label: label.en }
    : { label: label.en, translation };
}

/**
 * A label as Markdown, following `labelRule`: `**New Campaign** (Nueva campaña)` on first use in a page,
 * `**New Campaign**` afterwards and in English.
 */
export function formatLabel(id: string, locale: Locale, options: { firstUse?: boolean } = {}): string {
  const { label, translation } = labelParts(id, locale);
  const firstUse = options.firstUse ?? true;
  return translation && firstUse ? `**${label}** (${translation})` : `**${label}**`;
}
