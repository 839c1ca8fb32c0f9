import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, localized, openSearchModal, waitForHydration } from './fixtures';

/**
 * Hostile input sweep: script tags, event-handler attributes, `javascript:` URLs, template and MDX
 * expressions, Unicode edge cases, overlong strings, null bytes, traversal and CRLF injection, sent
 * through the search box (Ctrl+K), the search page's `?q=` and the URL path. Nothing may execute (no
 * dialog, the canary `window.__pwned` stays undefined in every frame), nothing may crash (no console
 * error or uncaught exception), unknown paths get the locale's 404 page, and the server answers every
 * hostile path with 301 or 404, never 5xx, and never with an injected header.
 */

/** Every payload that could run sets the canary (or opens a dialog). */
const hostileStrings: readonly { name: string; value: string }[] = [
  { name: 'script tag', value: '<script>window.__pwned=1</script>' },
  { name: 'img onerror', value: '<img src=x onerror="window.__pwned=2;alert(2)">' },
  { name: 'attribute breakout to svg onload', value: '"><svg onload=window.__pwned=3>' },
  {
    name: 'single-quote breakout to iframe srcdoc',
    value: `'><iframe srcdoc="<script>parent.__pwned=4</script>"></iframe>`,
  },
  { name: 'javascript: URL', value: 'javascript:window.__pwned=5;alert(5)' },
  { name: 'anchor with javascript: href', value: '<a href="javascript:window.__pwned=6">x</a>' },
  { name: 'template injection', value: "{{constructor.constructor('window.__pwned=7;alert(7)')()}}" },
  { name: 'MDX/JSX expression', value: '{window.__pwned=8}<Component prop={alert(8)} />' },
  { name: 'template literal', value: '${window.__pwned=9}`${alert(9)}`' },
  { name: 'event attribute breakout', value: '" autofocus onfocus="window.__pwned=10" x="' },
  { name: 'mutation XSS', value: '<math><mtext><table><mglyph><style><img src=x onerror=window.__pwned=11>' },
  {
    name: 'HTML entities',
    value: '&lt;script&gt;window.__pwned=12&lt;/script&gt;&#x3C;img src=x onerror=alert(12)&#x3E;',
  },
  { name: 'percent-encoded script', value: '%3Cscript%3Ewindow.__pwned%3D13%3C%2Fscript%3E' },
  { name: 'CSS injection', value: '<style>*{display:none!important}</style>' },
  { name: 'RTL override', value: '\u202Eexe.txt\u202C invoice\u202Dgpj.exe' },
  { name: 'zero-width joiners and spaces', value: 'cam\u200Dpa\u200Bña\u2060\uFEFF' },
  { name: 'emoji ZWJ sequences', value: '👩‍👩‍👧‍👦 🏳️‍🌈 🧑🏽‍💻' },
  { name: 'lone surrogates', value: '\uD800abc\uDFFFdef' },
  { name: 'null bytes', value: 'abc\u0000def\u0000<script>window.__pwned=19</script>' },
  { name: 'path traversal', value: '../../../../etc/passwd ..\\..\\windows\\win.ini' },
  { name: 'CRLF header injection', value: 'x\r\nSet-Cookie: pwned=1\r\n\r\n<script>window.__pwned=21</script>' },
  { name: 'regular-expression metacharacters', value: '[(*+?\\ .*{1,999999}(a+)+$' },
  { name: 'prototype keys', value: '__proto__ constructor prototype hasOwnProperty toString' },
  { name: 'combining marks', value: 'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇ e\u0301 ﬁ İı' },
  { name: '10,000 characters', value: '<b>'.repeat(2) + 'A'.repeat(9_990) + '</b>' },
];

/** Hostile URL paths, sent as they are (a redirect is followed by the browser test). */
const hostilePaths: readonly { name: string; path: string }[] = [
  { name: 'script tag', path: '/es/%3Cscript%3Ewindow.__pwned=1%3C/script%3E' },
  { name: 'img onerror', path: '/es/%3Cimg%20src=x%20onerror=window.__pwned=2%3E' },
  { name: 'svg onload breakout', path: '/es/%22%3E%3Csvg%20onload=window.__pwned=3%3E' },
  { name: 'javascript: scheme', path: '/es/javascript:window.__pwned=4' },
  { name: 'template injection', path: "/es/%7B%7Bconstructor.constructor('window.__pwned=5')()%7D%7D" },
  { name: 'lone surrogate (invalid UTF-8)', path: '/es/%ED%A0%80' },
  { name: 'malformed escape', path: '/es/%E0%A4%A' },
  { name: 'bare percent', path: '/es/100%' },
  { name: 'null byte', path: '/es/abc%00def' },
  { name: 'null byte before .html', path: '/es/ad-placements%00.html' },
  { name: 'encoded traversal', path: '/es/..%2f..%2f..%2fpackage.json' },
  { name: 'dot-segment traversal', path: '/es/%2e%2e/%2e%2e/%2e%2e/package.json' },
  { name: 'traversal from a raw folder', path: '/es/creatives/..%2f..%2f..%2fpackage.json' },
  { name: 'backslash traversal', path: '/es/%5c..%5c..%5cconfig%5cheaders.json' },
  { name: 'CRLF header injection', path: '/es/x%0d%0aSet-Cookie:%20pwned=1' },
  { name: 'CRLF in a redirect target', path: '/es/x%0d%0aLocation:%20https://evil.example%0d%0a.html' },
  { name: 'protocol-relative redirect', path: '//evil.example/x.html' },
  { name: 'backslash host redirect', path: '/%5cevil.example/x.html' },
  { name: 'RTL override', path: '/es/%E2%80%AEexe.txt' },
  { name: 'emoji ZWJ sequence', path: '/es/%F0%9F%91%A9%E2%80%8D%F0%9F%91%A9%E2%80%8D%F0%9F%91%A7' },
  { name: 'zero-width joiner in a real route', path: '/es/ad-placements/brave%E2%80%8D-browser/ntt' },
  { name: 'very long path', path: `/es/${'a/'.repeat(1_500)}end` },
  { name: 'very long segment with .html', path: `/es/${'x'.repeat(4_000)}.html` },
];

declare global {
  interface Window {
    __pwned?: unknown;
  }
}

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) is sent as the invalid UTF-8
 * bytes a careless client would produce (U+D800 -> %ED%A0%80): the server and page must cope.
 */
function encodeLoosely(value: string): string {
  let out = '';
  for (const char of value) {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(char);
  }
  return out;
}

function guard(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.dismiss();
  });
  return dialogs;
}

async function canaries(page: Page): Promise<unknown[]> {
  const values: unknown[] = [];
  for (const frame of page.frames()) values.push(await frame.evaluate(() => window.__pwned).catch(() => undefined));
  return values.filter((v) => v !== undefined);
}

/** No element a payload could have injected exists in the page. */
async function injectedElements(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      document.querySelectorAll(
        'img[src="x"], svg[onload], iframe[srcdoc], [onfocus], [onerror], a[href^="javascript:" i], mglyph, math style',
      ).length,
  );
}

test.use({ reducedMotion: 'reduce' });
test.describe.configure({ mode: 'parallel', timeout: 180_000 });

test.describe('hostile strings in the search box (Ctrl+K)', () => {
  test(`${hostileStrings.length} payloads typed into the modal: nothing runs, nothing breaks`, async ({
    page,
    site,
  }) => {
    const dialogs = guard(page);
    await site.goto(localized('es', '/ad-placements/brave-browser/ntt'));
    const input = await openSearchModal(page, { timeout: 20_000 });
    const dropdown = page.locator('.DocSearch-Modal .DocSearch-Dropdown');
    for (const [index, { name, value }] of hostileStrings.entries()) {
      // From the empty start screen, so the state seen afterwards belongs to this payload.
      await input.fill('');
      await expect(dropdown.locator('.DocSearch-StartScreen')).toBeVisible();
      if (index === 0) await page.keyboard.type(value);
      else await input.fill(value);
      await expect(
        dropdown.locator('.DocSearch-NoResults, .DocSearch-Hits, .DocSearch-StartScreen').first(),
        name,
      ).toBeVisible();
      expect(await canaries(page), `canary after ${name}`).toEqual([]);
      expect(await injectedElements(page), `elements injected by ${name}`).toBe(0);
      expect(dialogs, `dialogs after ${name}`).toEqual([]);
    }
    // The modal still closes cleanly.
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    expect(await canaries(page)).toEqual([]);
  });
});

test.describe('hostile strings in the search page ?q=', () => {
  for (const { name, value } of hostileStrings) {
    test(`/es/search?q=${name}: shown as text, nothing runs`, async ({ page, site }) => {
      const dialogs = guard(page);
      const response = await site.goto(`${localized('es', '/search')}?q=${encodeLoosely(value)}`);
      expect(response?.status()).toBe(200);
      // The polite live region that announces the result count (whatever element carries it).
      const count = page.locator('main [aria-live="polite"]').first();
      // Settled: a result count or "no results" line, or the error state (never stuck, never blank).
      await expect(async () => {
        const text = ((await count.textContent()) ?? '').trim();
        const failed = await page.locator('main [role="alert"]').count();
        expect(failed > 0 || (text !== '' && !/…$/.test(text))).toBe(true);
      }).toPass({ timeout: 20_000 });
      await expect(page.locator('#search-page-input')).toHaveValue(/[\s\S]*/);
      expect(await canaries(page), 'canary').toEqual([]);
      expect(await injectedElements(page), 'injected elements').toBe(0);
      expect(dialogs, 'dialogs').toEqual([]);
    });
  }
});

/** The path is appended to the origin as it is: `//evil.example/x` must reach our server, not evil.example. */
async function checkServerAnswer(request: APIRequestContext, origin: string, path: string) {
  const response = await request.get(`${origin}${path}`, { maxRedirects: 0, failOnStatusCode: false });
  const headers = response.headersArray();
  return { status: response.status(), headers, body: response.status() === 404 ? await response.text() : '' };
}

test.describe('hostile URL paths', () => {
  test(`the server answers all ${hostilePaths.length} hostile paths with 301, 400, 404 or 414, never 5xx, never an injected header`, async ({
    request,
    baseURL,
  }) => {
    const problems: string[] = [];
    for (const { name, path } of hostilePaths) {
      const { status, headers, body } = await checkServerAnswer(request, String(baseURL), path);
      if (![301, 400, 404, 414].includes(status)) problems.push(`${name}: status ${status}`);
      for (const { name: header, value } of headers) {
        if (/^(set-cookie|refresh)$/i.test(header) || /pwned|[\r\n]/i.test(`${header}: ${value}`)) {
          problems.push(`${name}: suspicious header ${header}: ${value}`);
        }
      }
      const location = headers.find((h) => h.name.toLowerCase() === 'location')?.value;
      if (location !== undefined && !/^\/(?![/\\])/.test(location))
        problems.push(`${name}: redirect off-site to ${location}`);
      if (/"devDependencies"|"Strict-Transport-Security"/.test(body))
        problems.push(`${name}: served a file outside the build`);
    }
    expect(problems).toEqual([]);
  });

  for (const { name, path } of hostilePaths) {
    test(`${name}: the browser lands on a not-found page and nothing runs`, async ({
      page,
      consoleErrors,
      baseURL,
    }) => {
      const dialogs = guard(page);
      let response;
      try {
        response = await page.goto(`${baseURL}${path}`);
      } catch (error) {
        // Chromium itself refuses a few URLs (for example some over-long ones) before any request.
        expect(String(error)).toMatch(/net::ERR_(INVALID_URL|ABORTED)/);
        return;
      }
      // The server's guard refuses what cannot be a page path (malformed escapes, control characters,
      // encoded slashes, dot segments) with a plain-text 400 (414 when overlong): no app starts there.
      if (response?.status() === 400 || response?.status() === 414) {
        await expect(page.locator('body')).toHaveText(response.status() === 400 ? 'Bad Request' : 'URI Too Long');
        expect(await canaries(page), 'canary').toEqual([]);
        expect(dialogs, 'dialogs').toEqual([]);
        consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/status of 40[04]|414/.test(e)));
        return;
      }
      expect(response?.status(), `final status of ${path}`).toBe(404);
      const finalPath = new URL(page.url()).pathname;
      const spanish = finalPath.startsWith('/es/');
      await expect(page.locator('main h1').first()).toHaveText(spanish ? 'Página no encontrada' : 'Page Not Found');
      await expect(page.locator('html')).toHaveAttribute('lang', spanish ? 'es' : 'en-US');
      await waitForHydration(page);
      expect(await canaries(page), 'canary').toEqual([]);
      expect(dialogs, 'dialogs').toEqual([]);
      // The browser reports the 404 document itself as a failed resource: that one is expected.
      consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/status of 404/.test(e)));
    });
  }
});

test.describe('a page altered before React hydrated it', () => {
  // A browser extension, an in-page translator or a proxy may add a node to the served page before the scripts run.
  // React then fails to hydrate that part of the page and renders it afresh: tables, figures and paragraphs must
  // come back whole, not empty.
  test('the es placement page shows all of its article after React renders it afresh', async ({
    page,
    consoleErrors,
  }) => {
    const path = localized('es', '/ad-placements/brave-browser/ntt');
    const articleText = () =>
      page.locator('main article').evaluate((article) => {
        article.querySelector('#added-by-an-extension')?.remove();
        return (article as HTMLElement).innerText;
      });
    await page.goto(path);
    await waitForHydration(page);
    const served = await articleText();
    expect(await page.locator('main article table td').count(), 'table cells on the page').toBeGreaterThan(10);

    await page.route(`**${path}`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '<article>',
        '<article><div id=added-by-an-extension>Note added by an extension</div>',
      );
      await route.fulfill({ response, body: html });
    });
    await page.reload();
    await waitForHydration(page);
    // React reports the failed hydration (minified errors #418/#423 in production) and recovers from it.
    await expect.poll(() => consoleErrors.filter((e) => /#4(18|19|23|25)\b/.test(e)).length).toBeGreaterThan(0);
    expect(await articleText()).toBe(served);
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/#4(18|19|23|25)\b/.test(e)));
  });
});
