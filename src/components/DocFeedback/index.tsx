import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import styles from './styles.module.css';

export type DocFeedbackProps = {
  /** The page's title: the search link's query and the suggestion's title. */
  readonly title: string;
  /** The page's absolute URL, for the suggestion's body. */
  readonly url: string;
  /** `owner/name` of this help centre's GitHub repository (config/brand.ts), or null: no GitHub link. */
  readonly repository: string | null;
  /** The address "Tell us what was missing" writes to (config/brand.ts `feedbackEmail`); null: a GitHub issue. */
  readonly email?: string | null;
};

/** The search page caps a query at 64 characters (src/theme/SearchPage). */
const MAX_QUERY = 64;

/** A new issue in this help centre's repository, its title and body filled in: GitHub reads both from the query. */
export function suggestionUrl(repository: string, title: string, url: string, prompt: string): string {
  const query = new URLSearchParams({ title: `Docs: ${title}`, body: `${url}\n\n${prompt}\n` });
  return `https://github.com/${repository}/issues/new?${query}`;
}

/** A message to `email` in the reader's mail app, its subject and body filled in (RFC 6068: encoded as a query). */
export function suggestionMail(email: string, title: string, url: string, prompt: string): string {
  const query = new URLSearchParams({ subject: `Docs: ${title}`, body: `${url}\n\n${prompt}\n` });
  // Mail apps read `+` literally: spaces as %20.
  return `mailto:${email}?${query.toString().replace(/\+/g, '%20')}`;
}

/**
 * "Did this page answer your question?" at the end of a doc. Two radio buttons and CSS: the answer reveals its
 * panel through `:has(:checked)`, so the widget needs no script, sends nothing and keeps nothing (its small print
 * says so). Its use is the next step it shows: thanks for Yes; for No, the contact page (a person answers), search,
 * and a prefilled message (email to `email`, else a GitHub issue when the site names its repository), each saying
 * what it does, so No is never a dead end.
 * `data-search-exclude` keeps it out of the search records and the Markdown copies; `no-print` out of print.
 */
export default function DocFeedback({ title, url, repository, email = null }: DocFeedbackProps): ReactNode {
  const query = title.slice(0, MAX_QUERY);
  const prompt = translate({
    id: 'docFeedback.issuePrompt',
    message: 'What were you looking for?',
    description: 'Prefilled in the body of the message or GitHub issue the suggestion link opens, under the URL',
  });
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
              message: 'Sorry about that. Your answer was not sent to anyone. To get an answer:',
              description:
                'Shown after the reader answers No, above three links: contact, search, message. Says plainly that the No itself reached no one',
            })}
          </p>
          <ul>
            <li>
              <Link to="/account-management/contact">
                {translate({
                  id: 'docFeedback.contact',
                  message: 'Ask the Brave Ads team: who to write to',
                  description:
                    'Link to the "Who to contact" page (which Brave Ads address handles what); a person answers',
                })}
              </Link>
            </li>
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
            {(email || repository) && (
              <li>
                {email ? (
                  <Link to={suggestionMail(email, title, url, prompt)}>
                    {translate({
                      id: 'docFeedback.suggestMail',
                      message: 'Email us what was missing (opens your mail app, this page filled in)',
                      description:
                        'Link that opens a new email about this page, subject and URL filled in, to the help center team',
                    })}
                  </Link>
                ) : (
                  <Link to={suggestionUrl(repository ?? '', title, url, prompt)}>
                    {translate({
                      id: 'docFeedback.suggest',
                      message: 'Tell us what was missing: a public GitHub issue, this page filled in',
                      description:
                        'Link that opens a new public GitHub issue about this page, title and URL filled in (it needs a GitHub account)',
                    })}
                  </Link>
                )}
              </li>
            )}
          </ul>
        </div>
      </div>
    </div>
  );
}
