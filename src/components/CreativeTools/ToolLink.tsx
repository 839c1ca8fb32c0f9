import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';

import type { PlacementId } from '@site/src/data/placements';
import styles from './toolLink.module.css';

/**
 * The link from a placement's spec table to its creative tool. Rendered by `<PlacementSpecs>` after
 * the table the tool checks, so no page text has to carry it. Holds no tool code: the tool loads with
 * its own page only.
 */
export function toolLinkFor(placement: PlacementId, section: string): ReactNode {
  if (placement === 'ntt' && section === 'logoCanvas') {
    return (
      <ToolLink
        to="/creative-tools/new-tab-takeover-check"
        label={translate({
          id: 'creativeTools.link.ntt',
          message: 'Check your images',
          description: 'Link from the new tab takeover specs to the image check tool',
        })}
        hint={translate({
          id: 'creativeTools.link.ntt.hint',
          message: 'Size, format, transparency and a preview in the new tab page, in your browser.',
          description: 'One line under the link to the image check tool',
        })}
      />
    );
  }
  if (placement === 'notification' && section === 'adCopy') {
    return (
      <ToolLink
        to="/creative-tools/notification-ad-preview"
        label={translate({
          id: 'creativeTools.link.notification',
          message: 'Preview your ad',
          description: 'Link from the notification ad specs to the preview tool',
        })}
        hint={translate({
          id: 'creativeTools.link.notification.hint',
          message: 'Character counts, URL checks and a preview of the card, in your browser.',
          description: 'One line under the link to the notification preview tool',
        })}
      />
    );
  }
  return null;
}

function ToolLink({
  to,
  label,
  hint,
}: {
  readonly to: string;
  readonly label: string;
  readonly hint: string;
}): ReactNode {
  return (
    <p className={styles.toolLink} data-testid="creative-tool-link">
      <Link to={to} className={styles.link}>
        {label} →
      </Link>
      <span className={styles.hint}>{hint}</span>
    </p>
  );
}
