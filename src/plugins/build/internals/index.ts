import type { LoadContext, Plugin } from '@docusaurus/types';
import { reportInternals } from './check';

/** The check's answer is the same for every locale of a build, so a process checks once per site folder. */
const CHECKED = Symbol.for('brave-ads.internals.checked');

/**
 * Tests the contracts of the internals manifest (config/internals.ts) before the build loads content: a plain
 * `docusaurus build` or `docusaurus start` warns with the entry's id when a contract no longer holds, and CI
 * (`CI=true`) stops there.
 */
export default function internalsPlugin(context: LoadContext): Plugin {
  const global = globalThis as typeof globalThis & { [CHECKED]?: Set<string> };
  const checked = (global[CHECKED] ??= new Set());
  if (!checked.has(context.siteDir)) {
    reportInternals(context.siteDir);
    checked.add(context.siteDir);
  }
  return { name: 'internals-contracts' };
}
