import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from '@playwright/test';
import { AXE_TAGS, contrastRatio, expect, phone, test, waitForHydration } from './fixtures';
import { makeImage, type ImageSpec, type Pattern } from '../../scripts/lib/canvas-images';

/**
 * The creative tools on the production build, in Chromium. Test images are drawn in the page with a
 * canvas and encoded by the browser (no binary fixtures); the wrong files are made from those by
 * cutting or patching bytes. Each test asserts what a visitor sees: result rows with their status,
 * the preview, and that nothing is sent anywhere.
 */

const NTT = '/creative-tools/new-tab-takeover-check';
const NOTIFICATION = '/creative-tools/notification-ad-preview';

const bg = (name: string, pattern: Pattern): ImageSpec => ({
  name,
  type: 'image/jpeg',
  width: 2560,
  height: 1440,
  pattern,
});

/**
 * A PNG whose first IHDR says 20000 x 20000 and whose second says 1 x 1: browsers decode the first size, so the
 * check must not report the second. Built here, byte by byte (CRCs are not checked by the tool).
 */
function pngWithTwoHeaders(): Buffer {
  const be32 = (v: number) => [v >>> 24, (v >> 16) & 0xff, (v >> 8) & 0xff, v & 0xff];
  const chunk = (type: string, data: number[]) => [
    ...be32(data.length),
    ...Array.from(type, (c) => c.charCodeAt(0)),
    ...data,
    0,
    0,
    0,
    0,
  ];
  const ihdr = (size: number) => chunk('IHDR', [...be32(size), ...be32(size), 8, 6, 0, 0, 0]);
  return Buffer.from([
    ...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    ...ihdr(20000),
    ...chunk('IDAT', [0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]),
    ...ihdr(1),
    ...chunk('IEND', []),
  ]);
}

/** Every request the page makes from now on. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (r) => requests.push(r));
  return requests;
}

function expectOnlyOwnGets(requests: Request[], baseURL: string): void {
  const origin = new URL(baseURL).origin;
  const foreign = requests.filter(
    (r) => r.method() !== 'GET' || !(r.url().startsWith(`${origin}/`) || r.url().startsWith('data:')),
  );
  expect(foreign.map((r) => `${r.method()} ${r.url()}`)).toEqual([]);
}

function row(page: Page, check: string, name?: string) {
  const rows = page.locator(`[data-check="${check}"]`);
  return name ? rows.filter({ hasText: name }) : rows;
}

/** axe on the tool (the page chrome is swept for every route by sweep.spec.ts); the drawn preview stage is aria-hidden. */
async function axe(page: Page, tool: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include(`[data-testid="${tool}"]`)
    .exclude('[data-testid="ntt-preview"] [aria-hidden="true"]')
    .options({ resultTypes: ['violations'] })
    .withTags(AXE_TAGS)
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

test.describe('new tab takeover check', () => {
  test('good files pass every check, show in the new tab page preview, and nothing is sent @smoke', async ({
    page,
    site,
    baseURL,
  }) => {
    await site.goto(NTT);
    const files = [
      await makeImage(page, bg('sunrise.jpg', 'gradient')),
      await makeImage(page, bg('field.jpg', 'checks')),
    ];
    const logo = await makeImage(page, {
      name: 'logo.png',
      type: 'image/png',
      width: 512,
      height: 512,
      pattern: 'logo',
    });
    const requests = recordRequests(page);

    const started = Date.now();
    await page.getByTestId('ntt-backgrounds-input').setInputFiles(files[0]);
    await expect(row(page, 'complete', 'sunrise.jpg')).toHaveAttribute('data-status', 'pass');
    // One-off measurement for the report (not an assertion): choosing a 2560 x 1440 JPEG to its results.
    console.log(`[timing] 2560x1440 JPEG chosen -> results shown: ${Date.now() - started} ms`);
    await expect(row(page, 'count')).toHaveAttribute('data-status', 'fail');

    await page.getByTestId('ntt-backgrounds-input').setInputFiles(files[1]);
    await page.getByTestId('ntt-logo-input').setInputFiles(logo);
    await expect(page.getByTestId('results-summary')).toHaveText(/0 warnings, 0 failed/);
    for (const check of ['count', 'format', 'size', 'complete', 'different', 'alpha'])
      for (const r of await row(page, check).all()) await expect(r).toHaveAttribute('data-status', 'pass');
    await expect(row(page, 'different')).toContainText(/of 64/);
    await expect(row(page, 'different').locator('th')).toHaveText('sunrise.jpg and field.jpg look different');
    await expect(row(page, 'complete', 'sunrise.jpg').locator('th')).toHaveText(
      'sunrise.jpg: file complete and readable',
    );
    await expect(page.getByTestId('weight-note')).toContainText('does not publish');

    const preview = page.getByTestId('ntt-preview');
    await expect(preview.locator('canvas')).toHaveCount(4); // desktop + logo, phone + logo
    await expect(preview.getByText('STATS', { exact: false }).first()).toBeAttached();
    // The rotation can be stepped by hand, like opening a new tab.
    await expect(page.getByTestId('ntt-preview-showing')).toContainText('1 of 2');
    await page.getByRole('button', { name: 'Pause rotation' }).click();
    await page.getByRole('button', { name: 'Next new tab' }).click();
    await expect(page.getByTestId('ntt-preview-showing')).toContainText('2 of 2');
    // The desktop canvas really holds the picture (not blank).
    const painted = await preview
      .locator('canvas')
      .first()
      .evaluate((c: HTMLCanvasElement) => {
        const d = c.getContext('2d')!.getImageData(c.width / 2, c.height / 2, 1, 1).data;
        return d[3] === 255;
      });
    expect(painted).toBe(true);

    expectOnlyOwnGets(requests, baseURL!);
  });

  test('each wrong file gets clear fail rows and the page keeps working', async ({ page, site }) => {
    await site.goto(NTT);
    const wrong = [
      await makeImage(page, { name: 'wide.png', type: 'image/png', width: 1920, height: 1080, pattern: 'rings' }),
      { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('These are meeting notes, not a picture.') },
      await makeImage(page, {
        name: 'huge.jpg',
        type: 'image/jpeg',
        width: 64,
        height: 36,
        pattern: 'checks',
        claim: { width: 20000, height: 20000 },
      }),
      await makeImage(page, { ...bg('cut.jpg', 'rings'), keep: 0.6 }),
      // A 1200 x 630 picture whose frame header claims 7000 x 7000 (49 megapixels, under the cap).
      await makeImage(page, {
        name: 'claims.jpg',
        type: 'image/jpeg',
        width: 1200,
        height: 630,
        pattern: 'rings',
        claim: { width: 7000, height: 7000 },
      }),
      { name: 'two-headers.png', mimeType: 'image/png', buffer: pngWithTwoHeaders() },
    ];
    const input = page.getByTestId('ntt-backgrounds-input');
    const unreadable = async (name: string) =>
      expect(row(page, 'complete', name).locator('th')).toHaveText(`${name}: file could not be read`);
    // Six chosen at once: a takeover has at most three, so the first three are checked and the rest set aside.
    await input.setInputFiles(wrong);
    await expect(page.getByTestId('results-summary')).toHaveText(/Results:/);
    await expect(row(page, 'count')).toHaveAttribute('data-status', 'fail');
    await expect(row(page, 'count')).toContainText('6 images; a takeover uses at most 3');
    await expect(page.getByTestId('set-aside-note')).toHaveText(
      'Not added, because a takeover has at most 3 background images (3 files set aside: cut.jpg, claims.jpg, two-headers.png). Remove a background image to check another one.',
    );
    await expect(row(page, 'complete', 'cut.jpg')).toHaveCount(0);
    // PNG at 1920 x 1080: wrong format and wrong size, decoded fine.
    await expect(row(page, 'format', 'wide.png')).toHaveAttribute('data-status', 'fail');
    await expect(row(page, 'format', 'wide.png')).toContainText('PNG');
    await expect(row(page, 'size', 'wide.png')).toHaveAttribute('data-status', 'fail');
    await expect(row(page, 'size', 'wide.png')).toContainText('1,920 × 1,080');
    // Not an image: unrecognized, nothing decoded.
    await expect(row(page, 'format', 'notes.jpg')).toContainText('not an image');
    await expect(row(page, 'size', 'notes.jpg')).toHaveAttribute('data-status', 'fail');
    await expect(row(page, 'complete', 'notes.jpg')).toHaveAttribute('data-status', 'fail');
    // 20000 x 20000: refused before decoding.
    await expect(row(page, 'size', 'huge.jpg')).toContainText('20,000 × 20,000');
    await expect(row(page, 'complete', 'huge.jpg')).toHaveAttribute('data-status', 'fail');
    await expect(row(page, 'complete', 'huge.jpg')).toContainText('400 megapixels');
    // A failed row's name states the failure: none of them is titled "complete and readable".
    for (const name of ['notes.jpg', 'huge.jpg']) await unreadable(name);

    // Room for two more: the set-aside note goes with a removal.
    for (const name of ['notes.jpg', 'huge.jpg']) await page.getByRole('button', { name: `Remove ${name}` }).click();
    await expect(page.getByTestId('set-aside-note')).toHaveCount(0);
    await input.setInputFiles(wrong.slice(3, 5));
    // A size the data cannot hold: refused, not decoded.
    await expect(row(page, 'complete', 'claims.jpg')).toHaveAttribute('data-status', 'fail');
    await expect(row(page, 'complete', 'claims.jpg')).toContainText('too little image data');
    // Truncated JPEG: right size and format by its header, refused as incomplete.
    await expect(row(page, 'format', 'cut.jpg')).toHaveAttribute('data-status', 'pass');
    await expect(row(page, 'complete', 'cut.jpg')).toHaveAttribute('data-status', 'fail');
    await expect(row(page, 'complete', 'cut.jpg')).toContainText('truncated');
    for (const name of ['claims.jpg', 'cut.jpg']) await unreadable(name);

    // A second IHDR: refused, not decoded.
    for (const name of ['cut.jpg', 'claims.jpg']) await page.getByRole('button', { name: `Remove ${name}` }).click();
    await input.setInputFiles(wrong.slice(5));
    await expect(row(page, 'size', 'two-headers.png')).toHaveAttribute('data-status', 'fail');
    await expect(row(page, 'complete', 'two-headers.png')).toContainText('(IHDR) must come first and only once');
    await unreadable('two-headers.png');

    // Logo classes: a JPEG, and a PNG without any transparent pixel.
    await page
      .getByTestId('ntt-logo-input')
      .setInputFiles(
        await makeImage(page, { name: 'logo.jpg', type: 'image/jpeg', width: 512, height: 512, pattern: 'logo' }),
      );
    await expect(row(page, 'format', 'logo.jpg')).toHaveAttribute('data-status', 'fail');
    await page
      .getByTestId('ntt-logo-input')
      .setInputFiles(
        await makeImage(page, { name: 'flat.png', type: 'image/png', width: 400, height: 400, pattern: 'opaque' }),
      );
    await expect(row(page, 'alpha', 'flat.png')).toHaveAttribute('data-status', 'fail');
    await expect(row(page, 'alpha', 'flat.png')).toContainText('opaque');
    await expect(row(page, 'size', 'flat.png')).toHaveAttribute('data-status', 'fail');

    // Removing files with their buttons brings the page back to a consistent state.
    await page.getByRole('button', { name: 'Remove two-headers.png' }).click();
    await expect(row(page, 'count')).toContainText('at least 2');
    await expect(page.getByTestId('ntt-preview')).toBeVisible();
  });

  test('hundreds of files chosen at once: three are read, the rest set aside, and the page keeps answering', async ({
    page,
    site,
  }) => {
    await site.goto(NTT);
    const one = await makeImage(page, { name: 'x.jpg', type: 'image/jpeg', width: 8, height: 8, pattern: 'rings' });
    const files = Array.from({ length: 500 }, (_, i) => ({ ...one, name: `bg-${i + 1}.jpg` }));
    await page.getByTestId('ntt-backgrounds-input').setInputFiles(files);
    await expect(row(page, 'count')).toContainText('500 images; a takeover uses at most 3');
    await expect(page.getByTestId('set-aside-note')).toContainText(
      '(497 files set aside: bg-4.jpg, bg-5.jpg, bg-6.jpg, bg-7.jpg, bg-8.jpg, …)',
    );
    // One row per check of the three kept files, their pairs and the count: not one per pair of 500.
    await expect(page.locator('[data-check]')).toHaveCount(1 + 3 * 3 + 3);
    await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(3);
    // Another choice on a full list adds nothing and says so.
    await page.getByTestId('ntt-backgrounds-input').setInputFiles(files.slice(0, 2));
    await expect(page.getByTestId('set-aside-note')).toContainText('(2 files set aside: bg-1.jpg, bg-2.jpg)');
    await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(3);
    // Removing one makes room again.
    await page.getByRole('button', { name: 'Remove bg-1.jpg' }).click();
    await expect(page.getByTestId('set-aside-note')).toHaveCount(0);
    await expect(row(page, 'count')).toHaveAttribute('data-status', 'pass');
  });

  test('two near-identical backgrounds get a warning that says why; with reduced motion nothing rotates', async ({
    page,
    site,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await site.goto(NTT);
    // The hash works on a 9 x 8 summary, so small copies behave like full-size ones (and keep the test fast).
    const small = (name: string, pattern: Pattern): ImageSpec => ({
      name,
      type: 'image/jpeg',
      width: 640,
      height: 360,
      pattern,
    });
    const files = [
      await makeImage(page, small('a.jpg', 'gradient')),
      await makeImage(page, small('b.jpg', 'gradient-soft')),
    ];
    await page.getByTestId('ntt-backgrounds-input').setInputFiles(files);
    await expect(row(page, 'different')).toHaveAttribute('data-status', 'warn');
    await expect(row(page, 'different')).toContainText('same picture twice');
    // The row's name says what the warning says, not "look different".
    await expect(row(page, 'different').locator('th')).toHaveText('a.jpg and b.jpg look nearly the same');
    // Reduced motion: no automatic rotation (so no pause control); the visitor steps through by hand.
    await expect(page.getByRole('button', { name: 'Pause rotation' })).toHaveCount(0);
    await expect(page.getByTestId('ntt-preview-showing')).toContainText('1 of 2');
    await page.getByRole('button', { name: 'Next new tab' }).click();
    await expect(page.getByTestId('ntt-preview-showing')).toContainText('2 of 2');
  });

  test('the checking code arrives on the first reach for a file; offline, the page says so and keeps nothing', async ({
    page,
    site,
    consoleErrors,
  }) => {
    const scripts: string[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(r.url());
    });
    /** The chunk of ./nttTool.ts: the only script that decodes images. */
    const isToolChunk = async (url: string) =>
      (await (await page.request.get(url)).text()).includes('createImageBitmap');
    await site.goto(NTT);
    await page.waitForLoadState('networkidle');
    const firstLoad = [...scripts];
    for (const url of firstLoad) expect(await isToolChunk(url), `${url} is part of the first load`).toBe(false);
    const file = await makeImage(page, bg('sunrise.jpg', 'gradient'));

    // Offline after the page loaded: choosing a file says the check could not be loaded and lists no file.
    const offline = (url: URL) => url.pathname.includes('/assets/js/') && !firstLoad.includes(url.href);
    await page.route(offline, (route) => route.abort('internetdisconnected'));
    await page.getByText('Choose background images').hover();
    await page.getByTestId('ntt-backgrounds-input').setInputFiles(file);
    await expect(page.getByTestId('results-summary')).toHaveText(
      'The check could not be loaded, so your files were not read. Check your connection and choose them again.',
    );
    await expect(page.getByRole('button', { name: 'Remove sunrise.jpg' })).toHaveCount(0);
    await expect(page.getByText('Choose your background images and logo canvas')).toBeVisible();
    // The browser logs the refused fetches (the preload and the retry when the file was chosen), and only those.
    const refused = consoleErrors.filter((e) => e.includes('net::ERR_INTERNET_DISCONNECTED'));
    expect(refused.length).toBeGreaterThan(0);
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !refused.includes(e)));

    // Back online: pointing at a drop zone fetches the check, and the same file is read.
    await page.unroute(offline);
    const toolLoaded = page.waitForResponse(
      async (r) => r.request().resourceType() === 'script' && (await isToolChunk(r.url())),
    );
    await page.mouse.move(0, 0);
    await page.getByText('Choose the logo canvas').hover();
    await toolLoaded;
    await page.getByTestId('ntt-backgrounds-input').setInputFiles(file);
    await expect(row(page, 'complete', 'sunrise.jpg')).toHaveAttribute('data-status', 'pass');
    await expect(page.getByTestId('results-summary')).toHaveText(/Results:/);
  });

  test('keyboard: the file input is reached with Tab, opens with Space, and files are removed with Enter', async ({
    page,
    site,
  }) => {
    await site.goto(NTT);
    const file = await makeImage(page, bg('keys.jpg', 'rings'));
    // Listening before the key press: Playwright turns on file-chooser interception when the first listener is
    // added, and a press racing that (a loaded CI machine did) opens no interceptable chooser.
    const chooserOpened = page.waitForEvent('filechooser');
    await page.locator('h1').click();
    let reached = false;
    for (let i = 0; i < 30 && !reached; i += 1) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(
        () => document.activeElement?.getAttribute('data-testid') === 'ntt-backgrounds-input',
      );
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Space');
    const chooser = await chooserOpened;
    await chooser.setFiles(file);
    await expect(row(page, 'complete', 'keys.jpg')).toHaveAttribute('data-status', 'pass');
    const remove = page.getByRole('button', { name: 'Remove keys.jpg' });
    for (let i = 0; i < 4 && !(await remove.evaluate((el) => el === document.activeElement)); i += 1)
      await page.keyboard.press('Tab');
    await expect(remove).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('keys.jpg')).toHaveCount(0);
  });
});

test.describe('notification ad preview', () => {
  test('a field takes three times its limit at most, so an over-long entry still shows its error', async ({
    page,
    site,
  }) => {
    await site.goto(NOTIFICATION);
    await page.getByTestId('field-title').fill('t'.repeat(500));
    await expect(page.getByTestId('field-title')).toHaveValue('t'.repeat(90));
    await expect(page.getByTestId('counter-title')).toHaveText('90 of 30 characters');
    await page.getByTestId('field-body').fill('b'.repeat(10_000));
    await expect(page.getByTestId('field-body')).toHaveValue('b'.repeat(180));
  });

  test('counts what people see, checks the URL, previews as text, and nothing is sent @smoke', async ({
    page,
    site,
    baseURL,
  }) => {
    await site.goto(NOTIFICATION);
    const requests = recordRequests(page);
    await page.getByTestId('field-brand').fill('Acme');
    await page.getByTestId('field-title').fill('Acme 👨‍👩‍👧‍👦 family <b>deals</b>');
    await expect(page.getByTestId('counter-title')).toHaveText('26 of 30 characters');
    await expect(row(page, 'title-length')).toHaveAttribute('data-status', 'pass');
    await expect(row(page, 'title-brand')).toHaveAttribute('data-status', 'pass');
    // The ad text is text: the tag shows as typed, no element is created.
    const cards = page.getByTestId('notification-cards');
    await expect(cards.getByText('Acme 👨‍👩‍👧‍👦 family <b>deals</b>').first()).toBeVisible();
    await expect(cards.locator('b')).toHaveCount(0);

    await page.getByTestId('field-title').fill('A title that is far too long for this slot');
    await expect(row(page, 'title-length')).toHaveAttribute('data-status', 'fail');
    await expect(row(page, 'title-brand')).toHaveAttribute('data-status', 'fail');
    await page.getByTestId('field-body').fill('BUY NOW BEFORE IT ENDS');
    await expect(row(page, 'capitals')).toHaveAttribute('data-status', 'warn');

    for (const [url, check, status] of [
      ['http://acme.example/brave', 'url-https', 'warn'],
      ['mailto:ads@acme.example', 'url-https', 'fail'],
      ['https://bit.ly/3xyz', 'url-shortener', 'fail'],
      ['https://t.acme.example/c?url=https%3A%2F%2Facme.example', 'url-redirect', 'fail'],
      ['https://acme.example/?redirect=sale', 'url-redirect', 'warn'],
      ['https://acme.example/brave', 'url-redirect', 'pass'],
      ['https://www.brave.com@evil.example/', 'url-userinfo', 'warn'],
      ['https://acme.example/brave', 'url-userinfo', 'pass'],
    ] as const) {
      await page.getByTestId('field-url').fill(url);
      await expect(row(page, check)).toHaveAttribute('data-status', status);
    }
    await page.getByTestId('field-url').fill('https://www.brave.com@evil.example/');
    await expect(row(page, 'url-userinfo')).toContainText(
      '(www.brave.com) is not the site: this address opens evil.example',
    );
    await page.getByTestId('field-url').fill('http://acme.example/brave');
    await expect(row(page, 'url-https')).toContainText('Using https is recommended');
    await expect(page.getByTestId('count-note')).toContainText('Brave does not publish how it counts characters');
    await page.getByTestId('field-url').fill('https://acme.example/brave');
    await expect(page.getByText('whether the server at this address redirects')).toBeVisible();
    await expect(cards.getByText('acme.example').first()).toBeVisible();
    expectOnlyOwnGets(requests, baseURL!);
  });

  test('the draft round-trips through the URL fragment; a malformed one loses nothing', async ({
    page,
    site,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await site.goto(NOTIFICATION);
    await page.getByRole('button', { name: 'Sample: Masterclass' }).click();
    await page.getByRole('button', { name: 'Copy a link to this draft' }).click();
    await expect(page.getByTestId('notification-status')).toContainText('Link copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(link).hash).toContain('title=Masterclass');
    await page.getByRole('button', { name: 'Copy the ad as text' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /^Masterclass: learn to cook 🍳\n.+\nhttps:\/\/www\.example\.com\/brave$/,
    );

    // A hand-edited link, opened fresh as a recipient would: the title's value ends in a broken escape.
    await page.goto('about:blank');
    await site.goto(`${NOTIFICATION}#brand=Acme&title=Acme%20%E0%A4%A&body=Hello%20there`);
    await expect(page.getByTestId('field-brand')).toHaveValue('Acme');
    await expect(page.getByTestId('field-body')).toHaveValue('Hello there');
    await expect(page.getByTestId('field-title')).toHaveValue('');
    await expect(page.getByTestId('notification-status')).toContainText('could not be read (Title)');

    // A crafted link that repeats the bad field 150,000 times: the status names it once and stays short.
    await page.goto('about:blank');
    await site.goto(`${NOTIFICATION}#${'title=%zz&'.repeat(150_000)}`);
    const status = page.getByTestId('notification-status');
    await expect(status).toContainText('could not be read (Title)');
    expect((await status.innerText()).length).toBeLessThan(200);
  });

  test('Spanish: labels, samples and numbers in the locale @smoke', async ({ page, site }) => {
    await site.goto(`/es${NOTIFICATION}`);
    await expect(page.locator('html')).toHaveAttribute('lang', /^es/);
    const sample = page.getByTestId('notification-preview').locator('button').first();
    await sample.click();
    await expect(page.getByTestId('field-title')).not.toHaveValue('');
    await expect(page.getByTestId('counter-title')).toContainText(/de 30 caracteres/);
    await expect(row(page, 'title-brand')).toHaveAttribute('data-status', 'pass');
    await expect(row(page, 'title-length')).toContainText('de 30 caracteres.');
    await expect(page.getByRole('button', { name: 'Copiar el anuncio como texto' })).toBeVisible();
  });
});

test.describe('accessibility and weight', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds nothing on either tool with results showing (${theme})`, async ({ page, site }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await site.goto(NTT);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await page
        .getByTestId('ntt-backgrounds-input')
        .setInputFiles([
          await makeImage(page, bg('one.jpg', 'gradient')),
          await makeImage(page, { name: 'two.png', type: 'image/png', width: 640, height: 360, pattern: 'checks' }),
        ]);
      await expect(page.getByTestId('ntt-preview')).toBeVisible();
      expect(await axe(page, 'ntt-check')).toEqual([]);
      await site.goto(`${NOTIFICATION}#brand=Acme&title=Acme%20now&body=Try%20it&url=http%3A%2F%2Fbit.ly%2Fx`);
      await expect(row(page, 'url-shortener')).toHaveAttribute('data-status', 'fail');
      expect(await axe(page, 'notification-preview')).toEqual([]);
    });
  }

  test('the tool code loads with the tool pages only', async ({ page, site }) => {
    const scripts = async (path: string) => {
      const urls: string[] = [];
      const listener = (r: Request) => {
        if (r.resourceType() === 'script') urls.push(r.url());
      };
      page.on('request', listener);
      await site.goto(path);
      await page.waitForLoadState('networkidle');
      page.off('request', listener);
      return urls;
    };
    const toolScripts = await scripts(NTT);
    const bodies = await Promise.all(
      toolScripts.map(async (u) => ({ u, text: await (await page.request.get(u)).text() })),
    );
    const toolChunks = bodies.filter((b) => b.text.includes('creative-tools:check')).map((b) => b.u);
    expect(toolChunks.length).toBeGreaterThan(0);
    for (const other of ['/', '/ad-placements/brave-browser/ntt']) {
      const loaded = await scripts(other);
      expect(loaded.filter((u) => toolChunks.includes(u))).toEqual([]);
    }
    // The NTT page links to its tool.
    await expect(
      page.getByTestId('creative-tool-link').getByRole('link', { name: /Check your images/ }),
    ).toHaveAttribute('href', NTT);
  });
});

/** The status word's colour and the background behind it: translucent layers (striped rows) composited over the first opaque one. */
async function statusColours(page: Page, status: string): Promise<{ color: string; background: string }> {
  return page
    .locator(`tr[data-status="${status}"] td span`)
    .first()
    .evaluate((el) => {
      const parse = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
      const layers: number[][] = [];
      for (let node: Element | null = el; node; node = node.parentElement) {
        const [r, g, b, a = 1] = parse(getComputedStyle(node).backgroundColor);
        if (a > 0) layers.push([r, g, b, a]);
        if (a >= 1) break;
      }
      let [r, g, b] = [255, 255, 255];
      for (const [lr, lg, lb, la] of layers.reverse()) {
        r = lr * la + r * (1 - la);
        g = lg * la + g * (1 - la);
        b = lb * la + b * (1 - la);
      }
      return { color: getComputedStyle(el).color, background: `rgb(${r}, ${g}, ${b})` };
    });
}

test.describe('tool states and layout', () => {
  test('an empty form is not judged; failures come first and passes fold into a count that opens', async ({
    page,
    site,
  }) => {
    await site.goto(NOTIFICATION);
    await expect(page.getByTestId('checks-waiting')).toBeVisible();
    await expect(page.locator('[data-testid="notification-preview"] [data-status]')).toHaveCount(0);
    await expect(page.getByTestId('results-summary')).toHaveText('');

    await page.getByTestId('field-brand').fill('Acme');
    await page.getByTestId('field-title').fill('ACME SALE ON EVERYTHING IN THE STORE TODAY');
    await page.getByTestId('field-url').fill('https://acme.example/brave');
    await expect(page.getByTestId('checks-waiting')).toHaveCount(0);
    const statuses = await page.locator('tr[data-status]').evaluateAll((rows) => rows.map((r) => r.dataset.status));
    expect(statuses.length).toBeGreaterThan(3);
    expect(statuses).toEqual(
      [...statuses].sort((a, b) => ['fail', 'warn', 'pass'].indexOf(a!) - ['fail', 'warn', 'pass'].indexOf(b!)),
    );
    await expect(page.locator('tr[data-status="fail"]').first()).toBeVisible();

    // The passes are folded: a count, opened with the keyboard.
    const passed = page.getByTestId('passed-checks');
    const passCount = await page.locator('tr[data-status="pass"]').count();
    await expect(passed.locator('summary')).toContainText(`Passed checks: ${passCount}`);
    await expect(page.locator('tr[data-status="pass"]').first()).toBeHidden();
    await passed.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('tr[data-status="pass"]').first()).toBeVisible();
  });

  test('desktop: the preview stays beside the fields while the page scrolls to the checks', async ({ page, site }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await site.goto(NOTIFICATION);
    await page.getByTestId('field-title').fill('Acme deals');
    const preview = page.getByTestId('notification-live-preview');
    const field = await page.getByTestId('field-title').boundingBox();
    const box = await preview.boundingBox();
    expect(box!.x).toBeGreaterThan(field!.x + field!.width);
    await page.getByTestId('results-summary').scrollIntoViewIfNeeded();
    await page.locator('tr[data-status]').last().scrollIntoViewIfNeeded();
    await expect(preview).toBeInViewport();
    await expect(preview.getByText('Acme deals').first()).toBeInViewport();
  });

  test('phone: the preview comes right under the fields, before the checks; tool buttons are 44 px', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, ...phone });
    const page = await context.newPage();
    await page.goto(NOTIFICATION);
    await waitForHydration(page);
    await page.getByTestId('field-title').fill('Acme deals');
    const url = (await page.getByTestId('field-url').boundingBox())!;
    const preview = (await page.getByTestId('notification-live-preview').boundingBox())!;
    const checks = (await page.getByTestId('results-summary').boundingBox())!;
    expect(preview.y).toBeGreaterThan(url.y);
    expect(preview.y - (url.y + url.height)).toBeLessThan(300);
    expect(checks.y).toBeGreaterThan(preview.y + preview.height - 1);
    // No result table wider than the screen.
    const widest = await page
      .locator('[data-testid="result-table"] table')
      .evaluateAll((tables) => Math.max(...tables.map((t) => t.scrollWidth - t.clientWidth)));
    expect(widest).toBeLessThanOrEqual(1);
    const targets = page.locator(
      '[data-testid="notification-preview"] :is(button, summary, label:has(input[type="radio"]))',
    );
    for (const target of await targets.all()) {
      if (!(await target.isVisible())) continue;
      const b = (await target.boundingBox())!;
      expect(Math.min(b.width, b.height), await target.innerText()).toBeGreaterThanOrEqual(44);
    }
    // The buttons use the page's font, not the browser's button font.
    const fonts = await page.evaluate(() => ({
      body: getComputedStyle(document.body).fontFamily,
      button: getComputedStyle(document.querySelector('[data-testid="notification-preview"] button')!).fontFamily,
    }));
    expect(fonts.button).toBe(fonts.body);
    await context.close();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`phone: while a field is typed in, its card follows in an opaque strip under the navbar without covering the field (${theme})`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ baseURL, ...phone });
      const page = await context.newPage();
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.goto(NOTIFICATION);
      await waitForHydration(page);
      const echo = page.getByTestId('typing-preview');
      await expect(echo).toBeHidden();
      const long =
        'Winter sale on every plan, with free delivery and thirty days to return anything you bought in the store';
      for (const [field, text] of [
        ['title', 'Acme deals'],
        ['body', 'Winter sale on every plan'],
        ['url', 'https://acme.example/sale'],
      ] as const) {
        const input = page.getByTestId(`field-${field}`);
        await input.fill(text);
        await expect(echo).toBeInViewport();
        if (field !== 'url') await expect(echo.getByText(text)).toBeVisible();
        const card = (await echo.boundingBox())!;
        const box = (await input.boundingBox())!;
        // The field is under the strip, not behind it.
        expect(box.y, field).toBeGreaterThanOrEqual(card.y + card.height);
      }
      // A strip the width of the screen, right under the navbar, in the page's own opaque background: no page text
      // shows around the card.
      const navbar = (await page.locator('.navbar').boundingBox())!;
      const strip = (await echo.boundingBox())!;
      expect(Math.abs(strip.y - (navbar.y + navbar.height))).toBeLessThanOrEqual(1);
      expect(strip.x).toBe(0);
      expect(strip.width).toBe(390);
      const { background, atEdge } = await echo.evaluate((el, y) => {
        const probe = document.elementFromPoint(4, y);
        return { background: getComputedStyle(el).backgroundColor, atEdge: probe !== null && el.contains(probe) };
      }, strip.y + 8);
      expect(background).toMatch(/^rgb\(/);
      expect(atEdge).toBe(true);
      // It does not grow with the body: two lines of it, with an ellipsis; the full text is in the preview below.
      const before = strip.height;
      await page.getByTestId('field-body').fill(long);
      const after = (await echo.boundingBox())!.height;
      expect(after).toBeLessThanOrEqual(844 * 0.25);
      expect(after - before).toBeLessThanOrEqual(30);
      const body = echo.getByTestId('card-body');
      expect(await body.evaluate((el) => el.scrollHeight > el.clientHeight + 1)).toBe(true);
      const full = page.getByTestId('notification-cards').getByTestId('card-body').last();
      expect(await full.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);
      await expect(full).toHaveText(long);
      // Focusing a field lower on the page scrolls it clear of the strip.
      await page.getByTestId('field-url').focus();
      const url = (await page.getByTestId('field-url').boundingBox())!;
      const capped = (await echo.boundingBox())!;
      expect(url.y).toBeGreaterThanOrEqual(capped.y + capped.height);
      // Only while typing: the strip goes when the focus leaves the fields.
      await page.getByTestId('field-url').blur();
      await expect(echo).toBeHidden();
      await context.close();
    });
  }

  test('before any input the cards show what goes where, de-emphasized, and nothing is judged', async ({
    page,
    site,
  }) => {
    await site.goto(NOTIFICATION);
    const cards = page.getByTestId('notification-cards');
    const titles = cards.getByTestId('card-title');
    const bodies = cards.getByTestId('card-body');
    await expect(titles.first()).toHaveText('Your ad title');
    await expect(bodies.first()).toHaveText('The text of your ad appears here.');
    const look = (locator: typeof titles) =>
      locator
        .first()
        .evaluate((el) => ({ style: getComputedStyle(el).fontStyle, opacity: getComputedStyle(el).opacity }));
    const placeholder = await look(titles);
    expect(placeholder.style === 'italic' || Number(placeholder.opacity) < 1).toBe(true);
    // The placeholder is not a draft: the checks wait and no field is marked.
    await expect(page.getByTestId('checks-waiting')).toBeVisible();
    await expect(page.getByTestId('results-summary')).toHaveText('');
    await expect(page.getByTestId('notification-status')).toHaveText('');
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
    // Typed text replaces its placeholder only, in the normal style.
    await page.getByTestId('field-title').fill('Acme deals');
    await expect(titles.first()).toHaveText('Acme deals');
    expect((await look(titles)).style).toBe('normal');
    await expect(bodies.first()).toHaveText('The text of your ad appears here.');
  });

  test('Spanish: the empty card shows its placeholders in Spanish', async ({ page, site }) => {
    await site.goto(`/es${NOTIFICATION}`);
    const cards = page.getByTestId('notification-cards');
    await expect(cards.getByTestId('card-title').first()).toHaveText('Título de su anuncio');
    await expect(cards.getByTestId('card-body').first()).toHaveText('Aquí aparece el texto de su anuncio.');
  });

  test('desktop: the examples share one line under their label, in German too', async ({ page, site }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await site.goto(`/de${NOTIFICATION}`);
    const samples = page.getByTestId('notification-preview').getByRole('group');
    const label = (await samples.locator('span').first().boundingBox())!;
    const [first, second] = await Promise.all(
      (await samples.getByRole('button').all()).map(async (button) => (await button.boundingBox())!),
    );
    expect(first.y).toBeGreaterThanOrEqual(label.y + label.height);
    expect(Math.abs(second.y - first.y)).toBeLessThan(1);
    expect(second.x).toBeGreaterThan(first.x + first.width);
  });

  test('phone: the example buttons and the actions each take the width of the line under their label', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, ...phone });
    const page = await context.newPage();
    await page.goto(`/es${NOTIFICATION}`);
    await waitForHydration(page);
    const samples = page.getByRole('group', { name: 'Empezar con un ejemplo' });
    const label = (await samples.locator('span').first().boundingBox())!;
    const group = (await samples.boundingBox())!;
    for (const button of await samples.getByRole('button').all()) {
      const b = (await button.boundingBox())!;
      expect(b.y).toBeGreaterThanOrEqual(label.y + label.height);
      expect(b.x).toBeCloseTo(group.x, 0);
      expect(b.width).toBeGreaterThanOrEqual(group.width - 1);
    }
    await context.close();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`pass, warning and fail keep distinct colours of at least 4.5:1 (${theme})`, async ({ page, site }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await site.goto(`${NOTIFICATION}#brand=Acme&title=ACME%20SALE%20NOW&body=Hello&url=https%3A%2F%2Fbit.ly%2Fx`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(row(page, 'url-shortener')).toHaveAttribute('data-status', 'fail');
      await expect(row(page, 'capitals')).toHaveAttribute('data-status', 'warn');
      await page.getByTestId('passed-checks').locator('summary').click();
      const colours = {
        pass: await statusColours(page, 'pass'),
        warn: await statusColours(page, 'warn'),
        fail: await statusColours(page, 'fail'),
      };
      for (const [status, c] of Object.entries(colours))
        expect(contrastRatio(c.color, c.background), `${status} ${c.color} on ${c.background}`).toBeGreaterThanOrEqual(
          4.5,
        );
      expect(new Set(Object.values(colours).map((c) => c.color)).size).toBe(3);
      // The status is also a word and an icon, not colour alone.
      await expect(row(page, 'url-shortener')).toContainText('✕');
      await expect(row(page, 'url-shortener')).toContainText('Fail');
      await expect(row(page, 'capitals')).toContainText('Warning');
    });
  }
});

/** How far the page is wider than its window, in CSS px (0: nothing scrolls sideways). */
async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test.describe('field errors, wording and narrow screens', () => {
  test('the address field shows its error only once the visitor has been there, named once and linked', async ({
    page,
    site,
  }) => {
    await site.goto(NOTIFICATION);
    const field = page.getByTestId('field-url');
    const error = page.getByTestId('field-error-url');
    // An empty form is not judged, even after passing through the field.
    await field.focus();
    await page.getByTestId('field-brand').focus();
    await expect(error).toHaveCount(0);
    // Typing elsewhere does not judge an address nobody has written yet.
    await page.getByTestId('field-brand').fill('Acme Maps');
    await expect(row(page, 'url-https')).toHaveAttribute('data-status', 'fail');
    await expect(error).toHaveCount(0);
    await expect(field).not.toHaveAttribute('aria-invalid', /.*/);
    // Left empty once the form has begun: it asks for the address.
    await field.focus();
    await page.getByTestId('field-title').focus();
    await expect(error).toBeVisible();
    await expect(field).toHaveAccessibleDescription('Enter the address of your landing page.');

    await field.fill('acme maps');
    await expect(error).toBeVisible();
    const detail = (await row(page, 'url-https').locator('td').last().innerText()).trim();
    // The check's own words, after an icon that is hidden from screen readers.
    expect(detail).toBe('This is not a complete web address; write it in full, starting with https://.');
    await expect(error).toHaveText(`✕${detail}`);
    await expect(error.locator('[aria-hidden="true"]')).toHaveText('✕');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    const errorId = await error.getAttribute('id');
    const describedBy = ((await field.getAttribute('aria-describedby')) ?? '').split(/\s+/);
    expect(describedBy.filter((id) => id === errorId)).toHaveLength(1);
    // Named once: the field's description is the error's words, not twice, and no other element repeats them there.
    await expect(field).toHaveAccessibleDescription(detail);
    await expect(page.getByTestId('notification-preview').locator('.sr-only, [role="alert"]')).toHaveCount(0);

    // Fixed: the error goes; emptied and left, it asks for the address.
    await field.fill('https://acme.example/maps');
    await expect(error).toHaveCount(0);
    await expect(field).not.toHaveAttribute('aria-invalid', /.*/);
    await field.fill('');
    await page.getByTestId('field-title').focus();
    await expect(field).toHaveAccessibleDescription('Enter the address of your landing page.');
  });

  test('the character note sits under the counters it explains; an empty form shows one compact waiting line', async ({
    page,
    site,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await site.goto(NOTIFICATION);
    const note = (await page.getByTestId('count-note').boundingBox())!;
    const bodyCounter = (await page.getByTestId('counter-body').boundingBox())!;
    const url = (await page.getByTestId('field-url').boundingBox())!;
    expect(note.y).toBeGreaterThanOrEqual(bodyCounter.y + bodyCounter.height - 1);
    expect(note.y + note.height).toBeLessThan(url.y);
    // The checks wait in one short line: heading, then the line right under it (no empty summary's gap).
    const heading = (await page.getByRole('heading', { name: 'Checks', exact: true }).boundingBox())!;
    const waiting = (await page.getByTestId('checks-waiting').boundingBox())!;
    expect(waiting.y - (heading.y + heading.height)).toBeLessThan(40);
    expect(waiting.height).toBeLessThan(100);

    await site.goto(NTT);
    await expect(page.getByTestId('results-waiting')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Preview', exact: true })).toHaveCount(0);
  });

  test('an over-limit detail reads as a sentence', async ({ page, site }) => {
    await site.goto(NOTIFICATION);
    await page.getByTestId('field-title').fill('x'.repeat(60));
    await expect(row(page, 'title-length')).toContainText('60 characters: 30 over the limit of 30.');
  });

  const pluralCases = [
    {
      locale: 'es',
      one: 'Resultados: 7 cumplen, 1 advertencia, 0 no cumplen.',
      two: 'Resultados: 6 cumplen, 2 advertencias, 0 no cumplen.',
      fail: 'Resultados: 6 cumplen, 1 advertencia, 1 no cumple.',
    },
    {
      locale: 'de',
      one: 'Ergebnis: 7 erfüllt, 1 Hinweis, 0 nicht erfüllt.',
      two: 'Ergebnis: 6 erfüllt, 2 Hinweise, 0 nicht erfüllt.',
      fail: 'Ergebnis: 6 erfüllt, 1 Hinweis, 1 nicht erfüllt.',
    },
  ];
  for (const { locale, one, two, fail } of pluralCases) {
    test(`the results summary uses the plural forms of ${locale}`, async ({ page, site }) => {
      const draft = (url: string) =>
        `/${locale}${NOTIFICATION}#brand=Acme&title=Acme%20now&body=BUY%20NOW%20TODAY&url=${encodeURIComponent(url)}`;
      await site.goto(draft('https://acme.example/brave'));
      const summary = page.getByTestId('results-summary');
      await expect(summary).toHaveText(one);
      await page.getByTestId('field-url').fill('http://acme.example/brave');
      await expect(summary).toHaveText(two);
      await page.getByTestId('field-url').fill('https://bit.ly/acme');
      await expect(summary).toHaveText(fail);
    });
  }

  for (const locale of ['fr', 'de'] as const)
    for (const width of [360, 390]) {
      test(`${locale} at ${width} px: nothing scrolls sideways; the zone box is 24 px, its label 44 px tall`, async ({
        browser,
        baseURL,
      }) => {
        const context = await browser.newContext({
          baseURL,
          viewport: { width, height: 800 },
          hasTouch: true,
          isMobile: true,
        });
        const page = await context.newPage();
        await page.goto(
          `/${locale}${NOTIFICATION}#brand=Acme&title=${'Acme%20'.repeat(12)}&body=${'Lorem%20'.repeat(20)}&url=acme%20maps`,
        );
        await waitForHydration(page);
        await expect(page.getByTestId('field-error-url')).toBeVisible();
        await expect(page.locator('tr[data-status="fail"]').first()).toBeVisible();
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

        await page.goto(`/${locale}${NTT}`);
        await waitForHydration(page);
        await page
          .getByTestId('ntt-backgrounds-input')
          .setInputFiles([
            await makeImage(page, bg('premier-fond-avec-un-nom-long.jpg', 'gradient')),
            await makeImage(page, bg('zweiter.jpg', 'checks')),
          ]);
        await expect(page.getByTestId('ntt-preview')).toBeVisible();
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

        const box = (await page.locator('[data-testid="ntt-preview"] input[type="checkbox"]').boundingBox())!;
        expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
        const label = (await page
          .locator('[data-testid="ntt-preview"] label:has(input[type="checkbox"])')
          .boundingBox())!;
        expect(label.height).toBeGreaterThanOrEqual(44);

        // Enlarged, the desktop preview is readable and scrolls inside its own box, not the page.
        const stage = page.getByTestId('ntt-stage');
        const fitted = (await stage.boundingBox())!.height;
        const zoom = page.getByTestId('ntt-zoom');
        await expect(zoom).toHaveAttribute('aria-pressed', 'false');
        await zoom.click();
        await expect(zoom).toHaveAttribute('aria-pressed', 'true');
        const size = await stage.evaluate((el) => ({
          scroll: el.scrollWidth,
          client: el.clientWidth,
          left: el.scrollLeft,
        }));
        expect(size.scroll).toBeGreaterThan(size.client * 3);
        expect(size.left).toBeGreaterThan(0); // opened on the focal point, not on the left edge
        expect((await stage.boundingBox())!.height).toBeGreaterThan(fitted * 3);
        await expect(stage).toHaveAttribute('tabindex', '0');
        // The desktop keeps its desktop widgets on a phone: the stats card is a desktop card, not a phone-wide one.
        const card = await page
          .locator('[data-testid="ntt-stage"] [class*="statsCard_"]')
          .evaluate((el) => (el as HTMLElement).offsetWidth);
        expect(card).toBe(512);
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
        await context.close();
      });
    }

  for (const tool of [NTT, NOTIFICATION]) {
    test(`desktop: prose keeps a readable measure, the form and preview stay wide: ${tool}`, async ({ page, site }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await site.goto(`/es${tool}`);
      const fontSize = await page
        .locator('.theme-doc-markdown')
        .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
      const widths = await page
        .locator('.theme-doc-markdown :is(p, li):not(table *, [class*="waiting"], [class*="card"] *)')
        .evaluateAll((els) =>
          els.filter((el) => (el as HTMLElement).offsetParent !== null).map((el) => el.getBoundingClientRect().width),
        );
      expect(widths.length).toBeGreaterThan(3);
      // About 80 characters: 40rem of body text.
      expect(Math.max(...widths)).toBeLessThanOrEqual(40 * fontSize + 1);
      const content = (await page.locator('.theme-doc-markdown').boundingBox())!;
      const tool_ = (await page
        .locator('[data-testid="notification-preview"], [data-testid="ntt-check"]')
        .boundingBox())!;
      expect(tool_.width).toBeGreaterThan(content.width * 0.9);
    });
  }

  test('desktop: the fields and the preview use the width of the page', async ({ page, site }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await site.goto(NOTIFICATION);
    await page.getByTestId('field-title').fill('Acme deals');
    const content = (await page.locator('.theme-doc-markdown').boundingBox())!;
    const field = (await page.getByTestId('field-title').boundingBox())!;
    const preview = (await page.getByTestId('notification-live-preview').boundingBox())!;
    expect(preview.x).toBeGreaterThan(field.x + field.width);
    expect(preview.x + preview.width - field.x).toBeGreaterThanOrEqual(content.width * 0.85);
    // The doc has no table of contents column beside it: the content is most of the window beside the sidebar.
    expect(content.width).toBeGreaterThan(900);
  });
});

test.describe('the new tab takeover check’s two upload boxes', () => {
  const zones = (page: Page) =>
    ['ntt-backgrounds-input', 'ntt-logo-input'].map((id) => page.getByTestId(id).locator('xpath=..'));

  for (const [name, options] of [
    ['phone', phone],
    ['desktop', { viewport: { width: 1440, height: 900 } }],
  ] as const) {
    test.describe(name, () => {
      test.use(options);

      test(`equal height; ${name === 'phone' ? 'a touch screen, which cannot drag, is told where files come from' : 'a mouse can drop files'} (${name})`, async ({
        page,
        site,
      }) => {
        await site.goto(`/es${NTT}`);
        const boxes = await Promise.all(zones(page).map(async (zone) => (await zone.boundingBox())!));
        expect(Math.abs(boxes[0].height - boxes[1].height)).toBeLessThanOrEqual(1);
        if (name === 'desktop') expect(Math.abs(boxes[0].y - boxes[1].y)).toBeLessThanOrEqual(1);
        for (const zone of zones(page)) {
          // One wording shown, and only that one in the accessibility tree (display: none hides the other).
          const [shown, hidden] =
            name === 'phone'
              ? ['de sus fotos o archivos', 'o suelte los archivos aquí']
              : ['o suelte los archivos aquí', 'de sus fotos o archivos'];
          await expect(zone.getByText(shown, { exact: true })).toBeVisible();
          await expect(zone.getByText(hidden, { exact: true })).toBeHidden();
          expect(await zone.evaluate((el) => (el as HTMLElement).innerText)).not.toContain(hidden);
        }
      });
    });
  }
});
