/**
 * Every brand value of the site chrome lives here, so a fork can rebrand in one place.
 * External links must be https (a unit test checks every URL below).
 */
export const brand = {
  /** Product name as used in routes (`/ad-placements/brave-browser/ntt`). */
  product: 'Brave',
  productSlug: 'brave',
  /** The ad brand: used in page titles ("… | Brave Ads"). */
  adBrand: 'Brave Ads',
  company: 'Brave Software, Inc.',
  copyrightYear: 2025,
  siteUrl: 'https://ads-help.brave.com',
  organizationName: 'brave',
  projectName: 'brave-ads-docs',
  editUrl: 'https://github.com/brave/brave-ads-docs/edit/main/',
  /**
   * Where "Tell us what was missing" (the end-of-page question, after No) writes: an email address, opened in the
   * reader's mail app with the page filled in; null for a new issue in the docs repository
   * (`organizationName`/`projectName`) instead.
   */
  feedbackEmail: null as string | null,
  links: {
    signUp: 'https://ads.brave.com/register',
    about: 'https://brave.com/brave-ads',
    audience: 'https://brave.com/brave-ads/audience',
    browserDownload: 'https://brave.com/download',
    search: 'https://search.brave.com',
    twitter: 'https://twitter.com/brave',
    linkedin: 'https://www.linkedin.com/company/brave-software',
    caseStudies: 'https://brave.com/brave-ads/casestudies',
    learn: 'https://brave.com/brave-ads/learn',
    termsOfService: 'https://basicattentiontoken.org/advertiser-terms-of-service/',
    privacyPolicy: 'https://brave.com/privacy/advertiser/',
    adsManager: 'https://ads.brave.com',
    mockupTool: 'https://mockup.ads.brave.com',
  },
  /** Origins allowed to frame dynamic new tab takeover creatives hosted elsewhere (CSP frame-src). */
  adFrameSources: ['https://*.ads.s.brave.io'],
  /** Hosted search service domains (CSP connect-src, only when hosted search is configured). */
  searchServiceSources: ['https://*.algolia.net', 'https://*.algolianet.com', 'https://*.algolia.io'],
} as const;

export type Brand = typeof brand;
