import { useState, type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import { isDemoId, type DemoId } from '@site/src/data/demos';
import { getDemoTexts } from './demoTexts';
import { MoreIcon } from './icons';
import { getTopSitesMessages } from './messages';
import { currentKey, initialPage, pagesOf, topSites, withBase } from './topSites';
import { useMenuButton } from './useMenuButton';
import styles from './styles.module.css';

export type TopSitesProps = {
  /** The demo on screen: its tile is marked as the current page. */
  readonly current?: DemoId;
};

/**
 * The row of top-site tiles of the browser's new tab page (facts/changes-2026.md, 2026-02-27): links between the
 * demos, Home (the placement page) and Brave Ads (the help centre's home), in two pages with page dots, and a menu
 * button at its end whose one item shows or hides the row. The server renders the page that holds the current
 * demo's tile; only the page in view is in the document, so Tab never reaches a tile out of sight.
 */
export default function TopSites({ current }: TopSitesProps): ReactNode {
  const m = getTopSitesMessages();
  const demoTexts = getDemoTexts();
  const { baseUrl } = useDocusaurusContext().siteConfig;
  const pages = pagesOf(topSites);
  const currentTile = currentKey(current);
  const [page, setPage] = useState(() => initialPage(current));
  // Set once the visitor pages: the page then slides in from the side it comes from; the first render stays still.
  const [enter, setEnter] = useState<'next' | 'previous'>();
  const [shown, setShown] = useState(true);
  const { open, close, rootRef, buttonProps, menuProps, itemProps } = useMenuButton([m.show]);

  return (
    <nav className={styles.topSites} aria-label={m.label}>
      <div className={styles.topSitesRow}>
        {shown && (
          <ul key={page} className={styles.topSitesPage} data-enter={enter}>
            {pages[page].map((tile) => (
              <li key={tile.key}>
                <Link
                  to={withBase(tile.to, baseUrl)}
                  className={clsx(styles.tile, styles.backed)}
                  aria-current={tile.key === currentTile ? 'page' : undefined}>
                  <img src={withBase(tile.icon, baseUrl)} width="40" height="40" alt="" />
                  <span className={styles.tileLabel}>
                    {isDemoId(tile.key) ? demoTexts[tile.key].title : m[tile.key]}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <div className={clsx(styles.menuRoot, open && styles.menuOpen)} ref={rootRef}>
          <button {...buttonProps} className={clsx(styles.gearButton, styles.backed)} aria-label={m.menuButton}>
            <MoreIcon className={styles.homeIcon} />
          </button>
          <ul {...menuProps} aria-label={m.menuButton} className={clsx(styles.menu, styles.backed)}>
            <li role="none" className={styles.menuEntry}>
              <button
                {...itemProps(0)}
                type="button"
                role="menuitemcheckbox"
                aria-checked={shown}
                className={styles.menuItem}
                onClick={() => {
                  setShown(!shown);
                  close(true);
                }}>
                <span className={styles.homeIcon} aria-hidden="true">
                  {shown ? '✓' : ''}
                </span>
                {m.show}
              </button>
            </li>
          </ul>
        </div>
      </div>
      {shown && (
        <div className={clsx(styles.dots, styles.backed)}>
          {pages.map((tiles, index) => (
            <button
              key={tiles[0].key}
              type="button"
              className={styles.dot}
              aria-label={m.page.replace('{page}', String(index + 1)).replace('{count}', String(pages.length))}
              aria-current={index === page ? 'true' : undefined}
              onClick={() => {
                if (index !== page) setEnter(index > page ? 'next' : 'previous');
                setPage(index);
              }}
            />
          ))}
        </div>
      )}
    </nav>
  );
}
