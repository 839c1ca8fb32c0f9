import React, { useState, type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';

import styles from './styles.module.css';

type Status = 'idle' | 'busy' | 'copied' | 'failed';

/** `/es/ad-placements/brave-browser/ntt` -> `/es/ad-placements/brave-browser/ntt.md`; `/es/` -> `/es/index.md`. */
export function markdownUrl(permalink: string): string {
  return permalink.endsWith('/') ? `${permalink}index.md` : `${permalink}.md`;
}

async function copyMarkdown(url: string): Promise<void> {
  const response = await fetch(url, { headers: { Accept: 'text/markdown' } });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  await navigator.clipboard.writeText(await response.text());
}

/**
 * (The translators' descriptions of the four messages live in i18n/<locale>/code.json only: kept out of the
 * source, they stay out of the page's JavaScript.)
 *
 * Beside the title of every doc page: copies the page's Markdown (fetched from `<page>.md` on use, so it costs
 * nothing at load) and links to it. The result is announced in a polite live region. Left out of the search
 * records and the Markdown itself (data-search-exclude).
 */
export default function CopyPage({ permalink }: { permalink: string }): ReactNode {
  const [status, setStatus] = useState<Status>('idle');
  const href = markdownUrl(permalink);
  const onClick = (): void => {
    setStatus('busy');
    copyMarkdown(href).then(
      () => setStatus('copied'),
      () => setStatus('failed'),
    );
  };
  const message =
    status === 'copied'
      ? translate({
          id: 'copyPage.copied',
          message: 'Page copied as Markdown',
        })
      : status === 'failed'
        ? translate({
            id: 'copyPage.failed',
            message: 'Could not copy the page. Open the Markdown instead.',
          })
        : '';
  return (
    <div className={styles.copyPage} data-search-exclude="">
      <button type="button" className={styles.button} onClick={onClick} aria-busy={status === 'busy'}>
        {translate({
          id: 'copyPage.copy',
          message: 'Copy page',
        })}
      </button>
      <a className={styles.link} href={href} type="text/markdown">
        {translate({
          id: 'copyPage.view',
          message: 'View as Markdown',
        })}
      </a>
      <span className={styles.status} role="status">
        {message}
      </span>
    </div>
  );
}
