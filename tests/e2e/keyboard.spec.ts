import type { Page } from '@playwright/test';
import { test, expect, localized, waitForHydration } from './fixtures';
import { pageKindOf, pagesByKind } from './page-kinds';

/**
 * Keyboard sweep, one representative page per page type in Spanish and in German: Tab through the
 * whole page. Every visible interactive element must be reached, each focused element must show a
 * visible focus indicator (its outline, box-shadow, border, background or underline differs from the
 * unfocused element, or it has a visible outline), and focus must come back round (leave the page
 * and start again at the top) instead of being trapped. The console-error guard of the fixtures applies.
 */

type Stop = {
  /** The element's marker (`data-kb` index) or `iframe`/`body`/`other`. */
  id: string;
  label: string;
  indicator: boolean;
  indicatorDetail: string;
  inViewport: boolean;
  /** Focus is inside an iframe (the creative's own controls). */
  frame: boolean;
};

const INTERACTIVE =
  'a[href], area[href], button, input, select, textarea, summary, iframe, [tabindex], [contenteditable="true"]';

/** Every visible, enabled, tabbable control of the page, with whether Tab reached it (`data-kb-reached`). */
async function controls(page: Page): Promise<{ label: string; stopLabel: string; reached: boolean }[]> {
  return page.evaluate((selector) => {
    const describe = (el: Element): string => {
      const text = (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? el.getAttribute('title') ?? '')
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 50);
      const href = el.getAttribute('href');
      return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${href ? ` href="${href}"` : ''}> ${text}`.trim();
    };
    // The label a stop records for this element (see currentStop).
    const stopLabel = (el: HTMLElement): string =>
      `<${el.tagName.toLowerCase()}${el.getAttribute('href') ? ` href="${el.getAttribute('href')}"` : ''}> ${(el.getAttribute('aria-label') ?? el.innerText ?? '').trim().replace(/\s+/g, ' ').slice(0, 50)}`;
    const found: { label: string; stopLabel: string; reached: boolean }[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (el.tabIndex < 0 || el.closest('[inert]') || (el as HTMLButtonElement).disabled) continue;
      if (el.matches('input[type="hidden"]')) continue;
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      // A clipped, visually hidden control (the skip link) still counts: it appears on focus.
      found.push({ label: describe(el), stopLabel: stopLabel(el), reached: el.hasAttribute('data-kb-reached') });
    }
    return found;
  }, INTERACTIVE);
}

/** Reads the focused element; compares its look focused and unfocused, then puts focus back. */
async function currentStop(page: Page): Promise<Stop> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) {
      return { id: 'body', label: 'body', indicator: true, indicatorDetail: '', inViewport: true, frame: false };
    }
    // Mark what Tab reached; the id tells stops apart (and spots focus coming back round).
    el.setAttribute('data-kb-reached', '');
    if (!el.hasAttribute('data-kb')) el.setAttribute('data-kb', String(document.querySelectorAll('[data-kb]').length));
    const label = `<${el.tagName.toLowerCase()}${el.getAttribute('href') ? ` href="${el.getAttribute('href')}"` : ''}> ${(el.getAttribute('aria-label') ?? el.innerText ?? '').trim().replace(/\s+/g, ' ').slice(0, 50)}`;
    const rect = el.getBoundingClientRect();
    const inViewport =
      rect.bottom > 0 && rect.right > 0 && rect.top < window.innerHeight && rect.left < window.innerWidth;
    // The creative frame draws its own focus inside its document.
    // While focus moves inside it, the frame stays the host's active element: several stops in a row.
    if (el.tagName === 'IFRAME')
      return {
        id: el.getAttribute('data-kb') ?? 'iframe',
        label,
        indicator: true,
        indicatorDetail: 'frame',
        inViewport,
        frame: true,
      };
    // The element itself, its ::before/::after (stretched-link outlines) and up to three ancestors
    // (`:focus-within` cards) may carry the indicator.
    const targets: [Element, string | null][] = [
      [el, null],
      [el, '::before'],
      [el, '::after'],
    ];
    for (let parent = el.parentElement, depth = 0; parent && depth < 3; parent = parent.parentElement, depth += 1)
      targets.push([parent, null]);
    const look = () =>
      targets.map(([target, pseudo]) => {
        const s = getComputedStyle(target, pseudo);
        return {
          outline:
            s.outlineStyle !== 'none' &&
            parseFloat(s.outlineWidth) > 0 &&
            !/rgba\(\d+, \d+, \d+, 0\)|transparent/.test(s.outlineColor)
              ? `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}`
              : 'none',
          shadow: s.boxShadow,
          border: `${s.borderTopColor} ${s.borderBottomColor} ${s.borderBottomWidth}`,
          background: s.backgroundColor,
          underline: `${s.textDecorationLine} ${s.textDecorationThickness}`,
        };
      });
    const focused = look();
    const focusVisible = el.matches(':focus-visible');
    el.blur();
    const unfocused = look();
    el.focus({ preventScroll: true });
    const names = ['element', '::before', '::after', 'parent', 'grandparent', 'great-grandparent'];
    const changed = focused.flatMap((f, i) =>
      (Object.keys(f) as (keyof typeof f)[]).filter((k) => f[k] !== unfocused[i][k]).map((k) => `${names[i]} ${k}`),
    );
    // An outline on the element or its pseudo-elements, or any visible change focus brings about.
    const indicator = focused.slice(0, 3).some((f) => f.outline !== 'none') || changed.length > 0;
    return {
      id: el.getAttribute('data-kb') ?? 'other',
      label,
      indicator,
      indicatorDetail: `focus-visible=${focusVisible} outline=${focused[0].outline} changed=${changed.join(',') || 'nothing'}`,
      inViewport,
      frame: false,
    };
  });
}

/**
 * Whether focus has come to rest after a Tab: on an element of the page, inside a frame on one of the frame's own
 * elements, or out of the page (the page no longer has focus). The creative's frame is sandboxed, so it runs in a
 * process of its own: focus goes into it and back out of it by messages between the two processes. In between, the
 * page shows its body (on the way in) or still the frame (on the way out, while the frame shows its body), and on a
 * busy machine a read right after the key press lands there: the frame was missed, or the next Tab was pressed from
 * the wrong place.
 */
async function focusSettled(page: Page): Promise<boolean> {
  const host = await page.evaluate(() => {
    const el = document.activeElement;
    return { tag: el?.tagName ?? 'BODY', onBody: !el || el === document.body, hasFocus: document.hasFocus() };
  });
  if (host.onBody) return !host.hasFocus;
  if (host.tag !== 'IFRAME') return true;
  const inFrames = await Promise.all(
    page
      .frames()
      .filter((frame) => frame !== page.mainFrame())
      .map((frame) =>
        frame
          .evaluate(() => document.hasFocus() && !!document.activeElement && document.activeElement !== document.body)
          .catch(() => false),
      ),
  );
  return inFrames.includes(true);
}

async function tabThrough(
  page: Page,
): Promise<{ controls: { label: string; stopLabel: string; reached: boolean }[]; stops: Stop[]; cycled: boolean }> {
  const limit = (await controls(page)).length * 2 + 40;
  const stops: Stop[] = [];
  let cycled = false;
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    await expect.poll(() => focusSettled(page), { message: `focus came to rest after Tab ${i + 1}` }).toBe(true);
    const stop = await currentStop(page);
    // Focus left the page (browser chrome) or came back to the first stop: the cycle is complete.
    const first = stops.find((s) => !s.frame);
    if (stops.length > 0 && (stop.id === 'body' || (!stop.frame && stop.id === first?.id))) {
      cycled = true;
      break;
    }
    if (stop.id !== 'body') stops.push(stop);
  }
  return { controls: await controls(page), stops, cycled };
}

/** One page of each kind (tests/e2e/page-kinds.ts); the demo is the slider, whose creative has a control of its own. */
const pageTypes: { type: string; route: string; status?: number }[] = [
  { type: 'doc page', route: pagesByKind.doc[0] },
  { type: 'category index', route: pagesByKind.categoryIndex[0] },
  { type: 'blog post', route: pagesByKind.blogPost[0] },
  { type: 'dynamic NTT page', route: pagesByKind.dynamicNtt[0] },
  { type: 'search page', route: pagesByKind.search[0] },
  { type: 'not-found page', route: pagesByKind.notFound[0], status: 404 },
  { type: 'demo page', route: '/demos/dynamic-ntt/slider' },
];

test.use({ reducedMotion: 'reduce' });
test.describe.configure({ mode: 'parallel', timeout: 120_000 });

for (const locale of ['es', 'de'] as const) {
  test.describe(`keyboard ${locale}`, () => {
    for (const { type, route, status = 200 } of pageTypes) {
      test(`${type}: every control is reached by Tab, shows focus, and focus is never trapped`, async ({
        page,
        consoleErrors,
      }, testInfo) => {
        const path = localized(locale, route);
        const response = await page.goto(path);
        expect(response?.status()).toBe(status);
        if (status === 404)
          consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/status of 404/.test(e)));
        await waitForHydration(page);
        // Lazy chunks re-render parts of the page (the sidebar): start once the page is settled. The
        // demo's creative keeps animating (and loading frames), so there the frame's state is the signal: loaded,
        // since the frame and the creative's control inside it are what Tab must reach (an error state has neither).
        if (pageKindOf(route) === 'demoDoc')
          await expect(page.getByTestId('new-tab-page')).toHaveAttribute('data-state', 'loaded', { timeout: 30_000 });
        else await page.waitForLoadState('networkidle');
        // Start from the top of the document, as a keyboard user arriving on the page does.
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

        const { controls: found, stops, cycled } = await tabThrough(page);
        // A control that was swapped for an identical one while it had focus (a code block turns live when
        // focused, and focus stays on its new <pre>) was reached all the same: its stop carries its label.
        const stopLabels = new Set(stops.map((s) => s.label));
        const missed = found.filter((c) => !c.reached && !stopLabels.has(c.stopLabel)).map((c) => c.label);
        const noIndicator = stops.filter((s) => !s.indicator).map((s) => `${s.label} (${s.indicatorDetail})`);
        const offScreen = stops.filter((s) => !s.inViewport).map((s) => s.label);
        testInfo.annotations.push({
          type: 'keyboard',
          description: `${path}: ${found.length} controls, ${stops.length} tab stops, cycled=${cycled}`,
        });

        expect(found.length, 'interactive elements found').toBeGreaterThan(0);
        expect(missed, `visible controls Tab never reached on ${path}`).toEqual([]);
        expect([...new Set(noIndicator)], `focused without a visible focus indicator on ${path}`).toEqual([]);
        expect([...new Set(offScreen)], `focused outside the viewport on ${path}`).toEqual([]);
        expect(cycled, `focus came back round after ${stops.length} stops (no keyboard trap) on ${path}`).toBe(true);
      });
    }
  });
}

test('a table wider than a phone scrolls in its own box, a named keyboard stop only while it scrolls', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  // A page whose sections stay open on a phone (the API page folds its later ones: config/long-pages.ts).
  await page.goto(localized('es', '/campaign-performance/reporting'));
  await waitForHydration(page);
  // Wide tables are cards on a phone (src/plugins/markdown/table-cards) and none of the others is wider than one today:
  // a word that cannot break makes a table so.
  const box = page.locator('.markdown .table-scroll:has(table:not(.table--cards))').first();
  await box
    .locator('tbody td')
    .last()
    .evaluate((td) => {
      td.textContent = 'x'.repeat(60);
      td.style.overflowWrap = 'normal';
    });
  // The page does not pan sideways: the table scrolls inside its box.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expect(box).toHaveAttribute('tabindex', '0');
  await expect(box).toHaveAttribute('role', 'region');
  // Named after the section it belongs to.
  const headingId = await box.getAttribute('aria-labelledby');
  expect(headingId).toBeTruthy();
  expect(await page.locator(`[id="${headingId}"]`).evaluate((heading) => heading.tagName)).toMatch(/^H[2-6]$/);
  await box.focus();
  await expect(box).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  // Wide enough for the table: a plain box again, no extra Tab stop.
  await page.setViewportSize({ width: 1400, height: 900 });
  await expect(box).not.toHaveAttribute('tabindex', /.*/);
  await expect(box).not.toHaveAttribute('role', /.*/);
});
