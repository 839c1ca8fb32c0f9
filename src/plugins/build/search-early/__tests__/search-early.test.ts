import searchEarlyPlugin, { earlyScript } from '..';

describe('search-early plugin', () => {
  test('ships the script without its comments, as one inline script at the top of the head', () => {
    const script = earlyScript();
    expect(script).not.toMatch(/\/\*|\/\//);
    // It parses as it is shipped (lines joined).
    expect(() => new Function(script)).not.toThrow();
    const tags = (searchEarlyPlugin() as unknown as { injectHtmlTags: () => { headTags: unknown[] } }).injectHtmlTags();
    expect(tags.headTags).toEqual([{ tagName: 'script', innerHTML: script }]);
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
