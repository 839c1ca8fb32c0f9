/**
 * Every brand value of the site chrome lives here, so a fork can rebrand in one place.
 * External links must be https (a unit test checks every URL below).
 */
/** A GitHub repository and the branch the site is built from. */
export interface SourceRepository {
  /** `https://github.com/<owner>/<name>`, no trailing slash. */
  readonly url: string;
  readonly branch: string;
}

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
  /**
   * This help centre's own source repository, where "Edit this page", "Suggest a better translation" and the
   * feedback box's suggestion lead, e.g. `{ url: 'https://github.com/<owner>/<name>', branch: 'main' }`.
   * None is published yet (no package.json, README or git remote names one), so the site shows none of those
   * links. Never the upstream brave/brave-ads-docs: its files no longer match these pages.
   */
  repository: null as SourceRepository | null,
  /**
   * Where "Tell us what was missing" (the end-of-page question, after No) writes: an email address, opened in the
   * reader's mail app with the page filled in; null for a GitHub issue in `repository` (or no such link).
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
