/**
 * The judged query set of `npm run bench:relevance`: realistic queries an advertiser types, in every locale, each
 * with the pages that answer it (paths without the locale prefix; any of them counts as a success). Judged from the
 * pages' meaning before any engine ran. Kinds mix keywords, questions, synonyms, typos, Ads Manager terms and
 * problem wordings. The set is split by position: even entries tune, odd entries are held out (never tuned on).
 */

export type RelevanceLocale = 'en' | 'de' | 'es' | 'fr' | 'pt';
export type QueryKind = 'keyword' | 'question' | 'synonym' | 'typo' | 'ui' | 'problem';

export interface JudgedQuery {
  kind: QueryKind;
  /** Pages that answer the query (any of them is a hit). */
  pages: string[];
  q: Record<RelevanceLocale, string>;
}

const P = {
  intro: '/',
  billing: '/account-management/billing',
  contact: '/account-management/contact',
  users: '/account-management/managing-users',
  dntt: '/ad-placements/brave-browser/dynamic-ntt',
  notif: '/ad-placements/brave-browser/notification',
  ntt: '/ad-placements/brave-browser/ntt',
  search: '/ad-placements/brave-search/keyword',
  bpol: '/advertiser-policies/browser-policies',
  spol: '/advertiser-policies/search-policies',
  api: '/campaign-performance/API',
  reporting: '/campaign-performance/reporting',
  status: '/campaign-performance/status',
  targeting: '/campaign-performance/targeting',
  trouble: '/campaign-performance/troubleshooting',
  campaign: '/getting-started/create-a-campaign',
  account: '/getting-started/create-account',
  ad: '/getting-started/create-an-ad',
  adset: '/getting-started/create-an-ad-set',
  launch: '/getting-started/launch-your-campaign',
  glossary: '/glossary',
  nttCheck: '/creative-tools/new-tab-takeover-check',
  notifPreview: '/creative-tools/notification-ad-preview',
  vacPost: '/blog/verifiable-ad-conversions-withdrawn',
  v3Post: '/blog/reporting-api-v3',
  brandedPost: '/blog/reporting-api-v3-endpoint-branded',
  termsPost: '/blog/brave-search-advertiser-terms-2024-03-11',
} as const;

export const JUDGED_QUERIES: JudgedQuery[] = [
  {
    kind: 'keyword',
    pages: [P.ntt, P.nttCheck],
    q: {
      en: 'new tab takeover image size',
      de: 'New-Tab-Takeover Bildgröße',
      es: 'tamaño de imagen anuncio de nueva pestaña',
      fr: 'taille image habillage nouvel onglet',
      pt: 'tamanho da imagem anúncio de nova guia',
    },
  },
  {
    kind: 'question',
    pages: [P.notif, P.notifPreview],
    q: {
      en: 'how long can a notification title be',
      de: 'wie lang darf der Titel einer Benachrichtigungsanzeige sein',
      es: 'cuántos caracteres tiene el título de un anuncio de notificación',
      fr: "quelle longueur pour le titre d'une annonce de notification",
      pt: 'quantos caracteres pode ter o título do anúncio de notificação',
    },
  },
  {
    kind: 'keyword',
    pages: [P.ntt, P.nttCheck],
    q: {
      en: 'logo canvas png',
      de: 'Logo-Canvas PNG',
      es: 'lienzo del logotipo png',
      fr: 'canevas du logo png',
      pt: 'tela do logotipo png',
    },
  },
  {
    kind: 'keyword',
    pages: [P.billing, P.contact],
    q: { en: 'refund', de: 'Rückerstattung', es: 'reembolso', fr: 'remboursement', pt: 'reembolso' },
  },
  {
    kind: 'problem',
    pages: [P.billing, P.contact],
    q: {
      en: 'get my money back',
      de: 'Geld zurückbekommen',
      es: 'recuperar mi dinero',
      fr: 'récupérer mon argent',
      pt: 'receber meu dinheiro de volta',
    },
  },
  {
    kind: 'problem',
    pages: [P.status, P.trouble, P.contact],
    q: {
      en: 'blocked account',
      de: 'Konto blockiert',
      es: 'cuenta bloqueada',
      fr: 'compte bloqué',
      pt: 'conta bloqueada',
    },
  },
  {
    kind: 'problem',
    pages: [P.status, P.trouble],
    q: {
      en: 'ad stuck in review',
      de: 'Anzeige hängt in der Prüfung',
      es: 'anuncio atascado en revisión',
      fr: 'annonce bloquée en examen',
      pt: 'anúncio preso em análise',
    },
  },
  {
    kind: 'question',
    pages: [P.billing, P.ntt],
    q: {
      en: 'what does it cost to cancel a campaign',
      de: 'was kostet die Stornierung einer Kampagne',
      es: 'cuánto cuesta cancelar una campaña',
      fr: "combien coûte l'annulation d'une campagne",
      pt: 'quanto custa cancelar uma campanha',
    },
  },
  {
    kind: 'keyword',
    pages: [P.billing],
    q: {
      en: 'pay with crypto',
      de: 'mit Kryptowährung bezahlen',
      es: 'pagar con criptomonedas',
      fr: 'payer en cryptomonnaie',
      pt: 'pagar com criptomoedas',
    },
  },
  {
    kind: 'keyword',
    pages: [P.billing],
    q: {
      en: 'credit card payment',
      de: 'Kreditkartenzahlung',
      es: 'pago con tarjeta de crédito',
      fr: 'paiement par carte bancaire',
      pt: 'pagamento com cartão de crédito',
    },
  },
  {
    kind: 'question',
    pages: [P.billing, P.spol],
    q: {
      en: 'when is an invoice due',
      de: 'wann ist eine Rechnung fällig',
      es: 'cuándo vence una factura',
      fr: 'quand payer une facture',
      pt: 'qual o prazo para pagar a fatura',
    },
  },
  {
    kind: 'synonym',
    pages: [P.users],
    q: {
      en: 'add a colleague to my account',
      de: 'Kollegen zum Konto hinzufügen',
      es: 'añadir un compañero a mi cuenta',
      fr: 'ajouter un collègue à mon compte',
      pt: 'adicionar um colega à minha conta',
    },
  },
  {
    kind: 'keyword',
    pages: [P.users, P.contact],
    q: {
      en: 'remove user',
      de: 'Nutzer entfernen',
      es: 'eliminar usuario',
      fr: 'supprimer un utilisateur',
      pt: 'remover usuário',
    },
  },
  {
    kind: 'question',
    pages: [P.contact],
    q: {
      en: 'who do I email for support',
      de: 'an wen schreibe ich für Support',
      es: 'a quién escribo para pedir soporte',
      fr: 'à qui écrire pour le support',
      pt: 'para quem envio e-mail de suporte',
    },
  },
  {
    kind: 'problem',
    pages: [P.contact, P.trouble, P.account],
    q: {
      en: 'account still not approved after 3 days',
      de: 'Konto nach 3 Tagen immer noch nicht freigegeben',
      es: 'cuenta sin aprobar después de 3 días',
      fr: 'compte toujours pas approuvé après 3 jours',
      pt: 'conta ainda não aprovada depois de 3 dias',
    },
  },
  {
    kind: 'keyword',
    pages: [P.account],
    q: { en: 'sign up', de: 'registrieren', es: 'registrarse', fr: "s'inscrire", pt: 'cadastro' },
  },
  {
    kind: 'problem',
    pages: [P.trouble, P.status],
    q: {
      en: 'campaign not running',
      de: 'Kampagne läuft nicht',
      es: 'mi campaña no se publica',
      fr: "ma campagne n'est pas diffusée",
      pt: 'campanha não está rodando',
    },
  },
  {
    kind: 'problem',
    pages: [P.trouble],
    q: {
      en: 'active but no impressions',
      de: 'aktiv aber keine Impressionen',
      es: 'activa pero sin impresiones',
      fr: "active mais pas d'impressions",
      pt: 'ativa mas sem impressões',
    },
  },
  {
    kind: 'keyword',
    pages: [P.status, P.campaign],
    q: {
      en: 'daily budget',
      de: 'Tagesbudget',
      es: 'presupuesto diario',
      fr: 'budget quotidien',
      pt: 'orçamento diário',
    },
  },
  {
    kind: 'ui',
    pages: [P.status, P.glossary],
    q: {
      en: 'what does Daycomplete mean',
      de: 'was bedeutet Daycomplete',
      es: 'qué significa Daycomplete',
      fr: 'que signifie Daycomplete',
      pt: 'o que significa Daycomplete',
    },
  },
  {
    kind: 'ui',
    pages: [P.status, P.trouble],
    q: {
      en: 'ad suspended',
      de: 'Anzeige gesperrt',
      es: 'anuncio suspendido',
      fr: 'annonce suspendue',
      pt: 'anúncio suspenso',
    },
  },
  {
    kind: 'question',
    pages: [P.billing, P.adset],
    q: {
      en: 'can I change the pricing model',
      de: 'kann ich das Preismodell ändern',
      es: 'puedo cambiar el modelo de precios',
      fr: 'puis-je changer le modèle de tarification',
      pt: 'posso mudar o modelo de preço',
    },
  },
  {
    kind: 'keyword',
    pages: [P.billing, P.notif, P.adset, P.glossary],
    q: { en: 'cpm or cpc', de: 'CPM oder CPC', es: 'CPM o CPC', fr: 'CPM ou CPC', pt: 'CPM ou CPC' },
  },
  {
    kind: 'keyword',
    pages: [P.billing, P.ntt, P.glossary],
    q: { en: 'flat rate', de: 'Festpreis', es: 'tarifa plana', fr: 'tarif forfaitaire', pt: 'preço fixo' },
  },
  {
    kind: 'keyword',
    pages: [P.search],
    q: {
      en: 'search ads requirements',
      de: 'Suchanzeigen Anforderungen',
      es: 'requisitos anuncios de búsqueda',
      fr: 'exigences annonces de recherche',
      pt: 'requisitos anúncios de pesquisa',
    },
  },
  {
    kind: 'synonym',
    pages: [P.search],
    q: {
      en: 'keyword ads',
      de: 'Keyword-Anzeigen',
      es: 'anuncios por palabras clave',
      fr: 'annonces par mots-clés',
      pt: 'anúncios por palavra-chave',
    },
  },
  {
    kind: 'question',
    pages: [P.search, P.spol],
    q: {
      en: 'who can advertise on Brave Search',
      de: 'wer darf auf Brave Search werben',
      es: 'quién puede anunciarse en Brave Search',
      fr: 'qui peut faire de la publicité sur Brave Search',
      pt: 'quem pode anunciar no Brave Search',
    },
  },
  {
    kind: 'keyword',
    pages: [P.bpol],
    q: {
      en: 'crypto advertising policy',
      de: 'Krypto-Werbung Richtlinie',
      es: 'política de publicidad de criptomonedas',
      fr: 'politique publicité crypto',
      pt: 'política de anúncios de cripto',
    },
  },
  {
    kind: 'question',
    pages: [P.bpol],
    q: {
      en: 'are CBD ads allowed',
      de: 'ist CBD-Werbung erlaubt',
      es: 'se permiten anuncios de CBD',
      fr: 'les annonces CBD sont-elles autorisées',
      pt: 'anúncios de CBD são permitidos',
    },
  },
  {
    kind: 'question',
    pages: [P.bpol, P.spol],
    q: {
      en: 'can I advertise my product',
      de: 'darf ich mein Produkt bewerben',
      es: 'puedo anunciar mi producto',
      fr: 'puis-je faire la publicité de mon produit',
      pt: 'posso anunciar meu produto',
    },
  },
  {
    kind: 'keyword',
    pages: [P.spol, P.contact],
    q: {
      en: 'opt out of arbitration',
      de: 'Schiedsverfahren widersprechen',
      es: 'renunciar al arbitraje',
      fr: "renoncer à l'arbitrage",
      pt: 'recusar a arbitragem',
    },
  },
  {
    kind: 'keyword',
    pages: [P.spol, P.termsPost],
    q: {
      en: 'search advertiser terms of service',
      de: 'Nutzungsbedingungen Werbetreibende Brave Search',
      es: 'términos de servicio anunciantes búsqueda',
      fr: 'conditions annonceurs Brave Search',
      pt: 'termos de serviço anunciantes pesquisa',
    },
  },
  {
    kind: 'keyword',
    pages: [P.api],
    q: {
      en: 'reporting api authentication',
      de: 'Reporting-API Authentifizierung',
      es: 'autenticación API de informes',
      fr: 'authentification API de rapports',
      pt: 'autenticação API de relatórios',
    },
  },
  {
    kind: 'problem',
    pages: [P.contact, P.api],
    q: {
      en: 'lost my api key',
      de: 'API-Schlüssel verloren',
      es: 'perdí mi clave de API',
      fr: "j'ai perdu ma clé API",
      pt: 'perdi minha chave de API',
    },
  },
  {
    kind: 'keyword',
    pages: [P.api, P.v3Post, P.brandedPost],
    q: {
      en: 'v3 report dimensions',
      de: 'v3 Bericht Dimensionen',
      es: 'dimensiones informe v3',
      fr: 'dimensions rapport v3',
      pt: 'dimensões relatório v3',
    },
  },
  {
    kind: 'synonym',
    pages: [P.reporting],
    q: {
      en: 'conversion tracking',
      de: 'Conversion-Tracking',
      es: 'seguimiento de conversiones',
      fr: 'suivi des conversions',
      pt: 'rastreamento de conversões',
    },
  },
  {
    kind: 'keyword',
    pages: [P.reporting],
    q: {
      en: 'attribution window',
      de: 'Attributionszeitraum',
      es: 'ventana de atribución',
      fr: "fenêtre d'attribution",
      pt: 'janela de atribuição',
    },
  },
  {
    kind: 'keyword',
    pages: [P.reporting, P.search],
    q: { en: 'utm parameters', de: 'UTM-Parameter', es: 'parámetros utm', fr: 'paramètres utm', pt: 'parâmetros utm' },
  },
  {
    kind: 'keyword',
    pages: [P.reporting, P.contact],
    q: {
      en: 'brand lift study',
      de: 'Brand-Lift-Studie',
      es: 'estudio de brand lift',
      fr: 'étude de brand lift',
      pt: 'estudo de brand lift',
    },
  },
  {
    kind: 'question',
    pages: [P.targeting, P.ntt],
    q: {
      en: 'can I target by country',
      de: 'kann ich nach Land ausrichten',
      es: 'puedo segmentar por país',
      fr: 'puis-je cibler par pays',
      pt: 'posso segmentar por país',
    },
  },
  {
    kind: 'keyword',
    pages: [P.targeting, P.adset],
    q: {
      en: 'contextual categories',
      de: 'kontextbezogene Kategorien',
      es: 'categorías contextuales',
      fr: 'catégories contextuelles',
      pt: 'categorias contextuais',
    },
  },
  {
    kind: 'synonym',
    pages: [P.targeting],
    q: {
      en: 'custom audience',
      de: 'eigene Zielgruppe',
      es: 'audiencia personalizada',
      fr: 'audience personnalisée',
      pt: 'público personalizado',
    },
  },
  {
    kind: 'synonym',
    pages: [P.dntt],
    q: {
      en: 'animated new tab background',
      de: 'animierter Hintergrund neuer Tab',
      es: 'fondo animado nueva pestaña',
      fr: 'fond animé nouvel onglet',
      pt: 'fundo animado nova guia',
    },
  },
  {
    kind: 'keyword',
    pages: [P.dntt],
    q: {
      en: 'dynamic takeover demos',
      de: 'dynamisches Takeover Demos',
      es: 'demos anuncio dinámico',
      fr: 'démos habillage dynamique',
      pt: 'demos anúncio dinâmico',
    },
  },
  {
    kind: 'keyword',
    pages: [P.notifPreview, P.notif, P.ad],
    q: {
      en: 'preview notification ad',
      de: 'Vorschau Benachrichtigungsanzeige',
      es: 'vista previa anuncio de notificación',
      fr: 'aperçu annonce de notification',
      pt: 'pré-visualizar anúncio de notificação',
    },
  },
  {
    kind: 'question',
    pages: [P.nttCheck, P.ntt],
    q: {
      en: 'check my takeover images',
      de: 'meine Takeover-Bilder prüfen',
      es: 'comprobar mis imágenes de nueva pestaña',
      fr: "vérifier mes images d'habillage",
      pt: 'verificar minhas imagens de nova guia',
    },
  },
  {
    kind: 'question',
    pages: [P.adset, P.glossary],
    q: {
      en: 'what is an ad set',
      de: 'was ist eine Anzeigengruppe',
      es: 'qué es un conjunto de anuncios',
      fr: "qu'est-ce qu'un ensemble d'annonces",
      pt: 'o que é um conjunto de anúncios',
    },
  },
  {
    kind: 'keyword',
    pages: [P.launch, P.billing],
    q: {
      en: 'top up account before launch',
      de: 'Konto vor dem Start aufladen',
      es: 'recargar la cuenta antes del lanzamiento',
      fr: 'recharger le compte avant le lancement',
      pt: 'recarregar a conta antes do lançamento',
    },
  },
  {
    kind: 'question',
    pages: [P.launch, P.billing, P.status],
    q: {
      en: 'how do I stop a campaign early',
      de: 'wie beende ich eine Kampagne vorzeitig',
      es: 'cómo detengo una campaña antes de tiempo',
      fr: 'comment arrêter une campagne plus tôt',
      pt: 'como encerrar uma campanha antes do fim',
    },
  },
  {
    kind: 'keyword',
    pages: [P.vacPost, P.reporting, P.glossary],
    q: {
      en: 'verifiable ad conversions',
      de: 'Verifiable Ad Conversions',
      es: 'Verifiable Ad Conversions',
      fr: 'Verifiable Ad Conversions',
      pt: 'Verifiable Ad Conversions',
    },
  },
  {
    kind: 'question',
    pages: [P.notif, P.ntt, P.bpol],
    q: {
      en: 'is a redirect allowed on the landing page',
      de: 'ist eine Weiterleitung der Landingpage erlaubt',
      es: 'se permite una redirección en la página de destino',
      fr: 'une redirection est-elle autorisée sur la page de destination',
      pt: 'redirecionamento é permitido na página de destino',
    },
  },
  {
    kind: 'question',
    pages: [P.glossary, P.reporting],
    q: {
      en: 'what is CTR',
      de: 'was ist die CTR',
      es: 'qué es el CTR',
      fr: "qu'est-ce que le CTR",
      pt: 'o que é CTR',
    },
  },
  {
    kind: 'keyword',
    pages: [P.ntt],
    q: { en: 'focal point', de: 'Fokuspunkt', es: 'punto focal', fr: 'point focal', pt: 'ponto focal' },
  },
  {
    kind: 'question',
    pages: [P.account],
    q: {
      en: 'which languages does Ads Manager support',
      de: 'welche Sprachen unterstützt Ads Manager',
      es: 'qué idiomas admite Ads Manager',
      fr: 'quelles langues prend en charge Ads Manager',
      pt: 'quais idiomas o Ads Manager suporta',
    },
  },
  {
    kind: 'keyword',
    pages: [P.intro, P.glossary],
    q: {
      en: 'managed service vs self-service',
      de: 'Managed Service oder Self-Service',
      es: 'servicio gestionado o autoservicio',
      fr: 'service géré ou libre-service',
      pt: 'serviço gerenciado ou autoatendimento',
    },
  },
  {
    kind: 'typo',
    pages: [P.notif],
    q: {
      en: 'notifcation ads',
      de: 'Benachrichtigungsanziegen',
      es: 'anuncios de notificacion',
      fr: 'annonces de notifcation',
      pt: 'anuncios de notificacao',
    },
  },
  {
    kind: 'typo',
    pages: [P.campaign],
    q: {
      en: 'create campain',
      de: 'Kampange erstellen',
      es: 'crear campana',
      fr: 'créer une campagen',
      pt: 'criar campanah',
    },
  },
  {
    kind: 'typo',
    pages: [P.targeting],
    q: { en: 'targetting', de: 'Targetting', es: 'segmentacion', fr: 'cilbage', pt: 'direcionameto' },
  },
  {
    kind: 'typo',
    pages: [P.billing],
    q: { en: 'biling', de: 'Abrechung', es: 'facturacion', fr: 'facturaton', pt: 'cobranca' },
  },
  {
    kind: 'problem',
    pages: [P.trouble, P.targeting],
    q: {
      en: 'targeting too narrow',
      de: 'Targeting zu eng',
      es: 'segmentación demasiado estrecha',
      fr: 'ciblage trop restreint',
      pt: 'segmentação muito restrita',
    },
  },
  {
    kind: 'keyword',
    pages: [P.adset, P.targeting],
    q: {
      en: 'ad set platforms',
      de: 'Anzeigengruppe Plattformen',
      es: 'plataformas conjunto de anuncios',
      fr: "plateformes ensemble d'annonces",
      pt: 'plataformas conjunto de anúncios',
    },
  },
  {
    kind: 'ui',
    pages: [P.billing],
    q: {
      en: 'Close this campaign',
      de: 'Close this campaign',
      es: 'Close this campaign',
      fr: 'Close this campaign',
      pt: 'Close this campaign',
    },
  },
  {
    kind: 'keyword',
    pages: [P.ad],
    q: {
      en: 'tips to pass review',
      de: 'Tipps für die Prüfung',
      es: 'consejos para pasar la revisión',
      fr: "conseils pour passer l'examen",
      pt: 'dicas para passar na análise',
    },
  },
];

/** Even positions tune, odd positions are held out. */
export const halfOf = (index: number): 'tune' | 'held-out' => (index % 2 === 0 ? 'tune' : 'held-out');
