import { useEffect, useId, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useColorMode } from '@docusaurus/theme-common';

import { deviceNames, placements, type Device } from '@site/src/data/placements';
import {
  checkClickThroughUrl,
  containsBrand,
  countGraphemes,
  decodeDraft,
  draftAsText,
  draftStatus,
  encodeDraft,
  MAX_FRAGMENT_FIELD,
  type AdDraft,
  type DraftField,
} from '@site/src/lib/creative/adText';
import { fill, getCommonMessages } from './messages';
import { getNotificationMessages, type NotificationMessages } from './notificationMessages';
import { ResultTable, SummaryCounts, type CheckRow } from './Results';
import { ResultSummary } from './ResultSummary';
import { useFormatters } from './useFormatters';
import styles from './styles.module.css';

const spec = placements.notification;
const empty: AdDraft = { brand: '', title: '', body: '', url: '' };
const desktopDevices: Device[] = ['macos', 'windows', 'linux'];
const mobileDevices: Device[] = ['android', 'ios'];
const listedDevices = spec.targeting.flatMap((t) => (t.option === 'device' ? t.devices : []));
/**
 * What each field takes: three times the placement's limit, so an over-long entry still shows its error, and far
 * below what would slow every edit (the brand must fit in the title). The URL takes what a shared link carries.
 */
const inputLimits: Record<DraftField, number> = {
  brand: 3 * spec.adCopy.title.maxChars,
  title: 3 * spec.adCopy.title.maxChars,
  body: 3 * spec.adCopy.body.maxChars,
  url: MAX_FRAGMENT_FIELD,
};

/** The checks (their keys' prefixes) whose failure a field shows under itself. */
const FIELD_CHECKS: Record<DraftField, readonly string[]> = {
  brand: [],
  title: ['title-length', 'title-brand'],
  body: ['body-length'],
  url: ['url-'],
};

/** True when the text has at least four letters and none of them is lower case. */
function allCaps(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  return letters.length >= 4 && letters.every((c) => c === c.toLocaleUpperCase() && c !== c.toLocaleLowerCase());
}

function checks(draft: AdDraft, m: NotificationMessages, locale: string, num: (n: number) => string): CheckRow[] {
  const rows: CheckRow[] = [];
  const length = (key: string, name: string, text: string, max: number) => {
    const count = countGraphemes(text, locale);
    // Only the figures a message shows are formatted: an empty field formats none.
    let detail = m.lengthEmpty;
    if (count > max) detail = fill(m.lengthOver, { count: num(count), max: num(max), over: num(count - max) });
    else if (count > 0) detail = fill(m.lengthOk, { count: num(count), max: num(max) });
    rows.push({ key, name, status: count === 0 || count > max ? 'fail' : 'pass', detail });
  };
  length('title-length', m.checkTitleLength, draft.title, spec.adCopy.title.maxChars);
  const brand = draft.brand.trim();
  rows.push({
    key: 'title-brand',
    name: m.checkTitleBrand,
    status: brand && containsBrand(draft.title, brand, locale) ? 'pass' : 'fail',
    detail: !brand
      ? m.brandEmpty
      : fill(containsBrand(draft.title, brand, locale) ? m.brandOk : m.brandMissing, { brand }),
  });
  length('body-length', m.checkBodyLength, draft.body, spec.adCopy.body.maxChars);
  const caps = allCaps(draft.title) || allCaps(draft.body);
  rows.push({
    key: 'capitals',
    name: m.checkCapitals,
    status: caps ? 'warn' : 'pass',
    detail: caps ? m.capitalsFound : m.capitalsOk,
  });

  const url = checkClickThroughUrl(draft.url);
  const first = url.problems[0];
  if (first?.kind === 'empty' || first?.kind === 'invalid') {
    const detail = first.kind === 'empty' ? m.urlEmpty : m.urlInvalid;
    rows.push({ key: 'url-https', name: m.checkHttps, status: 'fail', detail });
    return rows;
  }
  const scheme = url.problems.find((p) => p.kind === 'not-https' || p.kind === 'not-web');
  let httpsDetail = m.httpsOk;
  if (scheme?.kind === 'not-https') httpsDetail = fill(m.httpsWrong, { protocol: scheme.protocol });
  else if (scheme?.kind === 'not-web') httpsDetail = fill(m.notWebAddress, { protocol: scheme.protocol });
  rows.push({ key: 'url-https', name: m.checkHttps, status: url.https, detail: httpsDetail });
  rows.push({
    key: 'url-shortener',
    name: m.checkShortener,
    status: url.shortener,
    detail: fill(url.shortener === 'fail' ? m.shortenerFound : m.shortenerOk, { host: url.host ?? '' }),
  });
  const userinfo = url.problems.find((p) => p.kind === 'userinfo');
  rows.push({
    key: 'url-userinfo',
    name: m.checkUserinfo,
    status: url.userinfo,
    detail:
      userinfo?.kind === 'userinfo'
        ? fill(m.userinfoFound, { text: userinfo.text.slice(0, 80), host: userinfo.host })
        : m.userinfoOk,
  });
  const redirect = url.problems.find(
    (p) => p.kind === 'redirect-parameter' && (p.carriesUrl || url.redirectParameter === 'warn'),
  );
  rows.push({
    key: 'url-redirect',
    name: m.checkRedirect,
    status: url.redirectParameter,
    detail:
      redirect?.kind === 'redirect-parameter'
        ? fill(redirect.carriesUrl ? m.redirectUrl : m.redirectName, { name: redirect.name })
        : m.redirectOk,
  });
  return rows;
}

function Card({
  draft,
  host,
  m,
  variant,
}: {
  draft: AdDraft;
  host: string;
  m: NotificationMessages;
  variant: 'desktop' | 'mobile';
}): ReactNode {
  return (
    <div className={clsx(styles.card, variant === 'mobile' && styles.cardMobile)}>
      <div className={styles.cardHead}>
        <span className={styles.cardHost}>{host}</span>
        <span className={styles.cardClose} aria-label={m.close} role="img">
          ×
        </span>
      </div>
      {/* Text nodes only: React escapes the ad copy, nothing is parsed as HTML. An empty field shows what goes there,
          de-emphasized, so the card has its shape before any input. */}
      <p className={clsx(styles.cardTitle, !draft.title && styles.cardPlaceholder)} data-testid="card-title">
        {draft.title || m.titlePlaceholder}
      </p>
      <p className={clsx(styles.cardBody, !draft.body && styles.cardPlaceholder)} data-testid="card-body">
        {draft.body || m.bodyPlaceholder}
      </p>
    </div>
  );
}

/**
 * Notification ad preview: brand, title, body and click-through URL with live counters, checks
 * against `src/data/placements.ts`, a preview of the card, copy as text and a shareable draft in the
 * URL fragment. Rendered by ./NotificationPreview.tsx.
 */
export default function NotificationTool(): ReactNode {
  const m = getNotificationMessages();
  const common = getCommonMessages();
  const {
    i18n: { currentLocale },
  } = useDocusaurusContext();
  const { number: num } = useFormatters();
  const [draft, setDraft] = useState<AdDraft>(empty);
  // Fields the visitor has typed in or left, or that a link or sample filled: only those show a field error.
  const [touched, setTouched] = useState<Partial<Record<DraftField, boolean>>>({});
  const [status, setStatus] = useState('');
  const { colorMode } = useColorMode();
  const [previewTheme, setPreviewTheme] = useState<'light' | 'dark' | null>(null);
  const shownTheme = previewTheme ?? colorMode;
  const ids = {
    brand: useId(),
    title: useId(),
    body: useId(),
    url: useId(),
    preview: useId(),
    checks: useId(),
    countNote: useId(),
  };
  /** Marks the fields a link or a sample filled, so a bad value in them shows its error too. */
  const touchFilled = (fields: Partial<AdDraft>) =>
    setTouched((t) => {
      const next = { ...t };
      for (const [key, value] of Object.entries(fields)) if (value) next[key as DraftField] = true;
      return next;
    });

  // Read a shared draft from the fragment: good fields are filled, bad ones leave the field untouched.
  useEffect(() => {
    const read = () => {
      const decoded = decodeDraft(window.location.hash);
      const message = draftStatus(decoded, getNotificationMessages());
      if (message === null) return;
      setDraft((d) => ({ ...d, ...decoded.fields }));
      touchFilled(decoded.fields);
      setStatus(message);
    };
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);

  const set = (field: DraftField) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setDraft((d) => ({ ...d, [field]: value }));
    setTouched((t) => (t[field] ? t : { ...t, [field]: true }));
  };
  // Leaving a field counts once the form has begun: tabbing through an empty form judges nothing.
  const leave = (field: DraftField) => () => {
    if (Object.values(draft).some((value) => value.trim() !== ''))
      setTouched((t) => (t[field] ? t : { ...t, [field]: true }));
  };

  // Nothing is judged before there is input: an empty form waits instead of failing.
  const started = Object.values(draft).some((value) => value.trim() !== '');
  const rows = started ? checks(draft, m, currentLocale, num) : [];
  const url = checkClickThroughUrl(draft.url);
  const host = url.host ?? '';
  // Each field repeats under itself, word for word, the first of its checks that fails, once the visitor has been
  // there: the error is in view of the field being typed, not only in the checks below the preview. "Brand in the
  // title" belongs to the title, once there is a brand to look for.
  const fieldError = (key: DraftField): CheckRow | undefined =>
    touched[key] && started
      ? rows.find(
          (r) =>
            r.status === 'fail' &&
            FIELD_CHECKS[key].some((prefix) => r.key.startsWith(prefix)) &&
            (r.key !== 'title-brand' || draft.brand.trim() !== ''),
        )
      : undefined;

  const copy = async (text: string, done: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setStatus(done);
    } catch {
      setStatus(m.copyFailed);
    }
  };
  const share = () => {
    const fragment = encodeDraft(draft);
    const link = `${window.location.origin}${window.location.pathname}${window.location.search}#${fragment}`;
    window.history.replaceState(window.history.state, '', `#${fragment}`);
    void copy(link, m.linkCopied);
  };

  const samples = [
    { brand: m.sample1Brand, title: m.sample1Title, body: m.sample1Body, url: 'https://www.example.com/brave' },
    { brand: m.sample2Brand, title: m.sample2Title, body: m.sample2Body, url: 'https://maps.example.com/brave' },
  ];

  const field = (key: DraftField, max?: number, multiline = false, after?: ReactNode) => {
    const counterId = `${ids[key]}-count`;
    const errorId = `${ids[key]}-error`;
    const error = fieldError(key);
    const count = countGraphemes(draft[key], currentLocale);
    const describedBy = [max !== undefined && counterId, error && errorId].filter(Boolean).join(' ');
    const props = {
      id: ids[key],
      value: draft[key],
      onChange: set(key),
      onBlur: leave(key),
      maxLength: inputLimits[key],
      'aria-describedby': describedBy || undefined,
      'aria-invalid': error ? true : undefined,
      'data-testid': `field-${key}`,
      'data-field': key,
      className: clsx(styles.textInput, error && styles.textInputInvalid),
    };
    return (
      <div className={styles.field}>
        <label htmlFor={ids[key]}>{m[key]}</label>
        {multiline ? (
          <textarea rows={2} {...props} />
        ) : (
          <input type={key === 'url' ? 'url' : 'text'} spellCheck={key !== 'url'} {...props} />
        )}
        {max !== undefined && (
          <span
            id={counterId}
            className={clsx(styles.counter, count > max && styles.counterOver)}
            data-testid={`counter-${key}`}>
            {fill(m.counter, { count: num(count), max: num(max) })}
          </span>
        )}
        {error && (
          <p id={errorId} className={styles.fieldError} data-testid={`field-error-${key}`}>
            <span aria-hidden="true" className={styles.statusIcon}>
              ✕
            </span>
            <span>{error.detail}</span>
          </p>
        )}
        {after}
      </div>
    );
  };

  const devices = (list: Device[]) =>
    list
      .filter((d) => listedDevices.includes(d))
      .map((d) => deviceNames[d])
      .join(', ');

  return (
    <div className={styles.tool} data-testid="notification-preview">
      <p className={styles.privacy}>{common.privacy}</p>
      {/* Fields, then the preview, then the checks: on a phone the preview sits right under the fields; on a wide
          screen it is a sticky column beside them (styles.workbench). */}
      <div className={styles.workbench}>
        <div className={styles.editor}>
          <div className={styles.samples} role="group" aria-label={m.samples}>
            <span>{m.samples}:</span>
            {samples.map((s) => (
              <button
                key={s.brand}
                type="button"

                className="button button--secondary"
                onClick={() => {
                  setDraft(s);
                  touchFilled(s);
                }}>
                {fill(m.sampleLabel, { brand: s.brand })}
              </button>
            ))}
          </div>
          {/* Phones: while a field has the focus, the phone card follows at the top of the screen, since the preview
              itself is below the fields and out of sight while typing. A visual echo of that preview, so hidden from
              assistive technology, which reads the preview. */}
          <div className={styles.typingPreview} aria-hidden="true" data-testid="typing-preview">
            <div className={clsx(styles.typingTheme, shownTheme === 'dark' ? styles.themeDark : styles.themeLight)}>
              <Card draft={draft} host={host} m={m} variant="mobile" />
            </div>
          </div>
          <div className={styles.fields}>
            {field('brand')}
            {field('title', spec.adCopy.title.maxChars)}
            {/* The note qualifies both counters, so it sits under the second one. */}
            {field(
              'body',
              spec.adCopy.body.maxChars,
              true,
              <p id={ids.countNote} className={clsx(styles.note, styles.countNote)} data-testid="count-note">
                {m.countNote}
              </p>,
            )}
            {field('url')}
          </div>
          <div className={styles.actions}>
            <button
              type="button"

              className="button button--primary"
              onClick={() => void copy(draftAsText(draft), m.copied)}>
              {m.copy}
            </button>
            <button type="button" className="button button--secondary" onClick={share}>
              {m.share}
            </button>
          </div>
          <p className={styles.summary} role="status" aria-live="polite" data-testid="notification-status">
            {status}
          </p>
        </div>

        <section className={styles.livePreview} aria-labelledby={ids.preview} data-testid="notification-live-preview">
          <h2 id={ids.preview}>{m.previewHeading}</h2>
          {/* One theme at a time, so the preview fits beside the fields; it starts in the site's colour mode. */}
          <fieldset className={styles.themeSwitch}>
            <legend className={styles.visuallyHidden}>{m.previewHeading}</legend>
            {(['light', 'dark'] as const).map((theme) => (
              <label key={theme} className={styles.themeOption}>
                <input
                  type="radio"
                  name={ids.preview}
                  value={theme}
                  checked={shownTheme === theme}
                  onChange={() => setPreviewTheme(theme)}
                  data-testid={`preview-theme-${theme}`}
                />
                <span>{m[theme]}</span>
              </label>
            ))}
          </fieldset>
          <div className={styles.notificationGrid} data-testid="notification-cards">
            <div
              className={clsx(styles.themeBox, shownTheme === 'dark' ? styles.themeDark : styles.themeLight)}
              data-theme-shown={shownTheme}>
              <figure className={styles.cardFigure}>
                <Card draft={draft} host={host} m={m} variant="desktop" />
                <figcaption>{fill(m.desktop, { devices: devices(desktopDevices) })}</figcaption>
              </figure>
              <figure className={styles.cardFigure}>
                <Card draft={draft} host={host} m={m} variant="mobile" />
                <figcaption>{fill(m.mobile, { devices: devices(mobileDevices) })}</figcaption>
              </figure>
            </div>
          </div>
          <p className={styles.note}>{m.previewNote}</p>
        </section>

        <section className={styles.checks} aria-labelledby={ids.checks}>
          <h2 id={ids.checks}>{m.checksHeading}</h2>
          <ResultSummary>{rows.length ? <SummaryCounts rows={rows} /> : ''}</ResultSummary>
          {rows.length ? (
            <ResultTable rows={rows} caption={m.checksHeading} />
          ) : (
            <p className={styles.waiting} data-testid="checks-waiting">
              {m.waiting}
            </p>
          )}
          <p className={styles.note}>{m.offline}</p>
        </section>
      </div>
    </div>
  );
}
