import type { ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import type { Props } from '@theme/DocCard/Heading/Icon';
import styles from './styles.module.css';

/** The icon names a card passes (the stock card's fallback emojis, so a stock card still gets its icon). */
export const CARD_ICONS = { category: '🗃', page: '📄️', link: '🔗' } as const;

/** The fallback icons (a category, a page, an external link), drawn as icons of the site's own. */
const PATHS: Readonly<Record<string, string>> = {
  '🗃': 'M3 6.5A1.5 1.5 0 0 1 4.5 5h4l2 2h9A1.5 1.5 0 0 1 21 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5z',
  '📄️': 'M6.5 3h7L19 8.5v11a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 5 19.5v-15A1.5 1.5 0 0 1 6.5 3zM13 3v6h6M8.5 13h7M8.5 16.5h7',
  '🔗': 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
};

/**
 * A card's icon on category pages: the stock card shows an emoji, which a system without an emoji font draws as an
 * empty box and every platform draws in its own style. The fallback emojis become line icons in the link colour; an
 * emoji a writer put at the start of a label is kept as written.
 */
export default function DocCardHeadingIcon({ icon }: Props): ReactNode {
  const path = typeof icon === 'string' ? PATHS[icon] : undefined;
  return (
    <span className={clsx(ThemeClassNames.docs.docCard.icon, styles.icon)} aria-hidden="true">
      {path ? (
        <svg viewBox="0 0 24 24" width="24" height="24" className={styles.svg} focusable="false">
          <path d={path} />
        </svg>
      ) : (
        icon
      )}
    </span>
  );
}
