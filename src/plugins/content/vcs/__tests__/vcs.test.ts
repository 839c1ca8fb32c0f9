import type { VcsConfig } from '@docusaurus/types';
import { tolerantVcs } from '..';

const failing: VcsConfig = {
  initialize: () => {
    throw new Error('spawn git ENOENT');
  },
  getFileCreationInfo: () => Promise.reject(new Error('This Docusaurus site is outside any Git worktree.\nmore')),
  getFileLastUpdateInfo: () => Promise.reject(new Error('This Docusaurus site is outside any Git worktree.\nmore')),
};

describe('tolerantVcs', () => {
  it('turns every git failure into "no date" with a single warning', async () => {
    const warn = jest.fn();
    const vcs = tolerantVcs(failing, warn);
    expect(() => vcs.initialize({ siteDir: '/nowhere' })).not.toThrow();
    await expect(vcs.getFileLastUpdateInfo('/nowhere/docs/intro.md')).resolves.toBeNull();
    await expect(vcs.getFileCreationInfo('/nowhere/docs/intro.md')).resolves.toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain('Last updated');
  });

  it('passes dates through when git answers', async () => {
    const info = { timestamp: 1_700_000_000_000, author: 'Writer' };
    const vcs = tolerantVcs({ ...failing, getFileLastUpdateInfo: () => Promise.resolve(info) }, jest.fn());
    await expect(vcs.getFileLastUpdateInfo('/site/docs/intro.md')).resolves.toEqual(info);
  });
});
