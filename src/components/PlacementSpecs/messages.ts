/**
 * Translated labels of the placement spec tables. Every id is a static literal so that
 * `docusaurus write-translations` extracts it; ids are `placements.specs.<key>` with the keys of
 * `messageKeys` (specRows.ts). Translations: `i18n/<locale>/code.json`.
 */
import { translate } from '@docusaurus/Translate';
import type { MessageKey } from './specRows';

/** Returns every spec table message for the current locale (templates keep their placeholders). */
export function getSpecMessages(): Record<MessageKey, string> {
  return {
    'column.item': translate({
      id: 'placements.specs.column.item',
      message: 'Item',
      description: 'Column header of a placement spec table',
    }),
    'column.details': translate({
      id: 'placements.specs.column.details',
      message: 'Details',
      description: 'Column header of a placement spec table',
    }),
    'column.requirement': translate({
      id: 'placements.specs.column.requirement',
      message: 'Requirement',
      description: 'Column header of a placement spec table',
    }),
    'column.specification': translate({
      id: 'placements.specs.column.specification',
      message: 'Specification',
      description: 'Column header of a placement spec table',
    }),
    'column.targeting': translate({
      id: 'placements.specs.column.targeting',
      message: 'Targeting option',
      description: 'Column header of a placement spec table',
    }),
    'column.pricingModel': translate({
      id: 'placements.specs.column.pricingModel',
      message: 'Pricing model',
      description: 'Column header of a placement spec table',
    }),
    'column.billableEvent': translate({
      id: 'placements.specs.column.billableEvent',
      message: 'What you pay for',
      description: 'Column header of a placement spec table',
    }),
    'label.where': translate({
      id: 'placements.specs.label.where',
      message: 'Where it appears',
      description: 'Row label of a placement spec table',
    }),
    'label.stage': translate({
      id: 'placements.specs.label.stage',
      message: 'Stage',
      description: 'Row label of a placement spec table',
    }),
    'label.availability': translate({
      id: 'placements.specs.label.availability',
      message: 'Availability',
      description: 'Row label of a placement spec table',
    }),
    'label.audience': translate({
      id: 'placements.specs.label.audience',
      message: 'Audience',
      description: 'Row label of a placement spec table',
    }),
    'label.frequency': translate({
      id: 'placements.specs.label.frequency',
      message: 'Frequency',
      description: 'Row label of a placement spec table',
    }),
    'label.betweenTakeovers': translate({
      id: 'placements.specs.label.betweenTakeovers',
      message: 'On other new tabs',
      description: 'Row label of a placement spec table',
    }),
    'label.pricingModels': translate({
      id: 'placements.specs.label.pricingModels',
      message: 'Pricing models',
      description: 'Row label of a placement spec table',
    }),
    'label.reportingMetrics': translate({
      id: 'placements.specs.label.reportingMetrics',
      message: 'Metrics in Ads Manager',
      description: 'Row label of a placement spec table',
    }),
    'label.apiFormat': translate({
      id: 'placements.specs.label.apiFormat',
      message: 'Format name in the API',
      description: 'Row label of a placement spec table',
    }),
    'label.reportExport': translate({
      id: 'placements.specs.label.reportExport',
      message: 'Report export',
      description: 'Row label of a placement spec table',
    }),
    'label.quantity': translate({
      id: 'placements.specs.label.quantity',
      message: 'Quantity',
      description: 'Row label of a placement spec table',
    }),
    'label.backgroundImageSize': translate({
      id: 'placements.specs.label.backgroundImageSize',
      message: 'Background image size',
      description: 'Row label of the overview table of the new tab takeover page: pixel size of each background image',
    }),
    'label.logoCanvasSize': translate({
      id: 'placements.specs.label.logoCanvasSize',
      message: 'Logo canvas size',
      description: 'Row label of the overview table of the new tab takeover page: pixel size of the logo canvas',
    }),
    'label.size': translate({
      id: 'placements.specs.label.size',
      message: 'Size',
      description: 'Row label of a placement spec table',
    }),
    'label.format': translate({
      id: 'placements.specs.label.format',
      message: 'Accepted format',
      description: 'Row label of a placement spec table',
    }),
    'label.focalPoint': translate({
      id: 'placements.specs.label.focalPoint',
      message: 'Focal point',
      description: 'Row label of a placement spec table',
    }),
    'label.variety': translate({
      id: 'placements.specs.label.variety',
      message: 'Variety',
      description: 'Row label of a placement spec table',
    }),
    'label.mobile': translate({
      id: 'placements.specs.label.mobile',
      message: 'On mobile',
      description: 'Row label of a placement spec table',
    }),
    'label.contents': translate({
      id: 'placements.specs.label.contents',
      message: 'Contents',
      description: 'Row label of a placement spec table',
    }),
    'label.colour': translate({
      id: 'placements.specs.label.colour',
      message: 'Color',
      description: 'Row label of a placement spec table',
    }),
    'label.minTextSize': translate({
      id: 'placements.specs.label.minTextSize',
      message: 'Text size',
      description: 'Row label of a placement spec table',
    }),
    'label.redirects': translate({
      id: 'placements.specs.label.redirects',
      message: 'Redirects',
      description: 'Row label of a placement spec table',
    }),
    'label.urlShorteners': translate({
      id: 'placements.specs.label.urlShorteners',
      message: 'URL shorteners',
      description: 'Row label of a placement spec table',
    }),
    'label.urlCount': translate({
      id: 'placements.specs.label.urlCount',
      message: 'Number of URLs',
      description: 'Row label of a placement spec table',
    }),
    'label.destination': translate({
      id: 'placements.specs.label.destination',
      message: 'Destination',
      description: 'Row label of a placement spec table',
    }),
    'label.titleLength': translate({
      id: 'placements.specs.label.titleLength',
      message: 'Title length',
      description: 'Row label of a placement spec table',
    }),
    'label.titleMustInclude': translate({
      id: 'placements.specs.label.titleMustInclude',
      message: 'Title must include',
      description: 'Row label of a placement spec table',
    }),
    'label.bodyLength': translate({
      id: 'placements.specs.label.bodyLength',
      message: 'Body length',
      description: 'Row label of a placement spec table',
    }),
    'label.bodyPurpose': translate({
      id: 'placements.specs.label.bodyPurpose',
      message: 'Body content',
      description: 'Row label of a placement spec table',
    }),
    'label.destinationDomain': translate({
      id: 'placements.specs.label.destinationDomain',
      message: 'Destination domain',
      description: 'Row label of a placement spec table',
    }),
    'label.email': translate({
      id: 'placements.specs.label.email',
      message: 'Advertiser email address',
      description: 'Row label of a placement spec table',
    }),
    'label.queryStringParameters': translate({
      id: 'placements.specs.label.queryStringParameters',
      message: 'Query string parameters',
      description: 'Row label of a placement spec table',
    }),
    'label.keywords': translate({
      id: 'placements.specs.label.keywords',
      message: 'Keywords',
      description: 'Row label of a placement spec table',
    }),
    'label.creativeFormat': translate({
      id: 'placements.specs.label.creativeFormat',
      message: 'Creative',
      description: 'Row label of a placement spec table',
    }),
    'label.creativePlacement': translate({
      id: 'placements.specs.label.creativePlacement',
      message: 'Placement',
      description: 'Row label of a placement spec table',
    }),
    'label.assets': translate({
      id: 'placements.specs.label.assets',
      message: 'Assets',
      description: 'Row label of a placement spec table',
    }),
    'label.thirdPartyRequests': translate({
      id: 'placements.specs.label.thirdPartyRequests',
      message: 'Requests to other hosts',
      description: 'Row label of a placement spec table',
    }),
    'label.sandbox': translate({
      id: 'placements.specs.label.sandbox',
      message: 'Frame permissions',
      description: 'Row label of a placement spec table',
    }),
    'label.referrer': translate({
      id: 'placements.specs.label.referrer',
      message: 'Referrer',
      description: 'Row label of a placement spec table',
    }),
    'label.cancellation': translate({
      id: 'placements.specs.label.cancellation',
      message: 'Cancellation',
      description: 'Row label of a placement spec table',
    }),
    'targeting.keyword': translate({
      id: 'placements.specs.targeting.keyword',
      message: 'Keyword',
      description: 'Targeting option name in a placement spec table',
    }),
    'targeting.country': translate({
      id: 'placements.specs.targeting.country',
      message: 'Country',
      description: 'Targeting option name in a placement spec table',
    }),
    'targeting.state': translate({
      id: 'placements.specs.targeting.state',
      message: 'State',
      description: 'Targeting option name in a placement spec table',
    }),
    'targeting.device': translate({
      id: 'placements.specs.targeting.device',
      message: 'Device',
      description: 'Targeting option name in a placement spec table',
    }),
    'targeting.timeOfDay': translate({
      id: 'placements.specs.targeting.timeOfDay',
      message: 'Time of day',
      description: 'Targeting option name in a placement spec table',
    }),
    'targeting.contextual': translate({
      id: 'placements.specs.targeting.contextual',
      message: 'Contextual',
      description: 'Targeting option name in a placement spec table',
    }),
    'targeting.customSegments': translate({
      id: 'placements.specs.targeting.customSegments',
      message: 'Custom segments',
      description: 'Targeting option name in a placement spec table',
    }),
    'pricing.flat': translate({
      id: 'placements.specs.pricing.flat',
      message: 'Flat',
      description: 'Pricing model name (Flat, CPM, CPC)',
    }),
    'pricing.cpm': translate({
      id: 'placements.specs.pricing.cpm',
      message: 'CPM',
      description: 'Pricing model name (Flat, CPM, CPC)',
    }),
    'pricing.cpc': translate({
      id: 'placements.specs.pricing.cpc',
      message: 'CPC',
      description: 'Pricing model name (Flat, CPM, CPC)',
    }),
    'metric.impressions': translate({
      id: 'placements.specs.metric.impressions',
      message: 'Impressions',
      description: 'Reporting metric name shown in Brave Ads Manager',
    }),
    'metric.clicks': translate({
      id: 'placements.specs.metric.clicks',
      message: 'Clicks',
      description: 'Reporting metric name shown in Brave Ads Manager',
    }),
    'metric.ctr': translate({
      id: 'placements.specs.metric.ctr',
      message: 'CTR',
      description: 'Reporting metric name shown in Brave Ads Manager',
    }),
    'metric.dismissed': translate({
      id: 'placements.specs.metric.dismissed',
      message: 'Dismissed',
      description: 'Reporting metric name shown in Brave Ads Manager',
    }),
    'metric.siteVisits': translate({
      id: 'placements.specs.metric.siteVisits',
      message: 'Site visits',
      description: 'Reporting metric name shown in Brave Ads Manager',
    }),
    'metric.votes': translate({
      id: 'placements.specs.metric.votes',
      message: 'Upvotes and downvotes',
      description: 'Reporting metric name shown in Brave Ads Manager',
    }),
    'metric.conversions': translate({
      id: 'placements.specs.metric.conversions',
      message: 'Conversions',
      description: 'Reporting metric name shown in Brave Ads Manager',
    }),
    'metric.clickThroughConversions': translate({
      id: 'placements.specs.metric.clickThroughConversions',
      message: 'Click-through conversions',
      description: 'Reporting metric name shown in Brave Ads Manager',
    }),
    'metric.viewThroughConversions': translate({
      id: 'placements.specs.metric.viewThroughConversions',
      message: 'View-through conversions',
      description: 'Reporting metric name shown in Brave Ads Manager',
    }),
    'value.where.ntt': translate({
      id: 'placements.specs.value.where.ntt',
      message: "The Brave browser's new tab page, nearly full screen",
      description: 'Value cell of a placement spec table',
    }),
    'value.where.dynamicNtt': translate({
      id: 'placements.specs.value.where.dynamicNtt',
      message: "The whole background of the Brave browser's new tab page",
      description: 'Value cell of a placement spec table',
    }),
    'value.where.notification': translate({
      id: 'placements.specs.value.where.notification',
      message: 'The Brave browser, on top of the page content (not inside web pages or videos)',
      description: 'Value cell of a placement spec table',
    }),
    'value.where.keyword': translate({
      id: 'placements.specs.value.where.keyword',
      message: 'Brave Search results pages',
      description: 'Value cell of a placement spec table',
    }),
    'value.beta': translate({
      id: 'placements.specs.value.beta',
      message: 'Beta',
      description: 'Value cell of a placement spec table',
    }),
    'value.managedServiceOnly': translate({
      id: 'placements.specs.value.managedServiceOnly',
      message: 'Managed service only',
      description: 'Value cell of a placement spec table',
    }),
    'value.enterpriseOnly': translate({
      id: 'placements.specs.value.enterpriseOnly',
      message: 'Enterprise customers only, subject to minimum criteria',
      description: 'Value cell of a placement spec table',
    }),
    'value.onRequest': translate({
      id: 'placements.specs.value.onRequest',
      message: 'On request: contact the Brave Ads team',
      description: 'Value cell of a placement spec table',
    }),
    'value.optedInUsers': translate({
      id: 'placements.specs.value.optedInUsers',
      message: 'Only users who have opted in',
      description: 'Value cell of a placement spec table',
    }),
    'value.onDemandExport': translate({
      id: 'placements.specs.value.onDemandExport',
      message: 'On demand',
      description: 'Value cell of a placement spec table',
    }),
    'value.communityPhotos': translate({
      id: 'placements.specs.value.communityPhotos',
      message: 'Rotating landscape photos from the Brave community',
      description: 'Value cell of a placement spec table',
    }),
    'value.jpeg': translate({
      id: 'placements.specs.value.jpeg',
      message: 'JPEG',
      description: 'Value cell of a placement spec table',
    }),
    'value.pngTransparent': translate({
      id: 'placements.specs.value.pngTransparent',
      message: 'PNG with transparency',
      description: 'Value cell of a placement spec table',
    }),
    'value.imagesLookDifferent': translate({
      id: 'placements.specs.value.imagesLookDifferent',
      message: 'Each image clearly different from the others, so new tabs do not look repetitive',
      description: 'Value cell of a placement spec table',
    }),
    'value.mobileCrop': translate({
      id: 'placements.specs.value.mobileCrop',
      message: 'Cropped around the focal point',
      description: 'Value cell of a placement spec table',
    }),
    'value.oneCanvas': translate({
      id: 'placements.specs.value.oneCanvas',
      message: 'One canvas, shown with every background image',
      description: 'Value cell of a placement spec table',
    }),
    'value.canvasContents': translate({
      id: 'placements.specs.value.canvasContents',
      message: 'Your brand logo, ad copy and an optional call to action (CTA)',
      description: 'Value cell of a placement spec table',
    }),
    'value.whitePreferred': translate({
      id: 'placements.specs.value.whitePreferred',
      message: 'White text and logos preferred; colored versions are subject to approval',
      description: 'Value cell of a placement spec table',
    }),
    'value.notAllowed': translate({
      id: 'placements.specs.value.notAllowed',
      message: 'Not allowed',
      description: 'Value cell of a placement spec table',
    }),
    'value.sameRegistrableDomainOnly': translate({
      id: 'placements.specs.value.sameRegistrableDomainOnly',
      message: 'Only within the same registrable domain (eTLD+1)',
      description: 'Value cell of a placement spec table: the redirect rule of the browser ad policies',
    }),
    'value.oneUrlForAllImages': translate({
      id: 'placements.specs.value.oneUrlForAllImages',
      message: 'One URL for all background images',
      description: 'Value cell of a placement spec table',
    }),
    'value.ownDomainOrSocial': translate({
      id: 'placements.specs.value.ownDomainOrSocial',
      message: 'Your own domain or your social media pages',
      description: 'Value cell of a placement spec table',
    }),
    'value.brandName': translate({
      id: 'placements.specs.value.brandName',
      message: 'Your brand name',
      description: 'Value cell of a placement spec table',
    }),
    'value.bodyPurpose': translate({
      id: 'placements.specs.value.bodyPurpose',
      message: 'Your key message, value proposition or call to action',
      description: 'Value cell of a placement spec table',
    }),
    'value.destinationDomain': translate({
      id: 'placements.specs.value.destinationDomain',
      message: 'Required: the domain your ads send traffic to',
      description: 'Value cell of a placement spec table',
    }),
    'value.emailOnDestinationDomain': translate({
      id: 'placements.specs.value.emailOnDestinationDomain',
      message: 'Must be on the destination domain',
      description: 'Value cell of a placement spec table',
    }),
    'value.optionalRecommended': translate({
      id: 'placements.specs.value.optionalRecommended',
      message: 'Optional, recommended',
      description: 'Value cell of a placement spec table',
    }),
    'value.keywordsFromWebsite': translate({
      id: 'placements.specs.value.keywordsFromWebsite',
      message: 'Generated from your website; branded keywords can be configured (ask through the contact page)',
      description: 'Value cell of a placement spec table',
    }),
    'value.html': translate({
      id: 'placements.specs.value.html',
      message: 'A self-contained HTML page',
      description: 'Value cell of a placement spec table',
    }),
    'value.fillsBackground': translate({
      id: 'placements.specs.value.fillsBackground',
      message: "Fills the whole new tab background, behind the browser's own widgets",
      description: 'Value cell of a placement spec table',
    }),
    'value.ownOriginOnly': translate({
      id: 'placements.specs.value.ownOriginOnly',
      message: "Scripts, styles, images, media and fonts from the creative's own origin only",
      description: 'Value cell of a placement spec table',
    }),
    'value.noThirdPartyRequests': translate({
      id: 'placements.specs.value.noThirdPartyRequests',
      message: 'None: the creative must work on its own',
      description: 'Value cell of a placement spec table',
    }),
    'value.scriptsOnly': translate({
      id: 'placements.specs.value.scriptsOnly',
      message: 'Scripts only: no forms, pop-ups or top-level navigation',
      description: 'Value cell of a placement spec table',
    }),
    'value.notSent': translate({
      id: 'placements.specs.value.notSent',
      message: 'Not sent',
      description: 'Value cell of a placement spec table',
    }),
    'value.keywordDetails': translate({
      id: 'placements.specs.value.keywordDetails',
      message: 'Terms people type into Brave Search',
      description: 'Value cell of a placement spec table',
    }),
    'value.countryGlobal': translate({
      id: 'placements.specs.value.countryGlobal',
      message: 'One country, several countries or a global takeover',
      description: 'Value cell of a placement spec table',
    }),
    'value.countryIp': translate({
      id: 'placements.specs.value.countryIp',
      message: 'Location inferred from the IP address',
      description: 'Value cell of a placement spec table',
    }),
    'value.usOnly': translate({
      id: 'placements.specs.value.usOnly',
      message: 'United States only',
      description: 'Value cell of a placement spec table',
    }),
    'value.timeOfDayDetails': translate({
      id: 'placements.specs.value.timeOfDayDetails',
      message: "The user's local time, inferred from the IP address",
      description: 'Value cell of a placement spec table',
    }),
    'value.contextualDetails': translate({
      id: 'placements.specs.value.contextualDetails',
      message: 'IAB standard categories, from page content and visited domains',
      description: 'Value cell of a placement spec table',
    }),
    'value.customSegmentsDetails': translate({
      id: 'placements.specs.value.customSegmentsDetails',
      message: 'Keywords and domains you choose; managed service only; minimum spend applies',
      description: 'Value cell of a placement spec table',
    }),
    'value.flatDetails': translate({
      id: 'placements.specs.value.flatDetails',
      message: 'A fixed fee, independent of delivery and performance',
      description: 'Value cell of a placement spec table',
    }),
    'value.cpcDetails': translate({
      id: 'placements.specs.value.cpcDetails',
      message: 'A fixed price per click delivered',
      description: 'Value cell of a placement spec table',
    }),
    'template.dimensions': translate({
      id: 'placements.specs.template.dimensions',
      message: '{width} × {height} px',
      description:
        'Value template of a placement spec table; keep the {placeholders}; "|" separates singular and plural',
    }),
    'template.imageRange': translate({
      id: 'placements.specs.template.imageRange',
      message: '{min} to {max} image|{min} to {max} images',
      description:
        'Value template of a placement spec table; keep the {placeholders}; "|" separates singular and plural',
    }),
    'template.maxChars': translate({
      id: 'placements.specs.template.maxChars',
      message: 'Up to {count} character|Up to {count} characters',
      description:
        'Value template of a placement spec table; keep the {placeholders}; "|" separates singular and plural',
    }),
    'template.focalPoint': translate({
      id: 'placements.specs.template.focalPoint',
      message: 'Near x {x} px, y {y} px, clear of the new tab page widgets',
      description:
        'Value template of a placement spec table; keep the {placeholders}; "|" separates singular and plural',
    }),
    'template.minTextSize': translate({
      id: 'placements.specs.template.minTextSize',
      message: '{size} pt or larger (suggested, for small screens)',
      description:
        'Value template of a placement spec table; keep the {placeholders}; "|" separates singular and plural',
    }),
    'template.frequency': translate({
      id: 'placements.specs.template.frequency',
      message: 'The first new tab after the browser starts, then one in every {n} new tabs',
      description:
        'Value template of a placement spec table; keep the {placeholders}; "|" separates singular and plural',
    }),
    'template.cpmDetails': translate({
      id: 'placements.specs.template.cpmDetails',
      message: 'A fixed price per {count} impressions delivered',
      description:
        'Value template of a placement spec table; keep the {placeholders}; "|" separates singular and plural',
    }),
    'template.cancellation': translate({
      id: 'placements.specs.template.cancellation',
      message: 'Canceling within {days} days of launch costs {percent} of the campaign cost',
      description:
        'Value template of a placement spec table; keep the {placeholders}; "|" separates singular and plural',
    }),
  };
}
