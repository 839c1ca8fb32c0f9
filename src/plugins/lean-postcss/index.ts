import type { Plugin } from '@docusaurus/types';
import { internalEntry } from '../../../config/internals';

type PostCssOptions = { plugins: unknown[] };

/** Whether a PostCSS plugin entry (a plugin, or `[path, options]`) is postcss-preset-env. */
function isPresetEnv(entry: unknown): boolean {
  const name = Array.isArray(entry) ? entry[0] : entry;
  return typeof name === 'string' && /[\\/]postcss-preset-env[\\/]/.test(name);
}

/** The client's PostCSS plugins without postcss-preset-env. */
export function withoutPresetEnv<T extends PostCssOptions>(options: T): T {
  options.plugins = options.plugins.filter((entry) => !isPresetEnv(entry));
  return options;
}

/**
 * Leaves postcss-preset-env out of the client's style loaders, for build time. Docusaurus runs it on every style
 * sheet of every locale's build, and a locale bundles markedly faster without it (`DOCUSAURUS_PERF_LOGGER`,
 * scripts/bench.ts --only build). The Lightning CSS minimizer (`future.faster.lightningCssMinimizer`) already lowers
 * syntax and adds vendor prefixes for the browserslist targets.
 *
 * What preset-env added beyond that, on this site's CSS (a few rules besides prefixes):
 * - `-webkit-text-decoration: none`;
 * - `page-break-*` twins of the print rules' `break-*`;
 * - an `@supports` guard around DocSearch's `color-mix()` key border. Without the guard, a browser lacking
 *   `color-mix()` finds the value invalid at computed time: no border, as with the guard.
 */
export default function leanPostCssPlugin(): Plugin {
  // Registered in the internals manifest (config/internals.ts); a stock build leaves this plugin out.
  internalEntry('lean-postcss');
  return {
    name: 'lean-postcss',
    configurePostCss: withoutPresetEnv,
  };
}
