import type { ReactNode } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { usePluralForm } from '@docusaurus/theme-common';
import { translate } from '@docusaurus/Translate';

import { formatValue } from '@site/src/components/PlacementSpecs/formatSpec';
import { getSpecMessages } from '@site/src/components/PlacementSpecs/messages';
import { answerFor, placementName } from '@site/src/search/answers';
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
  const pageUrl = useBaseUrl(answer?.route ?? '/');
  if (!answer) return null;

  const value = formatValue(answer.value, { locale: currentLocale, messages, selectPlural: selectMessage });
  const label = `${placementName(answer.placement, currentLocale)} · ${messages[answer.label]}`;
  return (
    <section
      className={styles.answer}
      aria-label={translate({
        id: 'search.answer.label',
        message: 'Answer from the specifications',
        description: 'Accessible name of the box that shows a spec value above the search results',
      })}
      data-search-answer={`${answer.placement}:${answer.label}`}>
      <p className={styles.label}>{label}</p>
      <p className={styles.value}>{value.kind === 'code' ? <code>{value.text}</code> : value.text}</p>
      <a className={styles.source} href={`${pageUrl}#${answer.anchor}`}>
        {translate({
          id: 'search.answer.source',
          message: 'See the source',
          description: 'Link from a spec value shown above search results to the page section that states it',
        })}
      </a>
    </section>
  );
}
