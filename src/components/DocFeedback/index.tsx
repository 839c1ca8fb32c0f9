import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import feedbackStrings from '@generated/translation-groups/docFeedback.json';
import { addTranslationGroup } from '@site/src/i18n/addTranslationGroup';
import styles from './styles.module.css';

addTranslationGroup(feedbackStrings);

export type DocFeedbackProps = {
  /** The page's title: the search link's query and the suggestion's title. */
  readonly title: string;
  /** The page's absolute URL, for the suggestion's body. */
  readonly url: string;
  /** `owner/name` of this help centre's GitHub repository (config/brand.ts), or null: no suggestion link. */
  readonly repository: string | null;
};

/** The search page caps a query at 64 characters (src/theme/SearchPage). */
const MAX_QUERY = 64;

/**
 * A new issue in this help centre's repository (config/brand.ts `repository`, where the edit links point too),
 * its title and body filled in: GitHub reads both from the query.
 */
export function suggestionUrl(repository: string, title: string, url: string, prompt: string): string {
  const query = new URLSearchParams({ title: `Docs: ${title}`, body: `${url}\n\n${prompt}\n` });
  return `https://github.com/${repository}/issues/new?${query}`;
}

/**
 * "Did this page answer your question?" at the end of a doc. Two radio buttons and CSS: the answer reveals its
 * panel through `:has(:checked)`, so the widget needs no script, sends nothing and keeps nothing (its small print
 * says so). Its use is the next step it shows: thanks for Yes; for No, search, the contact page and a prefilled
 * suggestion, which is how a reader who wants to can tell the team. It is
 * rendered in the doc footer's static island: its markup is kept as served, and radio buttons keep their own state.
 * `data-search-exclude` keeps it out of the search records and the Markdown copies; `no-print` out of print.
 */
export default function DocFeedback({ title, url, repository }: DocFeedbackProps): ReactNode {
  const query = title.slice(0, MAX_QUERY);
  return (
    <div className={`${styles.feedback} no-print`} data-search-exclude="" data-doc-feedback="">
      <fieldset>
        <legend>
          {translate({
            id: 'docFeedback.question',
            message: 'Did this page answer your question?',
            description: 'Question at the end of every doc page, answered with Yes or No',
          })}
        </legend>
        <div className={styles.choices}>
          <label>
            <input type="radio" name="doc-feedback" value="yes" className={styles.yes} />
            {translate({ id: 'docFeedback.yes', message: 'Yes', description: 'Answer to the end-of-page question' })}
          </label>
          <label>
            <input type="radio" name="doc-feedback" value="no" className={styles.no} />
            {translate({ id: 'docFeedback.no', message: 'No', description: 'Answer to the end-of-page question' })}
          </label>
          {/* Beside the answers, in small type: the answer is for the reader, to find the next step. */}
          <p className={styles.note}>
            {translate({
              id: 'docFeedback.private',
              message: 'Your answer stays in your browser: nothing is sent.',
              description:
                'Small print beside the Yes/No answers: the widget collects nothing (the answer only shows the reader a next step). Short and positive',
            })}
          </p>
        </div>
      </fieldset>
      {/* A live region always in the page, so screen readers announce the panel an answer reveals in it. */}
      <div aria-live="polite">
        <p className={styles.thanks}>
          {translate({
            id: 'docFeedback.thanks',
            message: 'Glad it helped. Thank you for reading!',
            description: 'Shown after the reader answers Yes to the end-of-page question: thanks the reader',
          })}
        </p>
        <div className={styles.ways}>
          <p>
            {translate({
              id: 'docFeedback.waysOn',
              message: 'Sorry about that. Here is how to find your answer:',
              description: 'Shown after the reader answers No, above three links: search, contact, suggestion',
            })}
          </p>
          <ul>
            <li>
              <Link to={`/search?q=${encodeURIComponent(query)}`}>
                {translate(
                  {
                    id: 'docFeedback.search',
                    message: 'Search the help center for “{title}”',
                    description: 'Link to the search page with the page title as the query; {title} is the title',
                  },
                  { title: query },
                )}
              </Link>
            </li>
            <li>
              <Link to="/account-management/contact">
                {translate({
                  id: 'docFeedback.contact',
                  message: 'Find the Brave Ads team to write to',
                  description: 'Link to the "Who to contact" page (which Brave Ads address handles what)',
                })}
              </Link>
            </li>
            {repository && (
              <li>
                <Link
                  to={suggestionUrl(
                    repository,
                    title,
                    url,
                    translate({
                      id: 'docFeedback.issuePrompt',
                      message: 'What were you looking for?',
                      description: 'Prefilled in the body of the GitHub issue the suggestion link opens, under the URL',
                    }),
                  )}>
                  {translate({
                    id: 'docFeedback.suggest',
                    message: 'Tell us what was missing, on GitHub',
                    description:
                      'Link that opens a new GitHub issue about this page, title and URL filled in: how the reader can send feedback',
                  })}
                </Link>
              </li>
            )}
          </ul>
        </div>
      </div>
    </div>
  );
}
