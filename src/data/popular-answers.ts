/**
 * The answers advertisers most often come for, each at the section that holds it: offered where a reader would
 * otherwise stop (a search with no results). Routes are locale-free; the labels are UI strings
 * (`search.page.popular.<id>`).
 */
export type PopularAnswer = { readonly id: string; readonly to: string };

export const popularAnswers: readonly PopularAnswer[] = [
  { id: 'nttSpecs', to: '/ad-placements/brave-browser/ntt#at-a-glance' },
  { id: 'waysToPay', to: '/account-management/billing#ways-to-pay' },
  { id: 'campaignStates', to: '/campaign-performance/status#campaign-states' },
  { id: 'apiKey', to: '/campaign-performance/API#authentication' },
  { id: 'createCampaign', to: '/getting-started/create-a-campaign' },
];

/** The contact page: people, addresses and what each one handles. */
export const contactRoute = '/account-management/contact';
