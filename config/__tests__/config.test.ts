import fs from 'node:fs';
import path from 'node:path';
import { brand } from '../brand';
import { navbar } from '../navbar';
import { footer } from '../footer';
import { localeCodes, localeConfigs, defaultLocale } from '../locales';
import { topLevelOrder, categoryOrder } from '../sidebar-order';

const root = path.resolve(__dirname, '../..');
const translatedLocales = localeCodes.filter((l) => l !== defaultLocale);

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as T;
}

type Messages = Record<string, { message: string; description?: string }>;

describe('brand and links', () => {
  const navbarLinks = navbar.items.flatMap((item) => ('href' in item && item.href ? [item.href] : []));
  const footerLinks = footer.links.flatMap((group) => group.items.flatMap((item) => (item.href ? [item.href] : [])));

  it.each([...navbarLinks, ...footerLinks, ...Object.values(brand.links)])('%s is an https URL', (href) => {
    expect(new URL(href).protocol).toBe('https:');
  });

  it("the navbar has Sign up, About, Audience and What's new, the language dropdown and a search slot", () => {
    expect(navbar.items.map((i) => ('label' in i ? i.label : i.type))).toEqual([
      'Sign up',
      'About',
      'Audience',
      "What's new",
      'localeDropdown',
      'search',
    ]);
  });

  it('the footer has the three link groups of the spec after the help group, and the 2025 copyright', () => {
    expect(footer.links.map((g) => g.title)).toEqual(['Help', 'Try Brave', 'Follow Brave', 'Resources']);
    // The ways out: the contact page (in the reader's language) and Ads Manager.
    expect(footer.links[0].items).toEqual([
      { label: 'Contact us', to: '/account-management/contact' },
      { label: 'Go to Ads Manager', href: brand.links.adsManager },
    ]);
    expect(footer.copyright).toContain('2025');
  });

  it('the site version is 0.1.0', () => {
    expect(readJson<{ version: string }>('package.json').version).toBe('0.1.0');
  });
});

describe('locales', () => {
  it('has the five editions with their labels, default en', () => {
    expect(defaultLocale).toBe('en');
    expect(Object.fromEntries(localeCodes.map((l) => [l, localeConfigs[l].label]))).toEqual({
      de: 'Deutsch',
      en: 'English',
      es: 'Español',
      fr: 'Français',
      pt: 'Português',
    });
    for (const l of localeCodes) {
      expect(localeConfigs[l].direction).toBe('ltr');
      expect(localeConfigs[l].htmlLang.startsWith(l)).toBe(true);
      expect(localeConfigs[l].calendar).toBe('gregory');
    }
  });

  describe.each(translatedLocales)('%s translates every navbar, footer and sidebar label', (locale) => {
    const base = `i18n/${locale}`;
    it('navbar.json translates the title, the logo alt and every item', () => {
      const msgs = readJson<Messages>(`${base}/docusaurus-theme-classic/navbar.json`);
      expect(msgs.title.message).not.toBe('');
      // Words a locale spells as English does (French "Audience").
      const sameInLocale: Record<string, readonly string[]> = { fr: ['Audience'] };
      for (const item of navbar.items) {
        if (!('label' in item)) continue;
        const entry = msgs[`item.label.${item.label}`];
        expect(entry).toBeDefined();
        if (!sameInLocale[locale]?.includes(String(item.label))) expect(entry.message).not.toBe(item.label);
        expect(entry.message).not.toBe('');
      }
    });

    it('footer.json translates every group title and link label, and the copyright', () => {
      const msgs = readJson<Messages>(`${base}/docusaurus-theme-classic/footer.json`);
      const sameEverywhere = new Set(['Twitter', 'LinkedIn', 'Browser']);
      for (const group of footer.links) {
        expect(msgs[`link.title.${group.title}`]?.message).toBeTruthy();
        expect(msgs[`link.title.${group.title}`].message).not.toBe(group.title);
        for (const item of group.items) {
          const entry = msgs[`link.item.label.${item.label}`];
          expect(entry?.message).toBeTruthy();
          if (!sameEverywhere.has(item.label)) expect(entry.message).not.toBe(item.label);
        }
      }
      expect(msgs.copyright.message).toContain('2025');
    });

    it('current.json translates the version label and every sidebar category', () => {
      const msgs = readJson<Messages>(`${base}/docusaurus-plugin-content-docs/current.json`);
      expect(msgs['version.label'].message).not.toBe('Next');
      const categories = Object.keys(msgs).filter((k) => k.startsWith('sidebar.tutorialSidebar.category.'));
      expect(categories.length).toBeGreaterThanOrEqual(9);
      for (const key of categories) expect(msgs[key].message.trim()).not.toBe('');
    });
  });

  it('the Spanish version label is "Siguiente"', () => {
    const msgs = readJson<Messages>('i18n/es/docusaurus-plugin-content-docs/current.json');
    expect(msgs['version.label'].message).toBe('Siguiente');
  });
});

describe('sidebar order follows the spec', () => {
  type Category = { position: number };
  const position = (dir: string, entry: string): number => {
    const full = path.join(root, 'docs', dir, entry);
    if (fs.existsSync(path.join(full, '_category_.json'))) {
      return readJson<Category>(path.join('docs', dir, entry, '_category_.json')).position;
    }
    const file = ['.md', '.mdx'].map((ext) => full + ext).find((f) => fs.existsSync(f));
    if (!file) throw new Error(`docs/${dir}/${entry} is missing`);
    const match = /^sidebar_position:\s*(\d+)/m.exec(fs.readFileSync(file, 'utf8'));
    if (!match) throw new Error(`${file} has no sidebar_position`);
    return Number(match[1]);
  };

  it('top-level entries', () => {
    const positions = topLevelOrder.map((entry) => position('', entry));
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(new Set(positions).size).toBe(positions.length);
  });

  it.each(Object.entries(categoryOrder))('%s', (dir, entries) => {
    const positions = entries.map((entry) => position(dir, entry));
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(new Set(positions).size).toBe(positions.length);
  });
});
