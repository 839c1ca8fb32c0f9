import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { internalFile } from '../internals/check';
import { desktopBreakpointMedia } from './media';

/**
 * Moves the desktop breakpoint so that a 996 px screen gets the desktop layout (the spec collapses the navbar only
 * on narrower screens). Docusaurus keeps the value in two places that must agree (its own note:
 * https://github.com/facebook/docusaurus/issues/9603): the media queries of Infima and the classic theme,
 * rewritten through the public PostCSS hook (./media.ts), and the `useWindowSize` hook, swapped for
 * ./useWindowSize.ts (the entry `desktop-breakpoint-hook` of config/internals.ts).
 */
export default function breakpointPlugin(context: LoadContext): Plugin {
  const stockHook = internalFile(context.siteDir, 'desktop-breakpoint-hook');
  return {
    name: 'desktop-breakpoint',
    configurePostCss(options) {
      options.plugins.push(desktopBreakpointMedia);
      return options;
    },
    configureWebpack() {
      return {
        resolve: {
          alias: { [stockHook]: path.join(context.siteDir, 'src/plugins/build/breakpoint/useWindowSize.ts') },
        },
      };
    },
  };
}
