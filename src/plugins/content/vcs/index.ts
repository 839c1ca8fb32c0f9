import type { VcsChangeInfo, VcsConfig } from '@docusaurus/types';
import { getVcsPreset } from '@docusaurus/utils';

/**
 * Where "Last updated" dates come from: Docusaurus' eager git reader ('default-v2': one `git log`
 * for the whole repository in production builds, fixed dates in development), made tolerant.
 * Docusaurus already copes with a missing git binary, but a build outside a git work tree (a
 * source tarball, a copied folder) would throw; here any git failure means "no date" for that
 * page, with one warning, and the build goes on. A shallow clone gives the dates it has.
 */
export function tolerantVcs(inner: VcsConfig, warn: (message: string) => void = console.warn): VcsConfig {
  let warned = false;
  const noDate = (error: unknown): null => {
    if (!warned) {
      warned = true;
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      warn(`[vcs] No git history (${reason}): pages are built without a "Last updated" date.`);
    }
    return null;
  };
  const read = async (get: () => Promise<VcsChangeInfo | null>): Promise<VcsChangeInfo | null> => {
    try {
      return await get();
    } catch (error) {
      return noDate(error);
    }
  };
  return {
    initialize: (params) => {
      try {
        inner.initialize(params);
      } catch (error) {
        noDate(error);
      }
    },
    getFileCreationInfo: (filePath) => read(() => inner.getFileCreationInfo(filePath)),
    getFileLastUpdateInfo: (filePath) => read(() => inner.getFileLastUpdateInfo(filePath)),
  };
}

export const vcs: VcsConfig = tolerantVcs(getVcsPreset('default-v2'));
