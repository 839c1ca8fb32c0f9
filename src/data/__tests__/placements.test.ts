import {
  buyingRoutes,
  getPlacement,
  isPlacementId,
  placementFigures,
  placementIds,
  placements,
  pricingModelUnits,
  type TargetingOption,
} from '../placements';
import { docRoutes } from '@site/config/routes';

const ids = [...placementIds];

describe('placements data module', () => {
  it('has exactly one record per placement id, keyed by its own id', () => {
    expect(Object.keys(placements).sort()).toEqual([...ids].sort());
    for (const id of ids) expect(placements[id].id).toBe(id);
  });

  it.each(ids)('%s: route is a spec doc route under its surface', (id) => {
    const p = getPlacement(id);
    expect(docRoutes).toContain(p.route);
    expect(p.route.startsWith(`/ad-placements/${p.surface}/`)).toBe(true);
  });

  it.each(ids)('%s: every figure is a positive finite number', (id) => {
    const figures = placementFigures(id);
    for (const n of figures) {
      expect(Number.isFinite(n)).toBe(true);
      expect(n).toBeGreaterThan(0);
    }
  });

  it.each(ids)('%s: lists have no duplicates', (id) => {
    const p = placements[id];
    const options = p.targeting.map((t) => t.option);
    expect(new Set(options).size).toBe(options.length);
    expect(new Set(p.pricingModels).size).toBe(p.pricingModels.length);
    expect(new Set(p.reportingMetrics).size).toBe(p.reportingMetrics.length);
  });

  it('sells flat pricing only for the new tab takeover (Billing page)', () => {
    const withFlat = ids.filter((id) => (placements[id].pricingModels as readonly string[]).includes('flat'));
    expect(withFlat).toEqual(['ntt']);
    expect(placements.ntt.pricingModels).toEqual(['flat']);
  });

  it('prices search ads by click only and notification ads by CPM or CPC', () => {
    expect(placements.keyword.pricingModels).toEqual(['cpc']);
    expect([...placements.notification.pricingModels].sort()).toEqual(['cpc', 'cpm']);
    expect(pricingModelUnits.cpm.per).toBe(1000);
    expect(pricingModelUnits.cpc.per).toBe(1);
  });

  it('keeps the figures of the new tab takeover sheet', () => {
    const { backgroundImages: bg, logoCanvas: logo, frequency, cancellation } = placements.ntt;
    expect(bg.quantity).toEqual({ min: 2, max: 3 });
    expect(bg.size).toEqual({ widthPx: 2560, heightPx: 1440 });
    expect(bg.formats).toEqual(['jpeg']);
    expect(bg.focalPoint).toEqual({ xPx: 935, yPx: 680 });
    expect(logo.size).toEqual({ widthPx: 512, heightPx: 512 });
    expect(logo.formats).toEqual(['png-transparent']);
    expect(logo.contents).toEqual(['brand-logo', 'ad-copy', 'optional-cta']);
    expect(logo.minTextSizePt).toBe(38);
    expect(frequency.everyNthNewTab).toBe(3);
    expect(cancellation).toEqual({ withinDaysOfLaunch: 7, chargePercentOfCampaignCost: 50 });
  });

  it('puts the focal point inside the background image and the logo canvas inside it too', () => {
    const { backgroundImages: bg, logoCanvas: logo } = placements.ntt;
    expect(bg.quantity.min).toBeLessThanOrEqual(bg.quantity.max);
    expect(bg.focalPoint.xPx).toBeLessThan(bg.size.widthPx);
    expect(bg.focalPoint.yPx).toBeLessThan(bg.size.heightPx);
    expect(logo.size.widthPx).toBeLessThan(bg.size.widthPx);
    expect(logo.size.heightPx).toBeLessThan(bg.size.heightPx);
    // 2560 × 1440 is a 16:9 frame.
    expect(bg.size.widthPx * 9).toBe(bg.size.heightPx * 16);
  });

  it('keeps the notification copy limits: a title shorter than the body', () => {
    const { title, body } = placements.notification.adCopy;
    expect(title.maxChars).toBe(30);
    expect(body.maxChars).toBe(60);
    expect(title.maxChars).toBeLessThan(body.maxChars);
    expect(Number.isInteger(title.maxChars) && Number.isInteger(body.maxChars)).toBe(true);
  });

  it('allows redirects only within the registrable domain and forbids URL shorteners on every click-through URL', () => {
    for (const u of [placements.ntt.clickThroughUrl, placements.notification.clickThroughUrl]) {
      expect(u.redirects).toBe('same-registrable-domain-only');
      expect(u.urlShortenersAllowed).toBe(false);
    }
  });

  it('matches the targeting table of the Ad targeting page', () => {
    const options = (id: (typeof ids)[number]): TargetingOption[] => placements[id].targeting.map((t) => t.option);
    expect(options('ntt')).toEqual(['country']);
    expect(options('keyword')).toEqual(['keyword', 'country', 'state']);
    expect(options('notification')).toEqual([
      'device',
      'country',
      'state',
      'time-of-day',
      'contextual',
      'custom-segments',
    ]);
    // State targeting exists only for the United States; keywords only on Brave Search.
    for (const id of ids) {
      for (const t of placements[id].targeting) {
        if (t.option === 'state') expect(t.countries).toEqual(['US']);
        if (t.option === 'keyword') expect(placements[id].surface).toBe('brave-search');
        if (t.option === 'custom-segments') expect(t.managedServiceOnly).toBe(true);
      }
    }
  });

  it('reports CTR only where impressions and clicks are reported', () => {
    for (const id of ids) {
      const metrics: readonly string[] = placements[id].reportingMetrics;
      if (metrics.includes('ctr')) {
        expect(metrics).toContain('impressions');
        expect(metrics).toContain('clicks');
      }
    }
    expect(placements.ntt.reportingMetrics).toEqual(['impressions', 'clicks', 'ctr']);
    expect(placements.keyword.reportingMetrics).toEqual(['impressions', 'clicks', 'ctr']);
    expect(placements.notification.reportingMetrics).toHaveLength(9);
  });

  it('publishes nothing for the dynamic new tab takeover beyond how its creative is built', () => {
    const d = placements['dynamic-ntt'];
    expect(d.stage).toBe('beta');
    expect(d.availability).toBe('on-request');
    expect(d.pricingModels).toEqual([]);
    expect(d.targeting).toEqual([]);
    expect(d.reportingMetrics).toEqual([]);
    expect(placementFigures('dynamic-ntt')).toEqual([]);
    expect(d.creative.thirdPartyRequests).toBe(false);
  });

  it('states availability where the sheets do, and only there', () => {
    expect(placements.ntt.availability).toBe('managed-service-only');
    expect(placements.keyword.availability).toBe('enterprise-only');
    expect('availability' in placements.notification).toBe(false);
  });

  it('collects figures in document order', () => {
    expect(placementFigures('notification')).toEqual([30, 60]);
    expect(placementFigures('keyword')).toEqual([]);
    expect(placementFigures('ntt')).toEqual([3, 2, 3, 2560, 1440, 935, 680, 512, 512, 38, 7, 50]);
  });

  it('keeps the minimum spends of the two buying routes', () => {
    expect(buyingRoutes['managed-service']).toMatchObject({ minimumSpendUsd: 10000, period: 'month' });
    expect(buyingRoutes['self-service']).toMatchObject({ minimumSpendUsd: 500, period: null });
    expect(buyingRoutes['managed-service'].minimumSpendUsd).toBeGreaterThan(
      buyingRoutes['self-service'].minimumSpendUsd,
    );
  });

  it('recognises placement ids', () => {
    expect(ids.every(isPlacementId)).toBe(true);
    expect(isPlacementId('banner')).toBe(false);
  });
});
