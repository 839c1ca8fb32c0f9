import type { PluginCreator } from 'postcss';

/**
 * The desktop layout starts at this viewport width. The spec collapses the navbar only on screens narrower than
 * 996 px; Infima and the classic theme collapse at 996 px itself (`max-width: 996px`, `min-width: 997px`).
 */
export const DESKTOP_MIN_WIDTH = 996;

/** A media query's parameters with the stock breakpoint moved so that exactly 996 px is desktop. */
export function moveBreakpoint(params: string): string {
  return params
    .replace(/\(\s*max-width\s*:\s*996px\s*\)/g, `(max-width: ${DESKTOP_MIN_WIDTH - 0.02}px)`)
    .replace(/\(\s*min-width\s*:\s*997px\s*\)/g, `(min-width: ${DESKTOP_MIN_WIDTH}px)`);
}

/** PostCSS plugin: applies {@link moveBreakpoint} to every `@media` rule of every stylesheet, Infima's included. */
export const desktopBreakpointMedia: PluginCreator<void> = () => ({
  postcssPlugin: 'desktop-breakpoint-media',
  AtRule: {
    media(rule) {
      rule.params = moveBreakpoint(rule.params);
    },
  },
});
desktopBreakpointMedia.postcss = true;
