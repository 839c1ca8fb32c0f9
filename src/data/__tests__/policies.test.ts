import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseIsoDate, policyPageOf, policyPages } from '../policies';

describe('policyPages', () => {
  it.each(Object.keys(policyPages))('%s names an English doc', (id) => {
    const base = path.join(__dirname, '../../../docs', id);
    expect(existsSync(`${base}.md`) || existsSync(`${base}.mdx`)).toBe(true);
  });

  it.each(Object.entries(policyPages))('%s has a real effective date or none', (_id, page) => {
    if (page.effectiveDate !== null) expect(parseIsoDate(page.effectiveDate)).not.toBeNull();
  });

  it('gives the search terms the date the fact sheet states, and other pages nothing', () => {
    expect(policyPageOf('advertiser-policies/search-policies')?.effectiveDate).toBe('2024-03-11');
    expect(policyPageOf('advertiser-policies/browser-policies')?.effectiveDate).toBeNull();
    expect(policyPageOf('intro')).toBeNull();
    expect(policyPageOf('toString')).toBeNull();
  });
});

describe('parseIsoDate', () => {
  it.each([
    ['2024-03-11', Date.UTC(2024, 2, 11)],
    ['2024-02-29', Date.UTC(2024, 1, 29)],
  ])('%s is midnight UTC', (iso, time) => {
    expect(parseIsoDate(iso)?.getTime()).toBe(time);
  });

  it.each(['2023-02-29', '2024-13-01', '11 March 2024', ''])('rejects %p', (iso) => {
    expect(parseIsoDate(iso)).toBeNull();
  });
});
