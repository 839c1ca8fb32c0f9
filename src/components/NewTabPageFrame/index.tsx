import { useId, useMemo, useRef, type ReactNode } from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import { brand } from '@site/config/brand';
import { demos, dynamicNttDocPath, getDemo, type DemoId } from '@site/src/data/demos';
import { classifyCreativeUrl, withLocale } from './creativeSource';
import { ArrowLeftIcon, HomeIcon, SearchIcon, SparkleIcon } from './icons';
import { getDemoTexts } from './demoTexts';
import { getNtpMessages, type NtpMessages } from './messages';
import SettingsMenu, { type SettingsMenuItem } from './SettingsMenu';
import TopSites from './TopSites';
import { useCreativeStatus, type FrameState } from './useCreativeStatus';
import { useTakeOverPage } from './useTakeOverPage';
import Widgets from './Widgets';
import styles from './styles.module.css';

export type NewTabPageFrameProps = {
  /** One of this site's demos (`src/data/demos.ts`); its creative ships in `static/creatives/<id>/`. */
  readonly demo?: DemoId;
  /**
   * Or a creative hosted elsewhere: an absolute https URL on a host of `brand.adFrameSources`
   * (anything else is refused with an error). Ignored when `demo` is given.
   */
  readonly src?: string;
  /** Target of the "Back to the docs" link. */
  readonly backTo?: string;
  /** How long the creative may take before the error state shows (ms). */
  readonly loadTimeoutMs?: number;
};

const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * The id of an empty element that closes the frame's markup. A served demo page asks the browser (Chromium 124+;
 * others ignore it) not to paint before the parser has reached it: a busy phone otherwise paints the half-parsed
 * page, and the widget cards, anchored to the bottom, jump up as the rest of their markup arrives (layout shifts of
 * 0.007-0.044 in half of the loads with 8x CPU throttling). Chromium lifts the block as soon as the element with the
 * id is inserted, not when its end tag is parsed, so the target is an empty last child rather than the root.
 */
export const NEW_TAB_PAGE_END_ID = 'new-tab-page-end';

function errorDetail(state: Extract<FrameState, { phase: 'error' }>, m: NtpMessages): string {
  switch (state.reason) {
    case 'http':
      return m.errorHttp.replace('{status}', String(state.status));
    case 'timeout':
      return m.errorTimeout;
    case 'blocked':
      return m.errorBlocked;
    default:
      return m.errorNetwork;
  }
}

/**
 * The emulated Brave new tab page: a full-viewport layer that frames a dynamic new tab takeover creative
 * in a sandboxed iframe (scripts only, no referrer) and draws the new tab page furniture over it: search
 * pill, settings menu with the demos, the top sites row (facts/changes-2026.md) and the widget cards
 * (facts/demos.md). Shows a spinner until the frame's `load` event and an error with Retry when the creative
 * is missing, refused or too slow.
 *
 * Usage in MDX: `<NewTabPageFrame demo="slider" backTo="/ad-placements/brave-browser/dynamic-ntt" />`.
 */
export default function NewTabPageFrame({
  demo,
  src,
  backTo = dynamicNttDocPath,
  loadTimeoutMs = DEFAULT_TIMEOUT_MS,
}: NewTabPageFrameProps): ReactNode {
  const {
    i18n: { currentLocale },
  } = useDocusaurusContext();
  const m = getNtpMessages();
  const texts = getDemoTexts();
  const localPath = useBaseUrl(demo ? getDemo(demo).creativePath : '/');
  const rawUrl = demo ? withLocale(localPath, currentLocale) : (src ?? '');
  const source = useMemo(() => classifyCreativeUrl(rawUrl, brand.adFrameSources), [rawUrl]);
  const { state, attempt, onLoad, retry } = useCreativeStatus(source, loadTimeoutMs);

  const rootRef = useRef<HTMLDivElement>(null);
  useTakeOverPage(rootRef);
  const descriptionId = useId();

  const menuItems: SettingsMenuItem[] = [
    {
      key: 'home',
      label: m.menuHome,
      to: dynamicNttDocPath,
      current: false,
      icon: <HomeIcon className={styles.homeIcon} />,
    },
    ...demos.map((d) => ({ key: d.id, label: texts[d.id].menuLabel, to: d.docPath, current: d.id === demo })),
  ];

  const framed = state.phase === 'loading' || state.phase === 'loaded';
  const dataState = state.phase === 'checking' ? 'loading' : state.phase;

  return (
    <div
      ref={rootRef}
      className={styles.root}
      data-testid="new-tab-page"
      data-state={dataState}
      data-demo={demo}
      role="region"
      aria-label={m.regionLabel}
      aria-describedby={demo ? descriptionId : undefined}>
      <Head>
        {/* eslint-disable-next-line react/no-unknown-property -- HTML's `blocking`, newer than the rule's list */}
        <link rel="expect" href={`#${NEW_TAB_PAGE_END_ID}`} blocking="render" />
      </Head>
      <div className={styles.backdrop} aria-hidden="true">
        <SparkleIcon className={clsx(styles.sparkle, styles.sparkleOne)} />
        <SparkleIcon className={clsx(styles.sparkle, styles.sparkleTwo)} />
      </div>

      {framed && (
        <iframe
          key={attempt}
          className={clsx(styles.creative, state.phase === 'loaded' && styles.creativeLoaded)}
          src={source.url}
          title={demo ? m.iframeTitle.replace('{title}', texts[demo].title) : m.iframeTitleGeneric}
          sandbox="allow-scripts"
          referrerPolicy="no-referrer"
          onLoad={onLoad}
        />
      )}

      {state.phase !== 'loaded' && state.phase !== 'error' && (
        <div className={styles.status} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          <span>{m.loading}</span>
        </div>
      )}

      <div className={styles.scrim} aria-hidden="true" />

      {state.phase === 'error' && (
        <div className={styles.error} role="alert">
          <p className={styles.errorTitle}>{m.errorTitle}</p>
          <p className={styles.errorText}>{errorDetail(state, m)}</p>
          {state.reason !== 'blocked' && (
            <button type="button" className={styles.retry} onClick={retry}>
              {m.retry}
            </button>
          )}
        </div>
      )}

      <div className={styles.overlay}>
        <div className={styles.topLeft}>
          <Link to={backTo} className={styles.back}>
            <ArrowLeftIcon className={styles.backIcon} />
            <span className={styles.backText}>{m.back}</span>
          </Link>
        </div>
        <div className={styles.topCenter}>
          <div className={styles.search} aria-hidden="true">
            <SearchIcon className={styles.searchIcon} />
            <span>{m.searchPlaceholder}</span>
          </div>
        </div>
        <div className={styles.topRight}>
          <SettingsMenu items={menuItems} buttonLabel={m.menuButton} menuLabel={m.menuLabel} />
        </div>
        <TopSites current={demo} />
        <div className={styles.bottom}>
          <Widgets messages={m} locale={currentLocale} />
        </div>
      </div>

      {demo && (
        <p id={descriptionId} className={styles.visuallyHidden}>
          {texts[demo].description}
        </p>
      )}
      <span id={NEW_TAB_PAGE_END_ID} hidden />
    </div>
  );
}
