/**
 * Placement specifications of Brave Ads: the single source of every figure the placement pages show.
 *
 * Facts come from the fact sheets (`facts/ad-placements__*.md`, plus the billing, targeting and
 * reporting sheets where they describe a placement). Anything the sheets do not state is left out
 * rather than guessed: there are no published file-size limits, and the dynamic new tab takeover
 * (beta) has no published sizes, targeting or pricing.
 *
 * Pages render tables from this module through `<PlacementSpecs>`; prose that repeats a figure must
 * use the same value (a content test compares them).
 */

export const placementIds = ['ntt', 'dynamic-ntt', 'notification', 'keyword'] as const;
export type PlacementId = (typeof placementIds)[number];

/** Where the ad appears. */
export type Surface = 'brave-browser' | 'brave-search';

/** How the placement can be bought. Absent when the sheets say nothing. */
export type Availability =
  /** Sold only through the managed service (Brave's sales and account team). */
  | 'managed-service-only'
  /** Enterprise customers only, subject to minimum criteria. */
  | 'enterprise-only'
  /** No public specs: ask the Brave Ads team. */
  | 'on-request';

export type ReleaseStage = 'general' | 'beta';

export const pricingModels = ['flat', 'cpm', 'cpc'] as const;
export type PricingModel = (typeof pricingModels)[number];

/** What each pricing model bills (Billing page). */
export const pricingModelUnits = {
  /** A static fee, independent of delivery and performance. */
  flat: { billableEvent: 'none', per: null },
  /** A fixed price per 1,000 impressions delivered. */
  cpm: { billableEvent: 'impression', per: 1000 },
  /** A fixed price per click delivered. */
  cpc: { billableEvent: 'click', per: 1 },
} as const satisfies Record<PricingModel, { billableEvent: 'none' | 'impression' | 'click'; per: number | null }>;

export type ImageFormat = 'jpeg' | 'png-transparent';
export type Device = 'macos' | 'windows' | 'linux' | 'android' | 'ios';

/** Devices in the order the notification page lists them; display names are proper names. */
export const deviceNames: Record<Device, string> = {
  macos: 'macOS',
  windows: 'Windows',
  linux: 'Linux',
  android: 'Android',
  ios: 'iOS',
};

export type ReportingMetric =
  | 'impressions'
  | 'clicks'
  | 'ctr'
  | 'dismissed'
  | 'site-visits'
  | 'votes'
  | 'conversions'
  | 'click-through-conversions'
  | 'view-through-conversions';

export interface PixelSize {
  readonly widthPx: number;
  readonly heightPx: number;
}

export interface CountRange {
  readonly min: number;
  readonly max: number;
}

export type TargetingEntry =
  /** Terms people type into Brave Search. */
  | { readonly option: 'keyword' }
  /** Location inferred from the IP address; `global` allows a worldwide takeover. */
  | { readonly option: 'country'; readonly scope: 'one-several-or-global' | 'country' }
  /** State-level targeting: United States only. */
  | { readonly option: 'state'; readonly countries: readonly ['US'] }
  | { readonly option: 'device'; readonly devices: readonly Device[] }
  /** Local time, inferred from the IP address. */
  | { readonly option: 'time-of-day' }
  /** IAB standard category segments, from page content and visited domains. */
  | { readonly option: 'contextual'; readonly taxonomy: 'IAB' }
  /** Advertiser-chosen keywords and domains; needs a minimum spend. */
  | { readonly option: 'custom-segments'; readonly managedServiceOnly: true; readonly minimumSpendApplies: true };

export type TargetingOption = TargetingEntry['option'];

export interface ClickThroughUrlSpec {
  /** Browser policy: a redirect may stay within the landing page's registrable domain (eTLD+1); any other is rejected. */
  readonly redirects: 'same-registrable-domain-only';
  readonly urlShortenersAllowed: false;
  /** New tab takeover: one URL serves every background image. */
  readonly singleUrlForAllImages?: true;
  /** Notification ads: the destination is your own domain or your social media. */
  readonly destination?: 'own-domain-or-social-media';
}

interface PlacementBase {
  readonly id: PlacementId;
  readonly surface: Surface;
  /** Route of the placement page, without locale prefix. */
  readonly route: string;
  readonly stage: ReleaseStage;
  readonly availability?: Availability;
  readonly pricingModels: readonly PricingModel[];
  readonly targeting: readonly TargetingEntry[];
  /** Metrics shown in the Brave Ads Manager dashboard for this placement. */
  readonly reportingMetrics: readonly ReportingMetric[];
}

export interface NttPlacement extends PlacementBase {
  readonly id: 'ntt';
  readonly frequency: {
    readonly firstNewTabAfterBrowserStart: true;
    /** After the first one, the takeover shows on one new tab in every `everyNthNewTab`. */
    readonly everyNthNewTab: number;
    /** What users see on the new tabs in between. */
    readonly betweenTakeovers: 'community-landscape-photos';
  };
  readonly backgroundImages: {
    readonly quantity: CountRange;
    readonly size: PixelSize;
    readonly formats: readonly ImageFormat[];
    /** Keep the main subject near this point so the new tab page widgets do not cover it. */
    readonly focalPoint: { readonly xPx: number; readonly yPx: number };
    readonly mustLookDifferent: true;
    readonly mobileCrop: 'around-focal-point';
  };
  readonly logoCanvas: {
    readonly size: PixelSize;
    readonly formats: readonly ImageFormat[];
    readonly quantity: 'one-shared-by-all-background-images';
    readonly contents: readonly ('brand-logo' | 'ad-copy' | 'optional-cta')[];
    readonly preferredColour: 'white';
    readonly colouredVersionsNeedApproval: true;
    /** Suggested minimum, for readability on small screens. */
    readonly minTextSizePt: number;
  };
  readonly clickThroughUrl: ClickThroughUrlSpec;
  /** Cancelling within `withinDaysOfLaunch` days of the launch date costs this share of the campaign. */
  readonly cancellation: { readonly withinDaysOfLaunch: number; readonly chargePercentOfCampaignCost: number };
}

export interface DynamicNttPlacement extends PlacementBase {
  readonly id: 'dynamic-ntt';
  /** How the demo creatives of this help centre are built and framed. */
  readonly creative: {
    readonly format: 'html';
    /** Fills the whole new tab background, behind the browser's own widgets. */
    readonly fillsNewTabBackground: true;
    /** Scripts, styles, images, media and fonts come from the creative's own origin only. */
    readonly assetOrigin: 'own-origin-only';
    readonly thirdPartyRequests: false;
    /** Frame sandbox: scripts only (no same-origin, forms, pop-ups or top-level navigation). */
    readonly sandbox: 'scripts-only';
    readonly sendsReferrer: false;
  };
}

export interface NotificationPlacement extends PlacementBase {
  readonly id: 'notification';
  readonly audience: 'opted-in-users';
  /** Format name in the Ads API and reports. */
  readonly apiFormat: 'push_notification';
  readonly onDemandReportExport: true;
  readonly adCopy: {
    readonly title: { readonly maxChars: number; readonly brandNameRequired: true };
    readonly body: { readonly maxChars: number };
  };
  readonly clickThroughUrl: ClickThroughUrlSpec;
}

export interface KeywordPlacement extends PlacementBase {
  readonly id: 'keyword';
  readonly requirements: {
    /** The domain that receives the traffic. */
    readonly destinationDomain: 'required';
    /** The advertiser's email address is on the destination domain. */
    readonly emailOnDestinationDomain: true;
    readonly queryStringParameters: 'optional-recommended';
    /** Keywords come from the advertiser's website; ads are built from landing-page content. */
    readonly keywordSource: 'advertiser-website';
  };
}

export type Placement = NttPlacement | DynamicNttPlacement | NotificationPlacement | KeywordPlacement;
export type PlacementById = { readonly [K in PlacementId]: Extract<Placement, { id: K }> };

export const placements = {
  ntt: {
    id: 'ntt',
    surface: 'brave-browser',
    route: '/ad-placements/brave-browser/ntt',
    stage: 'general',
    availability: 'managed-service-only',
    pricingModels: ['flat'],
    targeting: [{ option: 'country', scope: 'one-several-or-global' }],
    reportingMetrics: ['impressions', 'clicks', 'ctr'],
    frequency: {
      firstNewTabAfterBrowserStart: true,
      everyNthNewTab: 3,
      betweenTakeovers: 'community-landscape-photos',
    },
    backgroundImages: {
      quantity: { min: 2, max: 3 },
      size: { widthPx: 2560, heightPx: 1440 },
      formats: ['jpeg'],
      focalPoint: { xPx: 935, yPx: 680 },
      mustLookDifferent: true,
      mobileCrop: 'around-focal-point',
    },
    logoCanvas: {
      size: { widthPx: 512, heightPx: 512 },
      formats: ['png-transparent'],
      quantity: 'one-shared-by-all-background-images',
      contents: ['brand-logo', 'ad-copy', 'optional-cta'],
      preferredColour: 'white',
      colouredVersionsNeedApproval: true,
      minTextSizePt: 38,
    },
    clickThroughUrl: {
      redirects: 'same-registrable-domain-only',
      urlShortenersAllowed: false,
      singleUrlForAllImages: true,
    },
    cancellation: { withinDaysOfLaunch: 7, chargePercentOfCampaignCost: 50 },
  },
  'dynamic-ntt': {
    id: 'dynamic-ntt',
    surface: 'brave-browser',
    route: '/ad-placements/brave-browser/dynamic-ntt',
    stage: 'beta',
    availability: 'on-request',
    pricingModels: [],
    targeting: [],
    reportingMetrics: [],
    creative: {
      format: 'html',
      fillsNewTabBackground: true,
      assetOrigin: 'own-origin-only',
      thirdPartyRequests: false,
      sandbox: 'scripts-only',
      sendsReferrer: false,
    },
  },
  notification: {
    id: 'notification',
    surface: 'brave-browser',
    route: '/ad-placements/brave-browser/notification',
    stage: 'general',
    pricingModels: ['cpm', 'cpc'],
    targeting: [
      { option: 'device', devices: ['macos', 'windows', 'linux', 'android', 'ios'] },
      { option: 'country', scope: 'country' },
      { option: 'state', countries: ['US'] },
      { option: 'time-of-day' },
      { option: 'contextual', taxonomy: 'IAB' },
      { option: 'custom-segments', managedServiceOnly: true, minimumSpendApplies: true },
    ],
    reportingMetrics: [
      'impressions',
      'clicks',
      'ctr',
      'dismissed',
      'site-visits',
      'votes',
      'conversions',
      'click-through-conversions',
      'view-through-conversions',
    ],
    audience: 'opted-in-users',
    apiFormat: 'push_notification',
    onDemandReportExport: true,
    adCopy: {
      title: { maxChars: 30, brandNameRequired: true },
      body: { maxChars: 60 },
    },
    clickThroughUrl: {
      redirects: 'same-registrable-domain-only',
      urlShortenersAllowed: false,
      destination: 'own-domain-or-social-media',
    },
  },
  keyword: {
    id: 'keyword',
    surface: 'brave-search',
    route: '/ad-placements/brave-search/keyword',
    stage: 'general',
    availability: 'enterprise-only',
    pricingModels: ['cpc'],
    targeting: [{ option: 'keyword' }, { option: 'country', scope: 'country' }, { option: 'state', countries: ['US'] }],
    reportingMetrics: ['impressions', 'clicks', 'ctr'],
    requirements: {
      destinationDomain: 'required',
      emailOnDestinationDomain: true,
      queryStringParameters: 'optional-recommended',
      keywordSource: 'advertiser-website',
    },
  },
} as const satisfies PlacementById;

/** The two ways to buy Brave Ads (Introduction page). */
export const buyingRoutes = {
  'managed-service': {
    /** Minimum spend per month. */
    minimumSpendUsd: 10000,
    period: 'month',
    /** Offers more placements than self-service. */
    morePlacements: true,
  },
  'self-service': {
    /** Minimum spend for optimal results; not stated as monthly. */
    minimumSpendUsd: 500,
    period: null,
    morePlacements: false,
  },
} as const satisfies Record<
  'managed-service' | 'self-service',
  { minimumSpendUsd: number; period: 'month' | null; morePlacements: boolean }
>;

export function getPlacement<K extends PlacementId>(id: K): PlacementById[K] {
  return placements[id];
}

export function isPlacementId(value: string): value is PlacementId {
  return (placementIds as readonly string[]).includes(value);
}

/** Every number held for a placement, in document order: what a page may quote in its prose. */
export function placementFigures(id: PlacementId): number[] {
  const figures: number[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'number') figures.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(placements[id]);
  return figures;
}
