import type { ReactNode } from 'react';
import clsx from 'clsx';

import { NewsIllustration, ShieldCheckIcon, TalkIcon, TokenIcon, VpnIcon } from './icons';
import type { NtpMessages } from './messages';
import styles from './styles.module.css';

/**
 * The three widget cards of the browser's new tab page, as a picture: the figures are the static sample
 * values of the facts sheet and the pills are not controls (the real browser wires them, a demo does not).
 */
export type WidgetsProps = {
  readonly messages: NtpMessages;
  /** BCP 47 locale for number formatting. */
  readonly locale: string;
};

export default function Widgets({ messages, locale }: WidgetsProps): ReactNode {
  return (
    <section className={styles.cards} aria-label={messages.widgetsLabel}>
      <WidgetCards messages={messages} locale={locale} />
    </section>
  );
}

function WidgetCards({ messages: m, locale }: WidgetsProps): ReactNode {
  const decimal = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const integer = new Intl.NumberFormat(locale);
  return (
    <>
      <div className={clsx(styles.card, styles.statsCard)}>
        <h2 className={styles.cardTitle}>{m.statsTitle}</h2>
        <dl className={styles.stats}>
          <div className={styles.stat}>
            <dt>{m.statsTrackers}</dt>
            <dd className={styles.statTrackers}>{integer.format(111)}</dd>
          </div>
          <div className={styles.stat}>
            <dt>{m.statsBandwidth}</dt>
            <dd className={styles.statBandwidth}>
              {decimal.format(4.4)}
              <span className={styles.statUnit}>MB</span>
            </dd>
          </div>
          <div className={styles.stat}>
            <dt>{m.statsTime}</dt>
            <dd className={styles.statTime}>
              {integer.format(6)}
              <span className={styles.statUnit}>{m.statsSeconds}</span>
            </dd>
          </div>
        </dl>
      </div>

      <div className={clsx(styles.card, styles.newsCard)}>
        <h2 className={styles.cardTitle}>{m.newsTitle}</h2>
        <div className={styles.newsBody}>
          <NewsIllustration className={styles.newsArt} />
          <div>
            <p className={styles.newsText}>{m.newsText}</p>
            <span className={styles.pill}>{m.newsButton}</span>
          </div>
        </div>
      </div>

      <div className={clsx(styles.card, styles.vpnCard)}>
        <div className={styles.vpnTabs} aria-hidden="true">
          <span className={clsx(styles.vpnTab, styles.vpnTabActive)}>
            <VpnIcon />
          </span>
          <span className={styles.vpnTab}>
            <TokenIcon />
          </span>
          <span className={styles.vpnTab}>
            <TalkIcon />
          </span>
        </div>
        <div className={styles.vpnBody}>
          <div className={styles.vpnHead}>
            <VpnIcon className={styles.vpnLogo} />
            <h2 className={styles.cardTitle}>{m.vpnTitle}</h2>
            <span className={styles.poweredBy}>{m.vpnPoweredBy.replace('{partner}', 'Guardian')}</span>
          </div>
          <ul className={styles.features}>
            {[m.vpnFeature1, m.vpnFeature2, m.vpnFeature3].map((feature) => (
              <li key={feature}>
                <ShieldCheckIcon className={styles.featureIcon} />
                {feature}
              </li>
            ))}
          </ul>
          <div className={styles.vpnFoot}>
            <span className={styles.pill}>{m.vpnButton}</span>
            <span className={styles.faint}>{m.vpnPurchased}</span>
          </div>
        </div>
      </div>
    </>
  );
}
