/**
 * Turns the placement data module into table rows. Pure: no React, no translation. Labels and
 * phrases are message keys that the component translates (ids `placements.specs.<key>`); figures
 * stay numbers so the component can format them for the current locale.
 */
import {
  deviceNames,
  placements,
  pricingModelUnits,
  type PlacementId,
  type PricingModel,
  type ReportingMetric,
  type TargetingEntry,
} from '@site/src/data/placements';

/** Every message the spec tables use. Keys with `{placeholders}` are templates. */
export const messageKeys = [
  // Column headers
  'column.item',
  'column.details',
  'column.requirement',
  'column.specification',
  'column.targeting',
  'column.pricingModel',
  'column.billableEvent',
  // Row labels
  'label.where',
  'label.stage',
  'label.availability',
  'label.audience',
  'label.frequency',
  'label.betweenTakeovers',
  'label.pricingModels',
  'label.reportingMetrics',
  'label.apiFormat',
  'label.reportExport',
  'label.quantity',
  'label.backgroundImageSize',
  'label.logoCanvasSize',
  'label.size',
  'label.format',
  'label.focalPoint',
  'label.variety',
  'label.mobile',
  'label.contents',
  'label.colour',
  'label.minTextSize',
  'label.redirects',
  'label.urlShorteners',
  'label.urlCount',
  'label.destination',
  'label.titleLength',
  'label.titleMustInclude',
  'label.bodyLength',
  'label.bodyPurpose',
  'label.destinationDomain',
  'label.email',
  'label.queryStringParameters',
  'label.keywords',
  'label.creativeFormat',
  'label.creativePlacement',
  'label.assets',
  'label.thirdPartyRequests',
  'label.sandbox',
  'label.referrer',
  'label.cancellation',
  // Targeting options
  'targeting.keyword',
  'targeting.country',
  'targeting.state',
  'targeting.device',
  'targeting.timeOfDay',
  'targeting.contextual',
  'targeting.customSegments',
  // Pricing models
  'pricing.flat',
  'pricing.cpm',
  'pricing.cpc',
  // Reporting metrics
  'metric.impressions',
  'metric.clicks',
  'metric.ctr',
  'metric.dismissed',
  'metric.siteVisits',
  'metric.votes',
  'metric.conversions',
  'metric.clickThroughConversions',
  'metric.viewThroughConversions',
  // Phrases
  'value.where.ntt',
  'value.where.dynamicNtt',
  'value.where.notification',
  'value.where.keyword',
  'value.beta',
  'value.managedServiceOnly',
  'value.enterpriseOnly',
  'value.onRequest',
  'value.optedInUsers',
  'value.onDemandExport',
  'value.communityPhotos',
  'value.jpeg',
  'value.pngTransparent',
  'value.imagesLookDifferent',
  'value.mobileCrop',
  'value.oneCanvas',
  'value.canvasContents',
  'value.whitePreferred',
  'value.notAllowed',
  'value.sameRegistrableDomainOnly',
  'value.oneUrlForAllImages',
  'value.ownDomainOrSocial',
  'value.brandName',
  'value.bodyPurpose',
  'value.destinationDomain',
  'value.emailOnDestinationDomain',
  'value.optionalRecommended',
  'value.keywordsFromWebsite',
  'value.html',
  'value.fillsBackground',
  'value.ownOriginOnly',
  'value.noThirdPartyRequests',
  'value.scriptsOnly',
  'value.notSent',
  'value.keywordDetails',
  'value.countryGlobal',
  'value.countryIp',
  'value.usOnly',
  'value.timeOfDayDetails',
  'value.contextualDetails',
  'value.customSegmentsDetails',
  'value.flatDetails',
  'value.cpcDetails',
  // Templates
  'template.dimensions',
  'template.imageRange',
  'template.maxChars',
  'template.focalPoint',
  'template.minTextSize',
  'template.frequency',
  'template.cpmDetails',
  'template.cancellation',
] as const;

export type MessageKey = (typeof messageKeys)[number];
export type TemplateKey = Extract<MessageKey, `template.${string}`>;

export const specSections = [
  'overview',
  'backgroundImages',
  'logoCanvas',
  'clickThroughUrl',
  'adCopy',
  'searchRequirements',
  'creative',
  'targeting',
  'pricing',
] as const;
export type SpecSection = (typeof specSections)[number];

export type SpecValue =
  /** One translated phrase. */
  | { readonly kind: 'text'; readonly key: MessageKey }
  /** Several translated phrases, joined as a list for the locale. */
  | { readonly kind: 'list'; readonly keys: readonly MessageKey[] }
  /** Proper names shown as they are (operating systems), joined as a list. */
  | { readonly kind: 'names'; readonly names: readonly string[] }
  /** A literal value shown as code. */
  | { readonly kind: 'code'; readonly text: string }
  /** A template filled with locale-formatted numbers (`percent` values are fractions of 1). */
  | {
      readonly kind: 'template';
      readonly key: TemplateKey;
      readonly numbers: Readonly<Record<string, number>>;
      readonly percents?: Readonly<Record<string, number>>;
      /** Selects the plural form of the template by this number. */
      readonly pluralBy?: number;
    };

export interface SpecRow {
  readonly label: MessageKey;
  readonly value: SpecValue;
}

export interface SpecTable {
  readonly columns: readonly [MessageKey, MessageKey];
  readonly rows: readonly SpecRow[];
}

const text = (key: MessageKey): SpecValue => ({ kind: 'text', key });

const metricKeys: Record<ReportingMetric, MessageKey> = {
  impressions: 'metric.impressions',
  clicks: 'metric.clicks',
  ctr: 'metric.ctr',
  dismissed: 'metric.dismissed',
  'site-visits': 'metric.siteVisits',
  votes: 'metric.votes',
  conversions: 'metric.conversions',
  'click-through-conversions': 'metric.clickThroughConversions',
  'view-through-conversions': 'metric.viewThroughConversions',
};

const pricingKeys: Record<PricingModel, MessageKey> = {
  flat: 'pricing.flat',
  cpm: 'pricing.cpm',
  cpc: 'pricing.cpc',
};

const whereKeys: Record<PlacementId, MessageKey> = {
  ntt: 'value.where.ntt',
  'dynamic-ntt': 'value.where.dynamicNtt',
  notification: 'value.where.notification',
  keyword: 'value.where.keyword',
};

function overviewRows(id: PlacementId): SpecRow[] {
  const p = placements[id];
  const rows: SpecRow[] = [{ label: 'label.where', value: text(whereKeys[id]) }];
  if (p.stage === 'beta') rows.push({ label: 'label.stage', value: text('value.beta') });
  if ('availability' in p) {
    const key: Record<typeof p.availability, MessageKey> = {
      'managed-service-only': 'value.managedServiceOnly',
      'enterprise-only': 'value.enterpriseOnly',
      'on-request': 'value.onRequest',
    };
    rows.push({ label: 'label.availability', value: text(key[p.availability]) });
  }
  // The creative's key numbers, near the top of the page (the sections below have every requirement).
  if (p.id === 'ntt') {
    rows.push({ label: 'label.backgroundImageSize', value: dimensions(p.backgroundImages.size) });
    rows.push({ label: 'label.logoCanvasSize', value: dimensions(p.logoCanvas.size) });
  }
  if (p.id === 'notification') {
    const { title, body } = p.adCopy;
    const maxChars = (count: number): SpecValue => ({
      kind: 'template',
      key: 'template.maxChars',
      numbers: { count },
      pluralBy: count,
    });
    rows.push({ label: 'label.titleLength', value: maxChars(title.maxChars) });
    rows.push({ label: 'label.bodyLength', value: maxChars(body.maxChars) });
  }
  if (p.id === 'notification') rows.push({ label: 'label.audience', value: text('value.optedInUsers') });
  if (p.id === 'ntt') {
    rows.push({
      label: 'label.frequency',
      value: { kind: 'template', key: 'template.frequency', numbers: { n: p.frequency.everyNthNewTab } },
    });
    rows.push({ label: 'label.betweenTakeovers', value: text('value.communityPhotos') });
  }
  if (p.pricingModels.length > 0) {
    rows.push({
      label: 'label.pricingModels',
      value: { kind: 'list', keys: p.pricingModels.map((m) => pricingKeys[m]) },
    });
  }
  if (p.reportingMetrics.length > 0) {
    rows.push({
      label: 'label.reportingMetrics',
      value: { kind: 'list', keys: p.reportingMetrics.map((m) => metricKeys[m]) },
    });
  }
  if (p.id === 'notification') {
    rows.push({ label: 'label.reportExport', value: text('value.onDemandExport') });
    rows.push({ label: 'label.apiFormat', value: { kind: 'code', text: p.apiFormat } });
  }
  return rows;
}

function targetingRow(entry: TargetingEntry): SpecRow {
  switch (entry.option) {
    case 'keyword':
      return { label: 'targeting.keyword', value: text('value.keywordDetails') };
    case 'country':
      return {
        label: 'targeting.country',
        value: text(entry.scope === 'one-several-or-global' ? 'value.countryGlobal' : 'value.countryIp'),
      };
    case 'state':
      return { label: 'targeting.state', value: text('value.usOnly') };
    case 'device':
      return { label: 'targeting.device', value: { kind: 'names', names: entry.devices.map((d) => deviceNames[d]) } };
    case 'time-of-day':
      return { label: 'targeting.timeOfDay', value: text('value.timeOfDayDetails') };
    case 'contextual':
      return { label: 'targeting.contextual', value: text('value.contextualDetails') };
    case 'custom-segments':
      return { label: 'targeting.customSegments', value: text('value.customSegmentsDetails') };
  }
}

function pricingRow(model: PricingModel): SpecRow {
  switch (model) {
    case 'flat':
      return { label: 'pricing.flat', value: text('value.flatDetails') };
    case 'cpm':
      return {
        label: 'pricing.cpm',
        value: { kind: 'template', key: 'template.cpmDetails', numbers: { count: pricingModelUnits.cpm.per } },
      };
    case 'cpc':
      return { label: 'pricing.cpc', value: text('value.cpcDetails') };
  }
}

const dimensions = (size: { widthPx: number; heightPx: number }): SpecValue => ({
  kind: 'template',
  key: 'template.dimensions',
  numbers: { width: size.widthPx, height: size.heightPx },
});

const imageFormatKeys = { jpeg: 'value.jpeg', 'png-transparent': 'value.pngTransparent' } as const satisfies Record<
  string,
  MessageKey
>;

function sectionTable(id: PlacementId, section: SpecSection): SpecTable | null {
  const requirement = ['column.requirement', 'column.specification'] as const;
  switch (section) {
    case 'overview':
      return { columns: ['column.item', 'column.details'], rows: overviewRows(id) };
    case 'targeting': {
      const rows = placements[id].targeting.map(targetingRow);
      return rows.length > 0 ? { columns: ['column.targeting', 'column.details'], rows } : null;
    }
    case 'pricing': {
      const p = placements[id];
      const rows = p.pricingModels.map(pricingRow);
      if (p.id === 'ntt') {
        rows.push({
          label: 'label.cancellation',
          value: {
            kind: 'template',
            key: 'template.cancellation',
            numbers: { days: p.cancellation.withinDaysOfLaunch },
            percents: { percent: p.cancellation.chargePercentOfCampaignCost / 100 },
          },
        });
      }
      return rows.length > 0 ? { columns: ['column.pricingModel', 'column.billableEvent'], rows } : null;
    }
    case 'backgroundImages': {
      const p = placements[id];
      if (p.id !== 'ntt') return null;
      const b = p.backgroundImages;
      return {
        columns: requirement,
        rows: [
          {
            label: 'label.quantity',
            value: {
              kind: 'template',
              key: 'template.imageRange',
              numbers: { min: b.quantity.min, max: b.quantity.max },
              pluralBy: b.quantity.max,
            },
          },
          { label: 'label.size', value: dimensions(b.size) },
          { label: 'label.format', value: { kind: 'list', keys: b.formats.map((f) => imageFormatKeys[f]) } },
          {
            label: 'label.focalPoint',
            value: {
              kind: 'template',
              key: 'template.focalPoint',
              numbers: { x: b.focalPoint.xPx, y: b.focalPoint.yPx },
            },
          },
          { label: 'label.variety', value: text('value.imagesLookDifferent') },
          { label: 'label.mobile', value: text('value.mobileCrop') },
        ],
      };
    }
    case 'logoCanvas': {
      const p = placements[id];
      if (p.id !== 'ntt') return null;
      const c = p.logoCanvas;
      return {
        columns: requirement,
        rows: [
          { label: 'label.size', value: dimensions(c.size) },
          { label: 'label.format', value: { kind: 'list', keys: c.formats.map((f) => imageFormatKeys[f]) } },
          { label: 'label.quantity', value: text('value.oneCanvas') },
          { label: 'label.contents', value: text('value.canvasContents') },
          { label: 'label.colour', value: text('value.whitePreferred') },
          {
            label: 'label.minTextSize',
            value: { kind: 'template', key: 'template.minTextSize', numbers: { size: c.minTextSizePt } },
          },
        ],
      };
    }
    case 'clickThroughUrl': {
      const p = placements[id];
      if (p.id !== 'ntt' && p.id !== 'notification') return null;
      const u = p.clickThroughUrl;
      const rows: SpecRow[] = [
        { label: 'label.redirects', value: text('value.sameRegistrableDomainOnly') },
        { label: 'label.urlShorteners', value: text('value.notAllowed') },
      ];
      if ('singleUrlForAllImages' in u) rows.push({ label: 'label.urlCount', value: text('value.oneUrlForAllImages') });
      if ('destination' in u) rows.push({ label: 'label.destination', value: text('value.ownDomainOrSocial') });
      return { columns: requirement, rows };
    }
    case 'adCopy': {
      const p = placements[id];
      if (p.id !== 'notification') return null;
      const { title, body } = p.adCopy;
      return {
        columns: requirement,
        rows: [
          {
            label: 'label.titleLength',
            value: {
              kind: 'template',
              key: 'template.maxChars',
              numbers: { count: title.maxChars },
              pluralBy: title.maxChars,
            },
          },
          { label: 'label.titleMustInclude', value: text('value.brandName') },
          {
            label: 'label.bodyLength',
            value: {
              kind: 'template',
              key: 'template.maxChars',
              numbers: { count: body.maxChars },
              pluralBy: body.maxChars,
            },
          },
          { label: 'label.bodyPurpose', value: text('value.bodyPurpose') },
        ],
      };
    }
    case 'searchRequirements': {
      if (placements[id].id !== 'keyword') return null;
      return {
        columns: requirement,
        rows: [
          { label: 'label.destinationDomain', value: text('value.destinationDomain') },
          { label: 'label.email', value: text('value.emailOnDestinationDomain') },
          { label: 'label.queryStringParameters', value: text('value.optionalRecommended') },
          { label: 'label.keywords', value: text('value.keywordsFromWebsite') },
        ],
      };
    }
    case 'creative': {
      if (placements[id].id !== 'dynamic-ntt') return null;
      return {
        columns: requirement,
        rows: [
          { label: 'label.creativeFormat', value: text('value.html') },
          { label: 'label.creativePlacement', value: text('value.fillsBackground') },
          { label: 'label.assets', value: text('value.ownOriginOnly') },
          { label: 'label.thirdPartyRequests', value: text('value.noThirdPartyRequests') },
          { label: 'label.sandbox', value: text('value.scriptsOnly') },
          { label: 'label.referrer', value: text('value.notSent') },
        ],
      };
    }
  }
}

/** The sections a placement has data for, in page order. */
export function sectionsOf(id: PlacementId): SpecSection[] {
  return specSections.filter((section) => sectionTable(id, section) !== null);
}

/**
 * The table of one section of one placement. Throws for a section the placement has no data for,
 * so a typo in a page fails the build instead of rendering an empty table.
 */
export function specTable(id: PlacementId, section: SpecSection): SpecTable {
  const table = sectionTable(id, section);
  if (table === null) {
    throw new Error(
      `PlacementSpecs: placement "${id}" has no "${section}" section (available: ${sectionsOf(id).join(', ')})`,
    );
  }
  return table;
}
