import type { ReactNode } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { usePluralForm } from '@docusaurus/theme-common';
import { translate } from '@docusaurus/Translate';

import { formatValue } from '@site/src/components/PlacementSpecs/formatSpec';
import { getSpecMessages } from '@site/src/components/PlacementSpecs/messages';
import { buyingRoutes } from '@site/src/data/placements';
import { termFor, type Locale } from '@site/src/data/terms';
import { formatNumber } from '@site/src/lib/numberFormat';
import { answerFor, placementName, spendAnswerFor, type SpendAnswer } from '@site/src/search/answers';
import styles from './styles.module.css';

export interface AnswerBoxProps {
  readonly query: string;
}

/**
 * The figure a query asks for (a spec value of `src/data/placements.ts`), above the search results, with a
 * link to the heading where the page states it. Renders nothing unless the query clearly names a placement
 * and one of its figures (see `answerFor`).
 */
export default function AnswerBox({ query }: AnswerBoxProps): ReactNode {
  const {
    i18n: { currentLocale },
  } = useDocusaurusContext();
  const { selectMessage } = usePluralForm();
  const messages = getSpecMessages();
  const answer = answerFor(query, currentLocale, messages);
  const spend = answer ? null : spendAnswerFor(query, currentLocale, minimumSpendLabel());
  const pageUrl = useBaseUrl(answer?.route ?? '/');
  if (spend) return <SpendBox answer={spend} locale={currentLocale} pageUrl={pageUrl} />;
  if (!answer) return null;

  const value = formatValue(answer.value, { locale: currentLocale, messages, selectPlural: selectMessage });
  const label = `${placementName(answer.placement, currentLocale)} · ${messages[answer.label]}`;
  return (
    <AnswerFrame id={`${answer.placement}:${answer.label}`} href={`${pageUrl}#${answer.anchor}`}>
      <p className={styles.label}>{label}</p>
      <p className={styles.value}>{value.kind === 'code' ? <code>{value.text}</code> : value.text}</p>
    </AnswerFrame>
  );
}

function AnswerFrame({ id, href, children }: { id: string; href: string; children: ReactNode }): ReactNode {
  return (
    <section
      className={styles.answer}
      aria-label={translate({
        id: 'search.answer.label',
        message: 'Answer from the specifications',
        description: 'Accessible name of the box that shows a spec value above the search results',
      })}
      data-search-answer={id}>
      {children}
      <a className={styles.source} href={href}>
        {translate({
          id: 'search.answer.source',
          message: 'See the source',
          description: 'Link from a spec value shown above search results to the page section that states it',
        })}
      </a>
    </section>
  );
}

function minimumSpendLabel(): string {
  return translate({
    id: 'search.answer.minimumSpend',
    message: 'Minimum spend',
    description:
      'Label of the minimum spend shown above search results; the same words as the Introduction page uses for it',
  });
}

/**
 * A US dollar amount as the Introduction page writes it in the locale ("$10,000", "10 000 USD", "US$ 10.000").
 * Spanish groups thousands with a space, as the Spanish edition does (the norm for neutral Spanish), where `Intl`
 * would write a point.
 */
function usd(amount: number, locale: string): string {
  const grouped = formatNumber(locale, amount);
  const number = locale === 'es' ? grouped.replace(/\./g, '\u00a0') : grouped;
  return translate(
    {
      id: 'search.answer.usd',
      message: '${amount}',
      description: 'An amount in US dollars, as the pages write it: where the currency goes and how it is written',
    },
    { amount: number },
  );
}

function SpendBox({ answer, locale, pageUrl }: { answer: SpendAnswer; locale: string; pageUrl: string }): ReactNode {
  const lang = (['en', 'de', 'es', 'fr', 'pt'].includes(locale) ? locale : 'en') as Locale;
  const lines = answer.routes.map((id) => {
    const { minimumSpendUsd, period } = buyingRoutes[id];
    const amount = usd(minimumSpendUsd, locale);
    const text =
      period === 'month'
        ? translate(
            {
              id: 'search.answer.minimumSpend.perMonth',
              message: '{amount} per month',
              description: 'The managed service minimum spend above search results, e.g. "$10,000 per month"',
            },
            { amount },
          )
        : translate(
            {
              id: 'search.answer.minimumSpend.optimal',
              message: '{amount}, for optimal results',
              description:
                'The self-service minimum spend above search results; Brave states this amount is needed for optimal results',
            },
            { amount },
          );
    const name = termFor(id, lang);
    return { id, name: name.charAt(0).toLocaleUpperCase(lang) + name.slice(1), text };
  });
  return (
    <AnswerFrame id={`spend:${answer.routes.join('+')}`} href={`${pageUrl}#${answer.anchor}`}>
      {lines.length === 1 ? (
        <>
          <p className={styles.label}>{`${minimumSpendLabel()} · ${lines[0]!.name}`}</p>
          <p className={styles.value}>{lines[0]!.text}</p>
        </>
      ) : (
        <>
          <p className={styles.label}>{minimumSpendLabel()}</p>
          <dl className={styles.pairs}>
            {lines.map((line) => (
              <div key={line.id} className={styles.pair}>
                <dt>{line.name}</dt>
                <dd>{line.text}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </AnswerFrame>
  );
}
