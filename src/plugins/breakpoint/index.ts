import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { internalFile } from '../adapter/check';
import { desktopBreakpointMedia } from './media';

/**
 * Moves the desktop breakpoint so that a 996 px screen gets the desktop layout (the spec collapses the navbar only
 * on narrower screens). Docusaurus keeps the value in two places that must agree (its own note:
 * https://github.com/facebook/docusaurus/issues/9603): the `useWindowSize` hook, swapped here for
 * ./useWindowSize.ts, and the media queries of Infima and the classic theme, rewritten by a PostCSS plugin
 * (./media.ts).
 */
export default function breakpointPlugin(context: LoadContext): Plugin {
  // An entry of the internals manifest (config/internals.ts).
  const stockHook = internalFile(context.siteDir, 'desktop-breakpoint-hook');
  return {
    name: 'desktop-breakpoint',
    configurePostCss(options) {
      options.plugins.push(desktopBreakpointMedia);
      return options;
    },
    configureWebpack() {
      return {
        resolve: { alias: { [stockHook]: path.join(context.siteDir, 'src/plugins/breakpoint/useWindowSize.ts') } },
      };
    },
  };
}
