import path from 'node:path';

import type { LoadContext } from '@docusaurus/types';

import searchEarlyPlugin, { earlyScript, jsonForScriptElement } from '..';

const siteDir = path.resolve(__dirname, '../../../../..');
const search = { mode: 'local', indexName: 'x', limits: { maxQueryLength: 64 }, note: '</script><!--' };
const context = {
  siteDir,
  baseUrl: '/es/',
  siteConfig: { url: 'https://ads-help.example', customFields: { search } },
  i18n: { currentLocale: 'es' },
} as unknown as LoadContext;

type HeadTag = { tagName: string; innerHTML: string; attributes?: Record<string, string> };
const headTags = () =>
  (searchEarlyPlugin(context) as unknown as { injectHtmlTags: () => { headTags: HeadTag[] } }).injectHtmlTags()
    .headTags;

describe('search-early plugin', () => {
  test('ships the script without its comments, as one inline script at the top of the head', () => {
    const script = earlyScript();
    expect(script).not.toMatch(/\/\*|\/\//);
    // It parses as it is shipped (lines joined).
    expect(() => new Function(script)).not.toThrow();
    expect(headTags()[0]).toEqual({ tagName: 'script', innerHTML: script });
  });

  test("writes the locale's search settings as JSON that no text in them can break out of", () => {
    const tag = headTags()[1];
    expect(tag.attributes).toEqual({ type: 'application/json', id: 'search-context' });
    expect(tag.innerHTML).not.toMatch(/[<>]/);
    expect(JSON.parse(tag.innerHTML)).toEqual({
      siteUrl: 'https://ads-help.example',
      baseUrl: '/es/',
      language: 'es',
      docusaurusVersion: expect.stringMatching(/^\d+\.\d+\.\d+/),
      search,
    });
    expect(JSON.parse(jsonForScriptElement('a\u2028b'))).toBe('a\u2028b');
  });

  test('keeps a Ctrl+K and the keys after it, and hands them over once', () => {
    const listeners: Record<string, ((event: unknown) => void)[]> = {};
    const win: Record<string, unknown> = {
      addEventListener: (type: string, fn: (event: unknown) => void) => (listeners[type] ??= []).push(fn),
      removeEventListener: (type: string, fn: (event: unknown) => void) => {
        listeners[type] = (listeners[type] ?? []).filter((f) => f !== fn);
      },
      Element: class {},
    };
    win.window = win;
    new Function('window', 'addEventListener', 'removeEventListener', 'Element', earlyScript())(
      win,
      win.addEventListener,
      win.removeEventListener,
      win.Element,
    );
    let prevented = 0;
    const key = (k: string, mods: { ctrlKey?: boolean } = {}) =>
      listeners.keydown!.forEach((fn) =>
        fn({
          key: k,
          ctrlKey: false,
          metaKey: false,
          altKey: false,
          ...mods,
          target: null,
          preventDefault: () => (prevented += 1),
        }),
      );
    key('a');
    key('k', { ctrlKey: true });
    for (const k of 'invoicé') key(k);
    key('Backspace');
    key('Shift');
    expect(prevented).toBe(9);
    const state = (win.__searchEarly as () => { open: boolean; typed: string })();
    expect(state).toEqual({ open: true, typed: 'invoic' });
    expect(listeners.keydown).toEqual([]);
    expect(listeners.click).toEqual([]);
  });
});
