import React, { useId, useMemo, type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { usePluginData } from '@docusaurus/useGlobalData';
import { useLocation } from '@docusaurus/router';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { englishPath, englishVersionTime, translatedDocKey } from '@site/src/plugins/content/translation-status/client';
import { TRANSLATION_STATUS_PLUGIN } from '@site/src/plugins/content/translation-status/types';
import { parseIsoDate, policyPageOf } from '@site/src/data/policies';
import { longDateFormat } from './dates';
import styles from './styles.module.css';

/** The current locale's language tag and calendar (config/locales.ts), for its long date format. */
type DateLocale = { htmlLang: string; calendar?: string };

function useDateLocale(): DateLocale {
  const { i18n } = useDocusaurusContext();
  const config = i18n.localeConfigs[i18n.currentLocale];
  const htmlLang = config?.htmlLang ?? i18n.currentLocale;
  const calendar = config?.calendar;
  return useMemo(() => ({ htmlLang, calendar }), [htmlLang, calendar]);
}

type DateProps = { date: Date; locale: DateLocale };

function LongDate({ date, locale }: DateProps): ReactNode {
  return longDateFormat(locale.htmlLang, locale.calendar).format(date);
}

/** A date in the locale's long format, machine-readable in `datetime`. */
function DateText({ date, locale }: DateProps): ReactNode {
  return (
    <time dateTime={date.toISOString().slice(0, 10)}>
      <LongDate date={date} locale={locale} />
    </time>
  );
}

export type PrintHeaderProps = { url: string; lastUpdated: Date | null; locale: DateLocale };

/** Shown only on paper (print stylesheet): where the page lives and how current it is. */
function PrintHeader({ url, lastUpdated, locale }: PrintHeaderProps): ReactNode {
  return (
    <div className={`doc-print-header ${styles.printHeader}`} data-search-exclude="">
      <span>{url}</span>
      {lastUpdated && (
        <span>
          <Translate
            id="trust.print.lastUpdated"
            description="Printed page header: when the page was last changed; {date} is a date"
            values={{ date: <DateText date={lastUpdated} locale={locale} /> }}>
            {'Last updated: {date}'}
          </Translate>
        </span>
      )}
    </div>
  );
}

export type BindingEnglishNoticeProps = { englishUrl: string };

/** On a translated policy page: the English text is the one that binds advertisers. */
function BindingEnglishNotice({ englishUrl }: BindingEnglishNoticeProps): ReactNode {
  const titleId = useId();
  return (
    <div role="note" aria-labelledby={titleId} className="alert alert--info margin-bottom--md doc-binding-notice">
      <p id={titleId} className="margin-bottom--sm">
        <strong>
          <Translate
            id="trust.policy.binding.title"
            description="Title of the notice on a translated policy page saying the English version is the binding one">
            The English version of this policy is binding
          </Translate>
        </strong>
      </p>
      <p className="margin-bottom--none">
        <Translate
          id="trust.policy.binding.body"
          description="Text of the binding-English notice on translated policy pages; {link} is a link to the English page"
          values={{
            link: (
              <a href={englishUrl} hrefLang="en">
                <Translate
                  id="trust.policy.binding.link"
                  description="Link from the binding-English notice to the English version of the policy">
                  Read the English version
                </Translate>
              </a>
            ),
          }}>
          {
            'This translation is provided for convenience. If it differs from the English version, the English version applies. {link}'
          }
        </Translate>
      </p>
    </div>
  );
}

/**
 * The visible trust signals at the top of a doc: a print-only header (URL, last-updated date), the effective
 * date and binding-English notice of policy pages, and on translations the date of the English version they
 * follow. In a chunk of its own: a served page keeps them as the server wrote them (./index.tsx).
 */
export default function DocTrustNotes(): ReactNode {
  const { metadata } = useDoc();
  const { i18n, siteConfig } = useDocusaurusContext();
  const { pathname } = useLocation();
  const statusData = usePluginData(TRANSLATION_STATUS_PLUGIN);
  const locale = useDateLocale();

  const isTranslation = i18n.currentLocale !== i18n.defaultLocale && translatedDocKey(metadata.source) !== null;
  const englishBaseUrl = i18n.localeConfigs[i18n.defaultLocale]?.baseUrl ?? '/';
  const englishUrl = englishPath(pathname, siteConfig.baseUrl, englishBaseUrl);
  const englishTime = isTranslation ? englishVersionTime(metadata.source, statusData) : null;
  const policy = policyPageOf(metadata.id);
  const effective = policy?.effectiveDate ? parseIsoDate(policy.effectiveDate) : null;
  const lastUpdated = metadata.lastUpdatedAt ? new Date(metadata.lastUpdatedAt) : null;

  return (
    <>
      <PrintHeader url={`${siteConfig.url}${pathname}`} lastUpdated={lastUpdated} locale={locale} />
      {policy && isTranslation && <BindingEnglishNotice englishUrl={englishUrl} />}
      {(effective || englishTime !== null) && (
        <p className={`doc-trust-dates ${styles.dates}`}>
          {effective && (
            <span className="doc-effective-date">
              <Translate
                id="trust.policy.effectiveDate"
                description="Line at the top of a policy page: the date the current version took effect; {date} is a date"
                values={{ date: <DateText date={effective} locale={locale} /> }}>
                {'Effective date: {date}'}
              </Translate>
            </span>
          )}
          {englishTime !== null && (
            <span className="doc-translated-from">
              {/* Two server-rendered wordings, one shown at a time (styles.module.css): a phone gets the short one, a
                  single line beside "Copy page", so the title stays high. Plain links: English is another build. */}
              <span className={`doc-translated-from-full ${styles.full}`}>
                <Translate
                  id="trust.translation.from"
                  description="Line at the top of a translated page: the date of the English version it was translated from; {link} is a link to the English page (trust.translation.fromLink), {date} is a date"
                  values={{
                    link: (
                      <a href={englishUrl} hrefLang="en">
                        <Translate
                          id="trust.translation.fromLink"
                          description="Link text in the translated-from line: the English version of this page">
                          English version
                        </Translate>
                      </a>
                    ),
                    date: <DateText date={new Date(englishTime)} locale={locale} />,
                  }}>
                  {'Translated from the {link} of {date}'}
                </Translate>
              </span>
              <a href={englishUrl} hrefLang="en" className={`doc-translated-from-short ${styles.short}`}>
                <Translate
                  id="trust.translation.fromShort"
                  description="The translated-from line on a phone, one short line that links to the English version of the page">
                  Translated from English
                </Translate>
              </a>
            </span>
          )}
        </p>
      )}
    </>
  );
}
