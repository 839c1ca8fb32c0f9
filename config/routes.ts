import { categoryIndexRoutes } from './sidebar-order';

/** Every route of the spec, without locale prefix. Browser tests visit each one in every locale. */
export const docRoutes = [
  '/',
  '/account-management/billing',
  '/account-management/contact',
  '/account-management/managing-users',
  '/ad-placements/brave-browser/dynamic-ntt',
  '/ad-placements/brave-browser/notification',
  '/ad-placements/brave-browser/ntt',
  '/ad-placements/brave-search/keyword',
  '/advertiser-policies/browser-policies',
  '/advertiser-policies/search-policies',
  '/campaign-performance/API',
  '/campaign-performance/reporting',
  '/campaign-performance/status',
  '/campaign-performance/targeting',
  '/campaign-performance/troubleshooting',
  '/creative-tools/new-tab-takeover-check',
  '/creative-tools/notification-ad-preview',
  '/demos/dynamic-ntt/carousel-autofade',
  '/demos/dynamic-ntt/digital-rain',
  '/demos/dynamic-ntt/pan-and-zoom',
  '/demos/dynamic-ntt/pan-and-zoom-2',
  '/demos/dynamic-ntt/slider',
  '/getting-started/create-a-campaign',
  '/getting-started/create-account',
  '/getting-started/create-an-ad',
  '/getting-started/create-an-ad-set',
  '/getting-started/launch-your-campaign',
] as const;

export const standaloneRoutes = ['/dynamic-ntt', '/markdown-page', '/search'] as const;

export const specRoutes = [...docRoutes, ...categoryIndexRoutes, ...standaloneRoutes] as const;

/** Redirects of the spec (served as HTTP 301 by the preview server, client-side on static hosts). */
export const redirects = [{ from: '/policies', to: '/category/advertiser-policies' }] as const;
