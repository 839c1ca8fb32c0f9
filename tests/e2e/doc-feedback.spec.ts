import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { brand } from '../../config/brand';
import { repositorySlug } from '../../scripts/lib/edit-links';
import { test, expect, localized } from './fixtures';

/**
 * "Did this page answer your question?" at the end of every doc (src/components/DocFeedback): Yes thanks the
 * reader, No says the answer reached no one and offers the contact page, search and, when config/brand.ts names our
 * repository (or a feedback address), a prefilled suggestion there (never upstream's); no script, nothing sent; keyboard and
 * touch; not on the home page, the demos, in print, the search records or the Markdown copies.
 */

const DOC = '/getting-started/create-account';
const TOOL = '/creative-tools/new-tab-takeover-check';

type Texts = {
  question: string;
  yes: string;
  no: string;
  thanks: string;
  note: string;
  search: RegExp;
  contact: string;
  suggest: string;
  notSent: RegExp;
};
const texts: Record<'en' | 'es' | 'de', Texts> = {
  en: {
    question: 'Did this page answer your question?',
    yes: 'Yes',
    no: 'No',
    thanks: 'Glad it helped. Thank you for reading!',
    note: 'Your answer stays in your browser: nothing is sent.',
    search: /^Search the help center for “.+”$/,
    contact: 'Ask the Brave Ads team: who to write to',
    suggest: 'Tell us what was missing: a public GitHub issue, this page filled in',
    notSent: /Your answer was not sent to anyone/,
  },
  es: {
    question: '¿Ha respondido esta página a su pregunta?',
    yes: 'Sí',
    no: 'No',
    thanks: 'Nos alegra que le haya servido. ¡Gracias por leernos!',
    note: 'Su respuesta se queda en su navegador: no se envía nada.',
    search: /^Buscar «.+» en el centro de ayuda$/,
    contact: 'Pregunte al equipo de Brave Ads: a quién escribir',
    suggest: 'Díganos qué le faltó: una incidencia pública en GitHub, con esta página ya indicada',
    notSent: /Su respuesta no se ha enviado a nadie/,
  },
  de: {
    question: 'Hat diese Seite Ihre Frage beantwortet?',
    yes: 'Ja',
    no: 'Nein',
    thanks: 'Schön, dass Ihnen die Seite geholfen hat. Vielen Dank!',
    note: 'Ihre Antwort bleibt in Ihrem Browser: Es wird nichts gesendet.',
    search: /^Im Hilfe-Center nach „.+“ suchen$/,
    contact: 'Fragen Sie das Brave-Ads-Team: an wen Sie schreiben',
    suggest: 'Sagen Sie uns, was gefehlt hat: ein öffentliches GitHub-Issue, diese Seite bereits eingetragen',
    notSent: /Ihre Antwort wurde an niemanden gesendet/,
  },
};

/** Our repository, or null: then there is no suggestion link. */
const repository = repositorySlug(brand.repository);

const group = (page: Page, t: Texts) => page.getByRole('group', { name: t.question });

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport, hasTouch: viewport.width < 500 });

    for (const locale of ['es', 'de'] as const) {
      const t = texts[locale];
      test(`${locale}: Yes thanks the reader, No offers the next steps`, async ({ page, site }) => {
        await site.goto(localized(locale, DOC));
        const title = (await page.locator('article h1').innerText()).replace(/\u200b/g, '').trim();
        const feedback = group(page, t);
        await feedback.scrollIntoViewIfNeeded();
        const yes = feedback.getByRole('radio', { name: t.yes, exact: true });
        const no = feedback.getByRole('radio', { name: t.no, exact: true });
        const status = page.locator('[data-doc-feedback] [aria-live="polite"]');
        await expect(status).toBeAttached();
        await expect(status.getByText(t.thanks)).toBeHidden();
        await expect(status.getByRole('link')).toHaveCount(0);

        // Small print beside the answers says nothing is sent: shown before any answer, secondary to the question.
        const note = feedback.getByText(t.note, { exact: true });
        await expect(note).toBeVisible();
        const size = (el: HTMLElement | SVGElement) => parseFloat(getComputedStyle(el).fontSize);
        expect(await note.evaluate(size)).toBeLessThan(await feedback.locator('legend').evaluate(size));
        const [noteBox, noBox] = [(await note.boundingBox())!, (await feedback.locator('label').last().boundingBox())!];
        expect(noteBox.y).toBeGreaterThanOrEqual(noBox.y - 1);

        // The whole pill is the target: a tap on its label checks the radio button.
        await feedback.locator('label').filter({ hasText: t.yes }).click();
        await expect(yes).toBeChecked();
        await expect(status.getByText(t.thanks)).toBeVisible();

        await feedback.locator('label').filter({ hasText: t.no }).click();
        await expect(no).toBeChecked();
        await expect(status.getByText(t.thanks)).toBeHidden();
        const links = status.getByRole('link');
        await expect(links).toHaveCount(repository ? 3 : 2);
        // No says plainly that the answer reached no one, and leads on: a person first.
        await expect(status.getByText(t.notSent)).toBeVisible();
        await expect(links.nth(0)).toHaveText(t.contact);
        await expect(links.nth(0)).toHaveAttribute('href', localized(locale, '/account-management/contact'));
        const search = links.nth(1);
        await expect(search).toHaveText(t.search);
        const href = new URL((await search.getAttribute('href')) ?? '', 'http://x');
        expect(href.pathname).toBe(localized(locale, '/search'));
        expect(href.searchParams.get('q')).toBe(title.slice(0, 64));
        if (repository) {
          await expect(links.nth(2)).toHaveText(t.suggest);
          const issue = new URL((await links.nth(2).getAttribute('href')) ?? '');
          expect(`${issue.origin}${issue.pathname}`).toBe(`https://github.com/${repository}/issues/new`);
          expect(issue.searchParams.get('title')).toBe(`Docs: ${title}`);
          expect(issue.searchParams.get('body')).toContain(`https://ads-help.brave.com${localized(locale, DOC)}`);
        }

        // Primary controls: 44 px tall on a touch screen.
        if (viewport.width < 500) {
          for (const target of [...(await feedback.locator('label').all()), ...(await links.all())]) {
            const box = await target.boundingBox();
            expect(box?.height, await target.innerText()).toBeGreaterThanOrEqual(44);
          }
        }

        // The search link leads to the search page with the title as the query.
        await search.click();
        await expect(page).toHaveURL(new RegExp(`${localized(locale, '/search')}\\?q=`));
      });
    }

    test('keyboard: Tab reaches the answers, arrows choose, the focus is visible, No reveals its links', async ({
      page,
      site,
    }) => {
      const t = texts.es;
      await site.goto(localized('es', DOC));
      const feedback = group(page, t);
      const yes = feedback.getByRole('radio', { name: t.yes, exact: true });
      const no = feedback.getByRole('radio', { name: t.no, exact: true });
      // From the last link of the article, Tab goes on to the first answer.
      await page.locator('article .theme-doc-markdown a').last().focus();
      for (let i = 0; i < 10 && !(await yes.evaluate((el) => el === document.activeElement)); i += 1) {
        await page.keyboard.press('Tab');
      }
      await expect(yes).toBeFocused();
      const pill = feedback.locator('label').filter({ hasText: t.yes });
      await expect(pill).toHaveCSS('outline-style', 'solid');
      await page.keyboard.press('ArrowRight');
      await expect(no).toBeFocused();
      await expect(no).toBeChecked();
      await page.keyboard.press('Tab');
      await expect(page.locator('[data-doc-feedback] [aria-live="polite"] a').first()).toBeFocused();
    });
  });
}

for (const scheme of ['light', 'dark'] as const) {
  test(`axe: the widget and its No panel, ${scheme}`, async ({ page, site }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), scheme);
    await site.goto(localized('es', DOC));
    await group(page, texts.es).locator('label').filter({ hasText: texts.es.no }).click();
    const results = await new AxeBuilder({ page }).include('[data-doc-feedback]').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
  });
}

test('on a creative tool page, which is a doc', async ({ page, site }) => {
  await site.goto(localized('es', TOOL));
  await expect(group(page, texts.es)).toBeVisible();
});

for (const [route, why] of [
  ['/', 'the home page'],
  ['/demos/dynamic-ntt/slider', 'a demo'],
] as const) {
  test(`not on ${why}`, async ({ page, site }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await site.goto(localized('es', route));
    await expect(page.locator('article').first()).toBeAttached();
    await expect(page.locator('[data-doc-feedback]')).toHaveCount(0);
  });
}

test('not printed, not sent: no request when answering', async ({ page, site }) => {
  await site.goto(localized('es', DOC));
  await page.waitForLoadState('networkidle');
  const requests: string[] = [];
  // The links the answer shows prefetch their pages' code, as every link does: that is not the answer going anywhere.
  page.on('request', (request) => {
    const code = request.method() === 'GET' && /\/assets\/js\/[^/]+\.js$/.test(new URL(request.url()).pathname);
    if (!code) requests.push(request.url());
  });
  await group(page, texts.es).locator('label').filter({ hasText: texts.es.no }).click();
  await group(page, texts.es).locator('label').filter({ hasText: texts.es.yes }).click();
  expect(requests).toEqual([]);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('[data-doc-feedback]')).toBeHidden();
});

test('not in the Markdown copy nor in the search records', async ({ request }) => {
  const markdown = await request.get(`${localized('es', DOC)}.md`);
  expect(markdown.status()).toBe(200);
  expect(await markdown.text()).not.toContain(texts.es.question);
  const manifest = await request.get('/es/search-index/manifest.json');
  expect(manifest.status()).toBe(200);
  const text = await manifest.text();
  const file = /"(?:file|index|url)"\s*:\s*"([^"]+\.json)"/.exec(text)?.[1];
  expect(file, `index file named in ${text.slice(0, 200)}`).toBeTruthy();
  const index = await request.get(new URL(file!, 'http://x/es/search-index/').pathname);
  expect(await index.text()).not.toContain(texts.es.question);
});

test('after a client-side navigation the widget works the same', async ({ page, site }) => {
  await site.goto(localized('es', '/getting-started/create-a-campaign'));
  await page.locator('.pagination-nav__link--next').click();
  await expect(page).toHaveURL(/\/es\/getting-started\//);
  const feedback = group(page, texts.es);
  await feedback.locator('label').filter({ hasText: texts.es.yes }).click();
  await expect(page.getByText(texts.es.thanks)).toBeVisible();
});
