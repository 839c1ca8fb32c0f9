import React, { useEffect, useRef, useState, type ReactNode } from 'react';
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
 * (The translators' descriptions of the messages live in i18n/<locale>/code.json only: kept out of the source, they
 * stay out of the page's JavaScript.)
 *
 * Beside the title of every doc page, one compact control, "Copy page", named for what it does (as on the docs
 * sites advertisers' tools use): a native disclosure (keyboard operable before hydration too) whose panel copies
 * the page as Markdown (fetched from `<page>.md` on use, so it costs nothing at load) or opens that Markdown. The
 * result is announced in a polite live region inside the panel. Escape or a click elsewhere closes the panel. Left
 * out of the search records and the Markdown itself (data-search-exclude).
 */
export default function CopyPage({ permalink }: { permalink: string }): ReactNode {
  const [status, setStatus] = useState<Status>('idle');
  const ref = useRef<HTMLDetailsElement>(null);
  const href = markdownUrl(permalink);

  useEffect(() => {
    const details = ref.current;
    if (!details) return undefined;
    const close = (event: Event): void => {
      if (!details.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        details.open = false;
        details.querySelector('summary')?.focus();
      } else if (!details.contains(event.target as Node)) {
        details.open = false;
      }
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, []);

  const onClick = (): void => {
    setStatus('busy');
    copyMarkdown(href).then(
      () => setStatus('copied'),
      () => setStatus('failed'),
    );
  };
  const message =
    status === 'copied'
      ? translate({ id: 'copyPage.textCopied', message: 'Page copied as Markdown' })
      : status === 'failed'
        ? translate({ id: 'copyPage.copyFailed', message: 'Could not copy. View the page as Markdown instead.' })
        : '';
  return (
    <details ref={ref} className={styles.copyPage} data-search-exclude="">
      <summary className={styles.summary}>{translate({ id: 'copyPage.menu', message: 'Copy page' })}</summary>
      <div className={styles.panel}>
        <button type="button" className={styles.item} onClick={onClick} aria-busy={status === 'busy'}>
          {translate({ id: 'copyPage.copyText', message: 'Copy page as Markdown' })}
        </button>
        <a className={styles.item} href={href} type="text/markdown">
          {translate({ id: 'copyPage.openText', message: 'View as Markdown' })}
        </a>
        <span className={styles.status} role="status">
          {message}
        </span>
      </div>
    </details>
  );
}
