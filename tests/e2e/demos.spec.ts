import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Frame, FrameLocator, Locator, Page, Request } from '@playwright/test';
import { createHandler } from '../../scripts/serve';
import { test, expect, localized, type Locale } from './fixtures';

/**
 * The dynamic new tab takeover demos: each creative loads in the emulated new tab page, animates (and
 * does not with reduced motion), stays inside its own folder, and the frame's menu, error state and
 * back link work. The console-error guard of the fixtures applies to every test.
 */

const demoIds = ['pan-and-zoom', 'pan-and-zoom-2', 'carousel-autofade', 'slider', 'digital-rain'] as const;
type DemoId = (typeof demoIds)[number];

/** One name per demo and locale: the gear menu, the gallery, the top-site tiles and the demo page's title agree. */
const demoNames: Record<'en' | 'es' | 'de', readonly string[]> = {
  en: ['Pan & Zoom', 'Pan & Zoom 2', 'Carousel', 'Slider', 'Digital Rain'],
  es: ['Barrido y zoom', 'Barrido y zoom 2', 'Carrusel', 'Control deslizante', 'Lluvia digital'],
  de: ['Schwenk & Zoom', 'Schwenk & Zoom 2', 'Karussell', 'Slider', 'Digitaler Regen'],
};
const menuLabels = ['Home', ...demoNames.en];

/** Page object of the emulated new tab page. */
class NewTabPage {
  constructor(readonly page: Page) {}

  get root(): Locator {
    return this.page.getByTestId('new-tab-page');
  }
  get iframe(): Locator {
    return this.root.locator('iframe');
  }
  get gear(): Locator {
    // The top sites row has a menu button of its own (tests/e2e/top-sites.spec.ts).
    return this.root.getByRole('button', { name: 'Demos menu', exact: true });
  }
  get menu(): Locator {
    return this.root.getByRole('menu', { name: 'Demos', exact: true });
  }
  get menuItems(): Locator {
    return this.menu.getByRole('menuitem');
  }
  get back(): Locator {
    return this.root.getByRole('link', { name: 'Back to the docs' });
  }
  get retry(): Locator {
    return this.root.getByRole('button', { name: 'Retry' });
  }

  async expectLoaded(): Promise<void> {
    // Creatives of up to 53 KB and their frame's load event: allow for a busy 2-core CI machine.
    await expect(this.root).toHaveAttribute('data-state', 'loaded', { timeout: 15_000 });
    // The frame fades in after its load event: wait for the end of the fade before judging pixels.
    await expect(this.iframe).toHaveCSS('opacity', '1');
  }

  /** The creative's document, for reading its state (Playwright reaches sandboxed frames too). */
  async creativeFrame(): Promise<Frame> {
    const frame = await (await this.iframe.elementHandle())?.contentFrame();
    if (!frame) throw new Error('the creative frame has no document');
    return frame;
  }

  /** The creative's document, through a frame locator. */
  get creative(): FrameLocator {
    return this.page.frameLocator('[data-testid="new-tab-page"] iframe');
  }

  /**
   * Waits until the creative has drawn its first complete picture (every creative marks its root element
   * with data-ready), so later pixel changes come from animation only.
   */
  async creativeReady(): Promise<void> {
    await expect(this.creative.locator('html')).toHaveAttribute('data-ready', 'true');
  }
}

/**
 * Pixels of two same-sized screenshots that differ by more than `tolerance` (of 255) in a channel, decoded in the
 * page (createImageBitmap of a Blob, which the page's CSP does not govern). The new tab page's furniture lies over
 * the creative with translucent, blurred backgrounds that a Chromium release re-rasterizes a few units apart after a
 * resize (6 pixels off by up to 8 at the edge of the VPN card's icon column); a reshuffled or moved creative
 * changes thousands of pixels by far more.
 */
async function pixelsApart(page: Page, a: Buffer, b: Buffer, tolerance = 16): Promise<number> {
  return page.evaluate(
    async ({ a, b, tolerance }) => {
      const decode = async (base64: string) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2D context');
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height);
      };
      const [x, y] = await Promise.all([decode(a), decode(b)]);
      if (x.width !== y.width || x.height !== y.height) return Number.POSITIVE_INFINITY;
      let apart = 0;
      for (let i = 0; i < x.data.length; i += 4) {
        if (
          Math.abs(x.data[i] - y.data[i]) > tolerance ||
          Math.abs(x.data[i + 1] - y.data[i + 1]) > tolerance ||
          Math.abs(x.data[i + 2] - y.data[i + 2]) > tolerance
        )
          apart += 1;
      }
      return apart;
    },
    { a: a.toString('base64'), b: b.toString('base64'), tolerance },
  );
}

/**
 * Screenshots the middle of the frame again and again for up to `windowMs`, comparing each shot with the
 * first. Returns as soon as one differs (when asked), so "animates" passes quickly and "does not animate"
 * watches the whole window. Bounded observation, not a sleep. The middle band is where the new tab page
 * leaves the creative uncovered, and a smaller clip keeps each shot cheap.
 */
async function watchPixels(page: Page, target: Locator, windowMs: number, stopOnChange: boolean) {
  const box = await target.boundingBox();
  if (!box) throw new Error('the creative frame is not on screen');
  const clip = {
    x: box.x + box.width * 0.2,
    y: box.y + box.height * 0.3,
    width: box.width * 0.6,
    height: box.height * 0.4,
  };
  const shoot = () => page.screenshot({ clip, scale: 'css' });
  const first = await shoot();
  const start = Date.now();
  let samples = 1;
  let changed = false;
  while (Date.now() - start < windowMs) {
    const next = await shoot();
    samples += 1;
    if (!next.equals(first)) {
      changed = true;
      if (stopOnChange) break;
    }
  }
  return { changed, samples, elapsedMs: Date.now() - start };
}

/** Records the requests made by frames other than the page itself (the creative's frame). */
function recordCreativeRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (request.frame() !== page.mainFrame()) requests.push(request);
  });
  return requests;
}

const demoPath = (id: DemoId, locale: Locale = 'en') => localized(locale, `/demos/dynamic-ntt/${id}`);

for (const id of demoIds) {
  test.describe(`demo ${id}`, () => {
    test(`loads its creative, animates and requests nothing outside its folder${id === demoIds[0] ? ' @smoke' : ''}`, async ({
      page,
      site,
    }) => {
      const requests = recordCreativeRequests(page);
      const ntp = new NewTabPage(page);
      await site.goto(demoPath(id));
      await ntp.expectLoaded();
      await expect(ntp.iframe).toHaveAttribute('sandbox', 'allow-scripts');
      await expect(ntp.iframe).toHaveAttribute('referrerpolicy', 'no-referrer');
      await expect(ntp.iframe).toHaveAttribute('src', `/creatives/${id}/index.html?lang=en`);
      await ntp.creativeReady();

      // Longer than the slowest creative's cycle: the carousel holds a slide 5 s before its 1.2 s fade.
      const watch = await watchPixels(page, ntp.iframe, 10_000, true);
      expect(watch.changed, `the ${id} creative changed in ${watch.samples} shots over ${watch.elapsedMs} ms`).toBe(
        true,
      );

      expect(requests.length, 'the creative loads its page, script and style sheet').toBeGreaterThanOrEqual(3);
      const origin = new URL(page.url()).origin;
      for (const request of requests) {
        const url = new URL(request.url());
        expect(`${url.origin}${url.pathname}`, 'creative request stays in its folder').toMatch(
          new RegExp(`^${origin.replace(/[.]/g, '\\.')}/creatives/${id}/[^/]+$`),
        );
      }
    });

    test.describe('with reduced motion', () => {
      test.use({ reducedMotion: 'reduce' });

      test('shows a still creative', async ({ page, site }) => {
        const ntp = new NewTabPage(page);
        await site.goto(demoPath(id));
        await ntp.expectLoaded();
        await ntp.creativeReady();
        // The still frame is judged once settled (two shots in a row alike): the compositor may show a frame or two
        // scaled with a cheaper filter while it redraws, and on a loaded machine a watch started right at data-ready
        // once saw such a change (digital-rain, 1223 ms). An animated creative never settles: this poll fails then.
        const shot = () => ntp.iframe.screenshot({ scale: 'css' });
        let previous = await shot();
        let before = previous;
        await expect
          .poll(
            async () => {
              const next = await shot();
              const same = next.equals(previous);
              previous = next;
              if (same) before = next;
              return same;
            },
            { message: `the ${id} creative settles on one still frame` },
          )
          .toBe(true);
        const watch = await watchPixels(page, ntp.iframe, 1_200, false);
        expect(watch.samples).toBeGreaterThanOrEqual(2);
        expect(watch.changed, `the ${id} creative stays still for ${watch.elapsedMs} ms`).toBe(false);
        // A resize and back (a phone turned, a window dragged) comes back to the same still frame, not a reshuffled
        // one.
        const size = page.viewportSize();
        if (!size) throw new Error('the page has no viewport size');
        await page.setViewportSize({ width: size.width - 200, height: size.height - 100 });
        await expect
          .poll(async () => (await ntp.iframe.boundingBox())?.width, {
            message: 'the creative frame follows the window',
          })
          .toBe(size.width - 200);
        await page.setViewportSize(size);
        await expect
          .poll(async () => pixelsApart(page, await shot(), before), {
            message: `the ${id} creative shows the same still frame after a resize (pixels apart)`,
          })
          .toBe(0);
      });
    });

    test('the settings menu works with the keyboard', async ({ page, site }) => {
      const ntp = new NewTabPage(page);
      await site.goto(demoPath(id));
      await expect(ntp.gear).toHaveAttribute('aria-expanded', 'false');
      await expect(ntp.menu).toBeHidden();

      await ntp.gear.focus();
      await page.keyboard.press('Enter');
      await expect(ntp.gear).toHaveAttribute('aria-expanded', 'true');
      await expect(ntp.menu).toBeVisible();
      await expect(ntp.menuItems).toHaveText(menuLabels);
      await expect(ntp.menuItems.nth(0)).toBeFocused();

      await page.keyboard.press('ArrowDown');
      await expect(ntp.menuItems.nth(1)).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      await expect(ntp.menuItems.nth(menuLabels.length - 1)).toBeFocused();
      await page.keyboard.press('Home');
      await expect(ntp.menuItems.nth(0)).toBeFocused();

      // The current demo is marked in the menu.
      const current = demoIds.indexOf(id) + 1;
      await expect(ntp.menuItems.nth(current)).toHaveAttribute('aria-current', 'page');

      await page.keyboard.press('Escape');
      await expect(ntp.menu).toBeHidden();
      await expect(ntp.gear).toHaveAttribute('aria-expanded', 'false');
      await expect(ntp.gear).toBeFocused();
      await expect(ntp.gear).toHaveCSS('outline-style', 'solid');
    });

    test('shows an error with Retry when the creative is missing', async ({ page, site, consoleErrors }) => {
      const ntp = new NewTabPage(page);
      const creative = new RegExp(`/creatives/${id}/index\\.html`);
      await page.route(creative, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'missing' }));
      await site.goto(demoPath(id));
      await expect(ntp.root).toHaveAttribute('data-state', 'error');
      await expect(ntp.root.getByRole('alert')).toContainText('This creative could not be loaded');
      await expect(ntp.root.getByRole('alert')).toContainText('404');
      await expect(ntp.iframe).toHaveCount(0);
      await expect(ntp.retry).toBeVisible();

      // Once the creative is back, Retry loads it.
      await page.unroute(creative);
      await ntp.retry.click();
      await ntp.expectLoaded();
      // The browser reports the refused request itself; that message is the expected one.
      consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/404|Not Found/.test(e)));
    });
  });
}

for (const id of demoIds) {
  test(`the ${id} creative does not shift while its style sheet arrives late`, async ({ page, site }) => {
    // Every frame (the creative's too) records its layout shifts from its first paint.
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.defineProperty(window, '__layoutShifts', { value: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // A slow style sheet: the creative's document is parsed, and Chromium lays it out, long before its CSS applies.
    await page.route(`**/creatives/${id}/style.css`, async (route) => {
      const response = await route.fetch();
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.fulfill({ response });
    });
    const ntp = new NewTabPage(page);
    await site.goto(demoPath(id));
    await ntp.expectLoaded();
    await ntp.creativeReady();
    const shiftsIn = (frame: Frame) =>
      frame.evaluate(() => (window as unknown as { __layoutShifts: number[] }).__layoutShifts);
    // Unstyled, the body would sit at the 8 px default margin with its text in flow, then jump into place (0.07 for
    // pan-and-zoom): the body starts hidden and its style sheet shows it.
    expect(await shiftsIn(await ntp.creativeFrame()), 'layout shifts in the creative').toEqual([]);
    // The docs page behind the frame may settle by a hair (0.0001); 0.1 is where CLS stops being "good".
    const pageShift = (await shiftsIn(page.mainFrame())).reduce((sum, value) => sum + value, 0);
    expect(pageShift, 'layout shift of the page').toBeLessThan(0.01);
  });
}

test('a demo page that arrives slowly is painted with its new tab page whole, never half', async ({
  page,
  consoleErrors,
}) => {
  void consoleErrors;
  // A slow connection or a busy phone: the browser has the page's style sheet and only the first part of the HTML,
  // cut where the widget cards begin. Painted then, the cards would pop up and push each other up as they arrive.
  const path = demoPath('slider', 'es');
  const html = await (await page.request.get(path)).text();
  const cut = html.indexOf('<section');
  expect(cut, 'the widget cards come after the start of the frame').toBeGreaterThan(html.indexOf('new-tab-page'));
  let release = () => {};
  const rest = new Promise<void>((resolve) => (release = resolve));
  let styleSheetServed = () => {};
  const styled = new Promise<void>((resolve) => (styleSheetServed = resolve));
  const serve = createHandler('build');
  const server = http.createServer((req, res) => {
    if (req.url === path) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.write(html.slice(0, cut));
      void rest.then(() => res.end(html.slice(cut)));
      return;
    }
    if (req.url?.endsWith('.css')) res.on('finish', styleSheetServed);
    serve(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    // Every frame the browser renders checks whether it shows the frame without its end.
    let halfPainted = () => {};
    const painted = new Promise<boolean>((resolve) => (halfPainted = () => resolve(true)));
    await page.exposeFunction('__halfPainted', () => halfPainted());
    await page.addInitScript(() => {
      const check = () => {
        if (document.querySelector('[data-testid="new-tab-page"]') && !document.getElementById('new-tab-page-end')) {
          void (window as unknown as { __halfPainted: () => Promise<void> }).__halfPainted();
        }
        if (document.readyState === 'loading') requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    const { port } = server.address() as AddressInfo;
    const loaded = page.goto(`http://127.0.0.1:${port}${path}`);
    await styled;
    // Bounded observation, not a sleep: a browser that paints the half page does so within a few frames of having
    // its style sheet; the rest of the page is held back until it does, or for 1.5 s.
    const half = await Promise.race([painted, new Promise<boolean>((resolve) => setTimeout(resolve, 1500, false))]);
    release();
    await loaded;
    expect(half, 'a frame was painted with half of the new tab page').toBe(false);
    await new NewTabPage(page).expectLoaded();
  } finally {
    release();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

test.describe('a host that gives the frame its size only after the creative has started', () => {
  // Reduced motion: every creative then shows one deterministic still picture, comparable pixel for pixel.
  test.use({ reducedMotion: 'reduce' });

  for (const id of demoIds) {
    test(`the ${id} creative is ready only once sized, and looks as if sized from the start`, async ({
      page,
      site,
    }) => {
      // The frame named "racing" replays what a busy machine does to the demo frame: the creative's document starts
      // at 0 by 0 and gets its size only after its script has run (by DOMContentLoaded), with no resize event since
      // its first layout already has that size. Its window reports 0 by 0 until then.
      await page.addInitScript(() => {
        if (window.name !== 'racing') return;
        const racing = window as Window & { __readAtZero?: boolean };
        let sized = false;
        document.addEventListener('DOMContentLoaded', () => (sized = true));
        for (const name of ['innerWidth', 'innerHeight'] as const) {
          const real = Object.getOwnPropertyDescriptor(window, name)?.get;
          if (!real) throw new Error(`no ${name} getter to replace`);
          Object.defineProperty(window, name, {
            configurable: true,
            get() {
              if (sized) return real.call(window);
              racing.__readAtZero = true;
              return 0;
            },
          });
        }
      });
      await site.goto('/');
      // Three frames: one sized from the start, one hidden (display: none, 0 by 0) until its load event, and one
      // racing its size as above.
      const src = `/creatives/${id}/index.html?lang=en`;
      await page.evaluate((url) => {
        const places = { sized: ['0', '0'], late: ['640px', '0'], racing: ['0', '360px'] };
        for (const [name, [left, top]] of Object.entries(places)) {
          const frame = document.createElement('iframe');
          frame.name = name;
          frame.setAttribute('sandbox', 'allow-scripts');
          frame.style.cssText = 'position:fixed;border:0;z-index:1000;width:640px;height:360px;';
          frame.style.left = left;
          frame.style.top = top;
          if (name === 'late') frame.style.display = 'none';
          frame.src = url;
          document.body.append(frame);
        }
      }, src);
      const root = (name: string) => page.frameLocator(`iframe[name="${name}"]`).locator('html');
      await expect(root('sized')).toHaveAttribute('data-ready', 'true');
      await expect(root('racing')).toHaveAttribute('data-ready', 'true');
      // The race was run: the creative read its size at 0 by 0. The carousel reads it only once its pictures are
      // decoded, after DOMContentLoaded.
      const readAtZero = await page.frame({ name: 'racing' })?.evaluate(() => '__readAtZero' in window);
      expect(readAtZero, 'the creative read its size while the frame was 0 by 0').toBe(id !== 'carousel-autofade');
      await expect.poll(() => page.frame({ name: 'late' })?.url()).toContain(src);
      await page.frame({ name: 'late' })?.waitForLoadState('load');
      // Loaded but 0 by 0: nothing is drawn, so the creative does not tell its host it is ready.
      await expect(root('late')).not.toHaveAttribute('data-ready', 'true');
      await page.locator('iframe[name="late"]').evaluate((frame: HTMLIFrameElement) => {
        frame.style.display = 'block';
      });
      await expect(root('late')).toHaveAttribute('data-ready', 'true');

      const shot = (name: string) => page.locator(`iframe[name="${name}"]`).screenshot({ scale: 'css' });
      for (const name of ['late', 'racing']) {
        await expect
          .poll(async () => (await shot(name)).equals(await shot('sized')), {
            message: `the ${id} creative in the ${name} frame shows the picture of one sized from the start`,
          })
          .toBe(true);
      }
    });
  }
});

test('a menu item opens another demo, and Back to the docs leaves the frame @smoke', async ({ page, site }) => {
  const ntp = new NewTabPage(page);
  await site.goto(demoPath('pan-and-zoom'));
  await ntp.gear.focus();
  await page.keyboard.press('ArrowDown');
  await expect(ntp.menuItems.nth(0)).toBeFocused();
  // Type-ahead to "Slider", then Enter follows the link.
  await page.keyboard.press('s');
  await expect(ntp.menuItems.nth(4)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/demos\/dynamic-ntt\/slider$/);
  await expect(ntp.root).toHaveAttribute('data-demo', 'slider');
  await ntp.expectLoaded();

  await ntp.back.click();
  await expect(page).toHaveURL(/\/ad-placements\/brave-browser\/dynamic-ntt$/);
  await expect(ntp.root).toHaveCount(0);
  // The docs are interactive again: nothing left inert, the page scrolls.
  await expect(page.locator('[inert]')).toHaveCount(0);
  await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
});

test('the slider creative is a keyboard-operable ARIA slider @smoke', async ({ page, site }) => {
  const ntp = new NewTabPage(page);
  await site.goto(demoPath('slider'));
  await ntp.expectLoaded();
  const handle = ntp.creative.getByRole('slider');
  await handle.focus();
  await page.keyboard.press('Home');
  await expect(handle).toHaveAttribute('aria-valuenow', '0');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(handle).toHaveAttribute('aria-valuenow', '4');
  await page.keyboard.press('End');
  await expect(handle).toHaveAttribute('aria-valuenow', '100');
  await expect(handle).toHaveAttribute('aria-valuetext', '100% sketch');
});

test('the carousel creative pauses and plays from its button', async ({ page, site }) => {
  const ntp = new NewTabPage(page);
  await site.goto(demoPath('carousel-autofade'));
  await ntp.expectLoaded();
  const creative = ntp.creative;
  const toggle = creative.getByRole('button', { name: 'Pause' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(creative.getByRole('button', { name: 'Play' })).toBeVisible();
  await expect(creative.locator('#captions')).toHaveAttribute('aria-live', 'polite');
  await creative.getByRole('button', { name: 'Show slide 3' }).click();
  await expect(creative.getByRole('group', { name: '3 of 4' })).toHaveText('Forest in autumn');
});

test.describe('in every locale', () => {
  const cases: [Locale, DemoId, string][] = [
    ['de', 'pan-and-zoom', 'Zurück zur Dokumentation'],
    ['es', 'pan-and-zoom-2', 'Volver a la documentación'],
    ['fr', 'carousel-autofade', 'Retour à la documentation'],
    ['pt', 'slider', 'Voltar à documentação'],
    ['de', 'digital-rain', 'Zurück zur Dokumentation'],
  ];
  for (const [locale, id, backText] of cases) {
    test(`${demoPath(id, locale)} frames its creative in ${locale}`, async ({ page, site }) => {
      const ntp = new NewTabPage(page);
      await site.goto(demoPath(id, locale));
      await ntp.expectLoaded();
      await expect(ntp.iframe).toHaveAttribute('src', `/${locale}/creatives/${id}/index.html?lang=${locale}`);
      await expect(ntp.root.getByRole('link', { name: backText })).toBeVisible();
      const frame = await ntp.creativeFrame();
      expect(await frame.evaluate(() => document.documentElement.lang)).toBe(locale);
      expect(await frame.evaluate(() => document.querySelector('.badge')?.textContent)).not.toBe('Demo creative');
    });
  }
});

test.describe('responsive new tab page', () => {
  const layouts = [
    { width: 1440, height: 900, cards: ['stats', 'news', 'vpn'] },
    { width: 1200, height: 800, cards: ['stats', 'vpn'] },
    { width: 900, height: 1000, cards: ['stats', 'vpn'] },
    { width: 390, height: 700, cards: ['stats'] },
  ];
  for (const layout of layouts) {
    test(`${layout.width}×${layout.height} shows ${layout.cards.join(', ')}`, async ({ page, site }) => {
      await page.setViewportSize({ width: layout.width, height: layout.height });
      const ntp = new NewTabPage(page);
      await site.goto(demoPath('digital-rain'));
      const cards = ntp.root.getByRole('region', { name: /widgets/ }).locator(':scope > div');
      await expect(cards).toHaveCount(3);
      const visible: string[] = [];
      for (const [index, name] of ['stats', 'news', 'vpn'].entries()) {
        if (await cards.nth(index).isVisible()) visible.push(name);
      }
      expect(visible).toEqual(layout.cards);
      // The whole frame covers the viewport, and the back link stays reachable.
      const box = await ntp.root.boundingBox();
      expect(box).toEqual({ x: 0, y: 0, width: layout.width, height: layout.height });
      await expect(ntp.back).toBeVisible();
    });
  }
});

for (const locale of ['en', 'es', 'de'] as const) {
  test(`${localized(locale, '/dynamic-ntt')} shows the gallery of the five demos`, async ({ page, site }) => {
    const response = await site.goto(localized(locale, '/dynamic-ntt'));
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toBeVisible();
    const links = page.getByTestId('demo-gallery').getByRole('link');
    await expect(links).toHaveText([...demoNames[locale]]);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(demoIds.map((id) => localized(locale, `/demos/dynamic-ntt/${id}`)));
    // A normal page: no full-screen frame on the gallery.
    await expect(page.getByTestId('new-tab-page')).toHaveCount(0);
  });
}

for (const locale of ['es', 'de'] as const) {
  test(`${locale}: a demo has one name in its page title, the gear menu and the top-site tiles`, async ({
    page,
    site,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const ntp = new NewTabPage(page);
    await site.goto(demoPath('slider', locale));
    const name = demoNames[locale][3];
    await expect(page).toHaveTitle(new RegExp(`^${name} \\|`));
    const tiles = ntp.root.getByRole('navigation').last().getByRole('link');
    await expect(tiles.filter({ hasText: name })).toHaveAttribute('aria-current', 'page');
    await ntp.root.locator('button[aria-haspopup]').first().click();
    const items = ntp.root.getByRole('menuitem');
    await expect(items).toHaveCount(6);
    await expect(items.filter({ hasText: name })).toHaveAttribute('aria-current', 'page');
    await expect(items.nth(1)).toHaveText(demoNames[locale][0]);
  });
}
