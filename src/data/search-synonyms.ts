/**
 * Search data of the termbase. Synonyms and problem wordings, per concept and locale: when a query contains one of `when` (words in
 * order, compared without case and accents), the words of `add` are searched too, and a page that has them counts
 * as having that part of the query. The words advertisers use for a problem ("blocked", "money back") reach the
 * page's own words ("suspended", "refund"). Shipped to the browser in each locale's search index.
 */
export interface SearchSynonym {
  concept: string;
  when: string[];
  add: string;
}

type Locale = 'en' | 'de' | 'es' | 'fr' | 'pt';

export const SEARCH_SYNONYMS: Record<Locale, SearchSynonym[]> = {
  en: [
    { concept: 'refund', when: ['money back', 'reimburse', 'reimbursement', 'repay'], add: 'refund balance' },
    { concept: 'suspended', when: ['blocked', 'banned', 'disabled', 'locked'], add: 'suspended' },
    { concept: 'under-review', when: ['stuck in review', 'pending', 'waiting for approval'], add: 'under review' },
    { concept: 'support', when: ['support', 'help desk', 'customer service'], add: 'contact' },
    { concept: 'invoice-due', when: ['due', 'deadline'], add: 'within days' },
    { concept: 'users', when: ['colleague', 'teammate', 'coworker'], add: 'users' },
    { concept: 'cancel', when: ['cancel', 'cancellation'], add: 'cancel' },
    { concept: 'prepay', when: ['top up', 'prepay', 'add funds'], add: 'top up' },
    { concept: 'search-ads', when: ['keyword ads', 'sponsored results'], add: 'search ads' },
    { concept: 'dynamic-ntt', when: ['animated', 'video background', 'moving'], add: 'dynamic' },
    { concept: 'audience', when: ['audience'], add: 'segments' },
    { concept: 'ntt', when: ['takeover', 'ntt'], add: 'new tab takeover' },
    { concept: 'crypto', when: ['crypto'], add: 'cryptocurrency' },
    { concept: 'gambling', when: ['betting', 'bets', 'casino', 'casinos', 'sportsbook', 'poker'], add: 'gambling' },
    {
      concept: 'new-tab-page',
      when: ['home screen', 'start screen', 'start page', 'startup page'],
      add: 'new tab page',
    },
    { concept: 'terms', when: ['tos', 'terms and conditions'], add: 'terms of service' },
    {
      concept: 'minimum-spend',
      when: ['minimum budget', 'min budget', 'min spend', 'minimum investment'],
      add: 'minimum spend',
    },
  ],
  de: [
    {
      concept: 'refund',
      when: ['geld zurück', 'geld zurückbekommen', 'rückzahlung', 'erstattung'],
      add: 'Rückerstattung Erstattung Guthaben',
    },
    { concept: 'refund', when: ['rückerstattung'], add: 'Erstattung Guthaben' },
    { concept: 'suspended', when: ['blockiert', 'gesperrt', 'deaktiviert'], add: 'gesperrt' },
    { concept: 'under-review', when: ['hängt in der prüfung', 'hängt', 'wartet auf freigabe'], add: 'Prüfung' },
    { concept: 'support', when: ['support', 'kundendienst', 'hilfe'], add: 'Ansprechpartner Kontakt' },
    { concept: 'invoice-due', when: ['fällig', 'frist'], add: 'innerhalb Tagen' },
    { concept: 'users', when: ['kollegen', 'kollege', 'teammitglied'], add: 'Nutzer' },
    { concept: 'cancel', when: ['stornierung', 'stornieren', 'kündigen'], add: 'Stornierung' },
    { concept: 'prepay', when: ['aufladen', 'vorauszahlung'], add: 'aufladen' },
    { concept: 'search-ads', when: ['keyword anzeigen'], add: 'Suchanzeigen' },
    { concept: 'dynamic-ntt', when: ['animiert', 'animierter', 'bewegt'], add: 'dynamisch' },
    { concept: 'audience', when: ['zielgruppe'], add: 'Segmente' },
    { concept: 'focal', when: ['fokuspunkt', 'brennpunkt'], add: 'Bildschwerpunkt' },
    { concept: 'ad-set', when: ['anzeigengruppe'], add: 'Anzeigengruppe' },
    {
      concept: 'gambling',
      when: ['wetten', 'sportwetten', 'wettanbieter', 'casino', 'kasino', 'poker'],
      add: 'Glücksspiel',
    },
    {
      concept: 'new-tab-page',
      when: ['startbildschirm', 'browser startseite', 'startseite des browsers'],
      add: 'Neuer Tab',
    },
    { concept: 'terms', when: ['agb', 'allgemeine geschäftsbedingungen'], add: 'Nutzungsbedingungen Bedingungen' },
    {
      concept: 'minimum-spend',
      when: ['mindestbudget', 'mindestbetrag', 'mindestinvestition', 'mindestumsatz', 'mindestausgabe'],
      add: 'Mindestausgaben',
    },
  ],
  es: [
    { concept: 'refund', when: ['recuperar mi dinero', 'devolución', 'devolver el dinero'], add: 'reembolso saldo' },
    { concept: 'suspended', when: ['bloqueada', 'bloqueado', 'bloquearon'], add: 'suspendido' },
    { concept: 'under-review', when: ['atascado en revisión', 'atascado', 'pendiente'], add: 'en revisión' },
    { concept: 'support', when: ['soporte', 'atención al cliente', 'ayuda'], add: 'contacto escribir' },
    { concept: 'invoice-due', when: ['vence', 'vencimiento', 'plazo'], add: 'días' },
    { concept: 'users', when: ['compañero', 'colega'], add: 'usuarios' },
    { concept: 'prepay', when: ['recargar', 'prepago'], add: 'recargar' },
    { concept: 'search-ads', when: ['palabras clave'], add: 'anuncios de búsqueda' },
    { concept: 'dynamic-ntt', when: ['animado', 'animada'], add: 'dinámico' },
    { concept: 'audience', when: ['audiencia'], add: 'segmentos' },
    { concept: 'suspended-ui', when: ['suspendido', 'suspendida'], add: 'suspendido' },
    { concept: 'advertise', when: ['anunciarse'], add: 'anunciar anunciantes' },
    { concept: 'gambling', when: ['apuestas', 'apuesta', 'casino', 'casinos', 'póquer'], add: 'juegos de azar' },
    {
      concept: 'new-tab-page',
      when: ['pantalla de inicio', 'pantalla inicial', 'página de inicio del navegador'],
      add: 'nueva pestaña',
    },
    {
      concept: 'minimum-spend',
      when: ['presupuesto mínimo', 'gasto mínimo', 'monto mínimo', 'inversión mínima'],
      add: 'inversión mínima',
    },
  ],
  fr: [
    { concept: 'refund', when: ['récupérer mon argent', 'rembourser'], add: 'remboursement solde' },
    { concept: 'suspended', when: ['bloqué', 'bloquée', 'désactivé'], add: 'suspendu' },
    { concept: 'under-review', when: ['bloquée en examen', 'en attente', 'coincée'], add: 'en cours d examen' },
    { concept: 'support', when: ['support', 'service client', 'assistance'], add: 'contacter écrire' },
    { concept: 'invoice-due', when: ['échéance', 'délai'], add: 'jours' },
    { concept: 'users', when: ['collègue', 'coéquipier'], add: 'utilisateurs' },
    { concept: 'prepay', when: ['recharger', 'prépaiement'], add: 'recharger' },
    { concept: 'search-ads', when: ['mots clés'], add: 'annonces de recherche' },
    { concept: 'dynamic-ntt', when: ['animé', 'animée'], add: 'dynamique' },
    { concept: 'audience', when: ['audience'], add: 'segments' },
    { concept: 'advertise', when: ['faire de la publicité', 'annoncer'], add: 'annonceurs publicité' },
    { concept: 'review-tips', when: ['passer l examen'], add: 'examen conseils' },
    {
      concept: 'gambling',
      when: ['paris sportifs', 'paris en ligne', 'parier', 'casino', 'casinos', 'poker'],
      add: 'jeux d argent',
    },
    {
      concept: 'new-tab-page',
      when: ['ouverture d un onglet', 'écran d accueil', 'page d accueil du navigateur'],
      add: 'nouvel onglet',
    },
    { concept: 'terms', when: ['cgu', 'cgv', 'conditions générales'], add: 'conditions d utilisation' },
    {
      concept: 'minimum-spend',
      when: ['budget minimum', 'budget minimal', 'dépense minimum', 'investissement minimum'],
      add: 'dépense minimale',
    },
  ],
  pt: [
    { concept: 'refund', when: ['dinheiro de volta', 'devolução', 'receber meu dinheiro'], add: 'reembolso saldo' },
    { concept: 'suspended', when: ['bloqueada', 'bloqueado'], add: 'suspenso' },
    { concept: 'under-review', when: ['preso em análise', 'preso', 'pendente'], add: 'em análise' },
    { concept: 'support', when: ['suporte', 'atendimento', 'ajuda'], add: 'contato falar' },
    { concept: 'invoice-due', when: ['prazo', 'vencimento'], add: 'dias' },
    { concept: 'users', when: ['colega'], add: 'usuários' },
    { concept: 'prepay', when: ['recarregar', 'pré-pago'], add: 'recarregar' },
    { concept: 'search-ads', when: ['palavra chave', 'palavras chave'], add: 'anúncios de pesquisa' },
    { concept: 'dynamic-ntt', when: ['animado', 'animada'], add: 'dinâmico' },
    { concept: 'audience', when: ['público'], add: 'segmentos' },
    { concept: 'crypto', when: ['criptomoedas', 'cripto'], add: 'criptomoeda' },
    { concept: 'redirect', when: ['redirecionamento'], add: 'redirecionamento redirecionar' },
    {
      concept: 'gambling',
      when: ['apostas', 'aposta', 'bet', 'bets', 'cassino', 'cassinos', 'pôquer'],
      add: 'jogos de azar',
    },
    {
      concept: 'new-tab-page',
      when: ['tela inicial', 'tela de início', 'página inicial do navegador'],
      add: 'nova guia',
    },
    {
      concept: 'minimum-spend',
      when: ['orçamento mínimo', 'gasto mínimo', 'valor mínimo', 'investimento mínimo'],
      add: 'investimento mínimo',
    },
  ],
};

export function searchSynonymsFor(language: string): SearchSynonym[] {
  return SEARCH_SYNONYMS[language as Locale] ?? [];
}

/**
 * Starter searches of the search modal's start screen, per locale: 4-6 queries that lead to the pages advertisers
 * look for most. They fill the input when chosen and join the recent searches only once a result is opened.
 */
export const SEARCH_STARTERS: Record<Locale, string[]> = {
  en: [
    'campaign not running',
    'ad suspended',
    'refund',
    'new tab takeover image size',
    'reporting API',
    'pay with crypto',
  ],
  de: [
    'Kampagne läuft nicht',
    'Anzeige gesperrt',
    'Rückerstattung',
    'New-Tab-Takeover Bildgröße',
    'Reporting-API',
    'mit Kryptowährung bezahlen',
  ],
  es: [
    'mi campaña no se publica',
    'anuncio suspendido',
    'reembolso',
    'tamaño de imagen anuncio de nueva pestaña',
    'API de informes',
    'pagar con criptomonedas',
  ],
  fr: [
    "ma campagne n'est pas diffusée",
    'annonce suspendue',
    'remboursement',
    'taille image habillage nouvel onglet',
    'API de rapports',
    'payer en cryptomonnaie',
  ],
  pt: [
    'campanha não está sendo veiculada',
    'anúncio suspenso',
    'reembolso',
    'tamanho da imagem anúncio de nova guia',
    'API de relatórios',
    'pagar com criptomoedas',
  ],
};

export function searchStartersFor(language: string): string[] {
  return SEARCH_STARTERS[language as Locale] ?? SEARCH_STARTERS.en;
}
