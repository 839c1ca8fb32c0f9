import React, { type ComponentProps, type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

export type AnnouncementBarContentProps = ComponentProps<'div'>;

/**
 * Replaces the stock content, which injects the config's HTML string untranslated, with a
 * translated message (one id per locale) and a client-side link. Phones get a shorter message of one line (the
 * long one took three lines there, pushing every page's title down); CSS shows one or the other.
 */
export default function AnnouncementBarContent(props: AnnouncementBarContentProps): ReactNode {
  return (
    <div {...props} className={clsx(styles.content, props.className)}>
      <span className={styles.long}>
        <Translate
          id="announcementBar.content"
          description="The announcement bar message; {link} is the link to the demos"
          values={{
            link: (
              <Link to="/dynamic-ntt" className={styles.link}>
                <Translate id="announcementBar.link" description="Link text of the announcement bar">
                  try five animated dynamic new tab takeover demos
                </Translate>
              </Link>
            ),
          }}>
          {'New: {link}, right in your browser.'}
        </Translate>
      </span>
      <span className={styles.short}>
        <Translate
          id="announcementBar.short"
          description="The announcement bar message on phones, one short line; {link} is the link to the demos"
          values={{
            link: (
              <Link to="/dynamic-ntt" className={styles.link}>
                <Translate
                  id="announcementBar.shortLink"
                  description="Link text of the announcement bar on phones (keep it short: one line at 390 px with the prefix)">
                  animated new tab demos
                </Translate>
              </Link>
            ),
          }}>
          {'New: {link}'}
        </Translate>
      </span>
    </div>
  );
}
