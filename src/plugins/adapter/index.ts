import type { LoadContext, Plugin } from '@docusaurus/types';
import { assertInternals } from './check';

/** The check's answer is the same for every locale of a build, so a process checks once per site folder. */
const CHECKED = Symbol.for('brave-ads.adapter.checked');

/**
 * Checks the internals manifest (config/internals.ts) before anything else of the build runs: Docusaurus creates
 * the plugins before it loads any content, so a plain `docusaurus build` or `docusaurus start` stops here, with the
 * entry's id, when a package moved out of an entry's range or an upstream file changed. scripts/build.ts runs the
 * same check before it starts Docusaurus.
 */
export default function adapterPlugin(context: LoadContext): Plugin {
  const global = globalThis as typeof globalThis & { [CHECKED]?: Set<string> };
  const checked = (global[CHECKED] ??= new Set());
  if (!checked.has(context.siteDir)) {
    assertInternals(context.siteDir);
    checked.add(context.siteDir);
  }
  return { name: 'internals-adapter' };
}
