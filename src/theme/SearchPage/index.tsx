/**
 * Ejected SearchPage (`/search?q=`): the same backends as the modal (local index, or hosted with
 * fallback), paged, localized, with an error state and a retry. Engine code loads when the page
 * mounts in the browser, never during server rendering.
 */
import React, { useEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { useDocsContextualSearchTags } from '@docusaurus/plugin-content-docs/client';
import { usePluralForm } from '@docusaurus/theme-common';
import Translate, { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import type { SearchHit, SearchResponse } from '@site/src/search/client';
import { PAGE_HIGHLIGHT } from '@site/src/search/constants';
import { isIndexDamaged } from '@site/src/search/damaged';
import type { SearchClientConfig } from '@site/src/search/types';
import { contactRoute, popularAnswers } from '@site/src/data/popular-answers';
import SearchAnswer from '@site/src/components/SearchAnswer';

import { useSearchPageQuery } from './useSearchPageQuery';
import styles from './styles.module.css';

type Outcome =
  | { state: 'idle' }
  | { state: 'loading'; query: string; page: number }
  | {
      state: 'done';
      query: string;
      page: number;
      response: SearchResponse;
      fallback: boolean;
      /** Results per section (lvl0) for the query, whatever section is chosen. */
      sections: Array<[string, number]>;
      /**
       * When nothing matched: searches to try instead, the closest wordings the index holds, then the locale's starter
       * searches (a query in another language has no close wording, only the starters lead on).
       */
      tips: string[];
      /** When nothing matched: the contact page with the query (config `reportMissingResultsPath`), if any. */
      report: string | null;
    }
  | { state: 'error'; query: string; page: number; damaged: boolean };

function Highlighted({ html, className }: { html: string; className?: string }): React.JSX.Element {
  // Values come from the search client, which escapes all text and adds only the highlight span.
  return <span className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

function hitTitle(hit: SearchHit): string {
  const levels = (['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const).filter((level) => hit.hierarchy[level]);
  const last = levels[levels.length - 1] ?? 'lvl1';
  return hit._highlightResult.hierarchy[last]?.value ?? '';
}

/** The headings between the page title and the hit (the page title first), for hits below a page's title. */
function hitPath(hit: SearchHit): string[] {
  const levels = (['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const).filter((level) => hit.hierarchy[level]);
  return levels.slice(0, -1).map((level) => hit._highlightResult.hierarchy[level]?.value ?? '');
}

/** A results page's hits by the page they are on, in the order of each page's best hit: a page and its other
 * matching sections read as one result, not the same title again further down. */
function byPage(hits: readonly SearchHit[]): { hit: SearchHit; more: SearchHit[] }[] {
  const groups = new Map<string, { hit: SearchHit; more: SearchHit[] }>();
  for (const hit of hits) {
    const group = groups.get(hit.url_without_anchor);
    if (group) group.more.push(hit);
    else groups.set(hit.url_without_anchor, { hit, more: [] });
  }
  return [...groups.values()];
}

/** The excerpt under a result: its own paragraph, else the page's paragraph that best shows the match. */
function hitExcerpt(hit: SearchHit): string | null {
  return hit._snippetResult.content?.value ?? hit._snippetResult.excerpt?.value ?? null;
}

const SECTION_FACET = 'hierarchy.lvl0';

/** Searches offered when nothing matched: a row or two on a phone. */
const MAX_TIPS = 6;

function pageNumbers(current: number, total: number): number[] {
  const start = Math.max(0, Math.min(current - 4, total - 9));
  return Array.from({ length: Math.min(9, total) }, (_, i) => start + i);
}

function popularLabel(id: string): string {
  switch (id) {
    case 'nttSpecs':
      return translate({ id: 'search.page.popular.nttSpecs', message: 'New tab takeover: image sizes and limits' });
    case 'waysToPay':
      return translate({ id: 'search.page.popular.waysToPay', message: 'Ways to pay' });
    case 'campaignStates':
      return translate({ id: 'search.page.popular.campaignStates', message: 'What a campaign status means' });
    case 'apiKey':
      return translate({ id: 'search.page.popular.apiKey', message: 'Get an API key for reports' });
    default:
      return translate({ id: 'search.page.popular.createCampaign', message: 'Create a campaign' });
  }
}

/** Placeholder rows while results load: the results' space is held, so nothing below jumps when they arrive. */
function ResultsSkeleton(): React.JSX.Element {
  return (
    <ol className={styles.skeleton} aria-hidden="true" data-search-skeleton="">
      {[0, 1, 2, 3].map((n) => (
        <li key={n} className={styles.skeletonRow}>
          <span />
          <span />
          <span />
        </li>
      ))}
    </ol>
  );
}

/**
 * What a reader can do when nothing matched: searches to try (each runs here), and the contact page with the query,
 * as the search window offers.
 */
function NoResultsHelp({
  tips,
  report,
  onTry,
}: {
  tips: readonly string[];
  report: string | null;
  onTry: (tip: string) => void;
}): React.JSX.Element {
  return (
    <div className={styles.noResults} data-search-no-results-help="">
      {tips.length > 0 && (
        <>
          <p className={styles.tipsLabel} id="search-page-tips">
            <Translate
              id="search.page.tryInstead"
              description="Search page without results: label of the searches to try">
              Try searching for
            </Translate>
          </p>
          <ul className={styles.tips} aria-labelledby="search-page-tips">
            {tips.map((tip) => (
              <li key={tip}>
                <Link
                  to={`?${new URLSearchParams({ q: tip }).toString()}`}
                  className={styles.tip}
                  data-search-tip=""
                  onClick={(event) => {
                    event.preventDefault();
                    onTry(tip);
                  }}>
                  {tip}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className={styles.tipsLabel} id="search-page-popular">
        <Translate id="search.page.popularLabel" description="Search page without results: label of popular answers">
          Popular answers
        </Translate>
      </p>
      <ul className={styles.popular} aria-labelledby="search-page-popular" data-search-popular="">
        {popularAnswers.map((answer) => (
          <li key={answer.id}>
            <Link to={answer.to}>{popularLabel(answer.id)}</Link>
          </li>
        ))}
      </ul>
      <p className={styles.report}>
        <Translate
          id="search.page.contactText"
          description="Search page without results: before the link to the contact page"
          values={{
            link: (
              <Link to={contactRoute} data-search-contact="">
                <Translate
                  id="search.page.contactLink"
                  description="Search page without results: link to the contact page">
                  Contact the Brave Ads team
                </Translate>
              </Link>
            ),
          }}>
          {'Still no answer? {link}: a person reads every message.'}
        </Translate>
      </p>
      {report && (
        <p className={styles.report}>
          <Translate
            id="search.page.reportMissingText"
            description="Search page without results: question before the link to the contact page">
            Believe this query should return results?
          </Translate>{' '}
          <Link href={report} data-search-report="">
            <Translate
              id="search.page.reportMissingLink"
              description="Search page without results: link to the contact page, with the query">
              Let us know.
            </Translate>
          </Link>
        </p>
      )}
    </div>
  );
}

function SearchPageContent({ title }: { title: string }): React.JSX.Element {
  const {
    siteConfig: { baseUrl, customFields, url: siteUrl },
    siteMetadata: { docusaurusVersion },
    i18n: { currentLocale },
  } = useDocusaurusContext();
  const config = customFields?.search as SearchClientConfig;
  const { limits } = config;
  const [{ query, page }, setQueryState] = useSearchPageQuery(limits.maxQueryLength);
  const [input, setInput] = useState(query);
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });
  const [attempt, setAttempt] = useState(0);
  // The section filter (a value of the records' lvl0 facet); a new query shows every section again.
  const [section, setSection] = useState<string | null>(null);
  useEffect(() => setSection(null), [query]);
  // A stable value: the hook returns a new array on every render.
  const tagsKey = useDocsContextualSearchTags().join('\n');
  const { selectMessage } = usePluralForm();
  const resultsRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => setInput(query), [query]);

  useEffect(() => {
    if (!query.trim()) {
      setOutcome({ state: 'idle' });
      return undefined;
    }
    let current = true;
    setOutcome({ state: 'loading', query, page });
    (async () => {
      const [{ getSearchBackend }, { contextualFacetFilters }, { keepSiteHits, missingResultsUrl }] = await Promise.all(
        [import('@site/src/search/backend'), import('@site/src/search/facets'), import('@site/src/search/urls')],
      );
      const backend = getSearchBackend({ config, baseUrl, language: currentLocale, docusaurusVersion });
      const indexName = config.mode === 'local' ? `${config.indexName}_${currentLocale}` : config.indexName;
      const facetFilters = contextualFacetFilters(currentLocale, tagsKey.split('\n'));
      const { results } = await backend.search({
        requests: [
          {
            indexName,
            query,
            page,
            hitsPerPage: limits.hitsPerPage,
            facetFilters: section ? [...facetFilters, `${SECTION_FACET}:${section}`] : facetFilters,
            attributesToSnippet: [`content:${limits.snippetWords * 3}`],
            highlightPreTag: PAGE_HIGHLIGHT.pre,
            highlightPostTag: PAGE_HIGHLIGHT.post,
            snippetEllipsisText: '…',
          },
          // The sections of every result, whatever section is chosen (Algolia's disjunctive faceting).
          { indexName, query, hitsPerPage: 0, facetFilters, facets: [SECTION_FACET] },
        ],
      });
      const response = results[0];
      response.hits = keepSiteHits(response.hits, siteUrl);
      const sections = Object.entries(results[1]?.facets?.[SECTION_FACET] ?? {}).sort(
        (a, b) => b[1] - a[1] || a[0].localeCompare(b[0]),
      );
      let tips: string[] = [];
      if (response.nbHits === 0) {
        const [closest, { searchStartersFor }] = await Promise.all([
          backend.suggest?.(query, facetFilters, 3).catch(() => []) ?? [],
          import('@site/src/data/search-synonyms'),
        ]);
        tips = [...new Set([...closest, ...searchStartersFor(currentLocale)])].slice(0, MAX_TIPS);
      }
      if (current)
        setOutcome({
          state: 'done',
          query,
          page,
          response,
          fallback: Boolean(backend.usingFallback),
          sections,
          tips,
          report: missingResultsUrl(baseUrl, config.reportMissingResultsPath, query),
        });
    })().catch((error: unknown) => {
      if (current) setOutcome({ state: 'error', query, page, damaged: isIndexDamaged(error) });
    });
    return () => {
      current = false;
    };
  }, [query, page, section, attempt, config, baseUrl, currentLocale, docusaurusVersion, tagsKey, limits, siteUrl]);

  const goToPage = (next: number): void => {
    setQueryState({ query, page: next });
    resultsRef.current?.focus();
  };

  return (
    <main className={clsx('container', 'margin-vert--lg', styles.page)}>
      <Heading as="h1">{title}</Heading>
      <form
        role="search"
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          setQueryState({ query: input.trim(), page: 0 });
        }}>
        <label htmlFor="search-page-input" className={styles.label}>
          <Translate id="search.page.inputLabel" description="Label of the search page input">
            Search the documentation
          </Translate>
        </label>
        <div className={styles.inputRow}>
          <input
            id="search-page-input"
            type="search"
            name="q"
            className={styles.input}
            value={input}
            maxLength={limits.maxQueryLength}
            autoComplete="off"
            placeholder={translate({
              id: 'search.page.inputPlaceholder',
              message: 'Type your search',
              description: 'Placeholder of the search page input',
            })}
            onChange={(event) => {
              setInput(event.target.value);
              setQueryState({ query: event.target.value, page: 0 });
            }}
          />
          <button type="submit" className="button button--primary">
            <Translate id="search.page.submit" description="Button submitting the search page form">
              Search
            </Translate>
          </button>
        </div>
      </form>

      {query.trim() !== '' && <SearchAnswer query={query} />}

      <p ref={resultsRef} tabIndex={-1} className={styles.count} aria-live="polite" data-search-count="">
        {outcome.state === 'done' &&
          (outcome.response.nbHits > 0
            ? selectMessage(
                outcome.response.nbHits,
                translate(
                  {
                    id: 'search.page.documentsFound',
                    message: 'One result found|{count} results found',
                    description: 'Number of results (plural forms separated by |)',
                  },
                  { count: outcome.response.nbHits },
                ),
              )
            : translate(
                {
                  id: 'search.page.noResults',
                  message: 'No results for “{query}”',
                  description: 'Search page without results',
                },
                { query: outcome.query },
              ))}
        {outcome.state === 'loading' &&
          translate({
            id: 'search.page.loading',
            message: 'Searching…',
            description: 'While the search page fetches results',
          })}
      </p>

      {(outcome.state === 'loading' || (outcome.state === 'idle' && query.trim() !== '')) && <ResultsSkeleton />}

      {outcome.state === 'done' && outcome.response.nbHits === 0 && (
        <NoResultsHelp
          tips={outcome.tips}
          report={outcome.report}
          onTry={(tip) => setQueryState({ query: tip, page: 0 })}
        />
      )}

      {outcome.state === 'done' && (outcome.sections.length > 1 || section !== null) && (
        <div className={styles.filter}>
          <label htmlFor="search-page-section">
            <Translate id="search.page.sectionFilter" description="Label of the section filter of the search page">
              Section
            </Translate>
          </label>
          <select
            id="search-page-section"
            className={styles.filterSelect}
            value={section ?? ''}
            data-search-section-filter=""
            onChange={(event) => {
              setSection(event.target.value || null);
              if (page !== 0) setQueryState({ query, page: 0 });
            }}>
            <option value="">
              {translate({
                id: 'search.page.allSections',
                message: 'All sections',
                description: 'Section filter option showing the results of every section',
              })}
            </option>
            {outcome.sections.map(([name, count]) => (
              <option key={name} value={name}>
                {`${name} (${count})`}
              </option>
            ))}
          </select>
        </div>
      )}

      {outcome.state === 'done' && outcome.fallback && (
        <p className={styles.notice} role="status" data-search-fallback="">
          {translate({
            id: 'search.fallbackNotice',
            message: 'Search service unreachable: showing results from this site’s built-in index.',
            description: 'Discreet notice when hosted search cannot be reached and the local index answers instead',
          })}
        </p>
      )}

      {outcome.state === 'error' && process.env.NODE_ENV === 'development' && (
        // The development server has no index (it is read from the built HTML): a notice, not a network error.
        <div className={clsx('alert alert--info', styles.error)} role="status" data-search-dev-notice="">
          <p className={styles.errorTitle}>
            <Translate id="search.page.devNoticeTitle" description="Title of the search page in the development server">
              Search needs a production build
            </Translate>
          </p>
          <p>
            <Translate
              id="search.page.devNoticeHelp"
              description="Help text of the search page in the development server (keep the commands as they are)">
              The development server has no search index. Run npm run build, then npm run serve, to search.
            </Translate>
          </p>
        </div>
      )}

      {outcome.state === 'error' && process.env.NODE_ENV !== 'development' && (
        <div className={clsx('alert alert--danger', styles.error)} role="alert">
          {outcome.damaged ? (
            <>
              <p className={styles.errorTitle}>
                <Translate
                  id="search.page.damagedTitle"
                  description="Title of the search page error when the index file is missing or unreadable">
                  The search index is damaged
                </Translate>
              </p>
              <p>
                <Translate
                  id="search.page.damagedHelp"
                  description="Help text of the search page error when the index file is missing or unreadable">
                  Search cannot read this site’s index. Browse the docs from the menu, or try again later.
                </Translate>
              </p>
            </>
          ) : (
            <>
              <p className={styles.errorTitle}>
                <Translate id="search.page.errorTitle" description="Title of the search page error">
                  Unable to fetch results
                </Translate>
              </p>
              <p>
                <Translate id="search.page.errorHelp" description="Help text of the search page error">
                  You might want to check your network connection.
                </Translate>
              </p>
            </>
          )}
          <button type="button" className="button button--secondary" onClick={() => setAttempt((n) => n + 1)}>
            <Translate id="search.page.retry" description="Button retrying a failed search">
              Try again
            </Translate>
          </button>
        </div>
      )}

      {/* A query that matched only through typos (gibberish, or a word the site never uses) says so, rather than
          showing near words as if they were what was asked. Hosted search sends no ranking info: no note. */}
      {outcome.state === 'done' &&
        outcome.response.hits.length > 0 &&
        outcome.response.hits.every((hit) => (hit._rankingInfo?.nbTypos ?? 0) > 0) && (
          <p className={styles.similarOnly} data-search-similar="">
            {translate(
              {
                id: 'search.page.similarOnly',
                message: 'Nothing matches “{query}” exactly. These results match similar words.',
                description: 'Search page: above results that match the query only through typos',
              },
              { query: outcome.query },
            )}
          </p>
        )}

      {outcome.state === 'done' && outcome.response.hits.length > 0 && (
        <ol className={styles.results} start={outcome.page * outcome.response.hitsPerPage + 1}>
          {byPage(outcome.response.hits).map(({ hit, more }) => {
            const path = hitPath(hit);
            const excerpt = hitExcerpt(hit);
            return (
              <li key={hit.objectID} className={styles.result} data-search-result="">
                <p className={styles.resultSection} data-search-section="">
                  {hit.hierarchy.lvl0}
                </p>
                <Link to={hit.url} className={styles.resultTitle}>
                  <Highlighted html={hitTitle(hit)} />
                </Link>
                {path.length > 0 && (
                  <p className={styles.resultPath}>
                    {path.map((part, i) => (
                      <React.Fragment key={i}>
                        {i > 0 && <span aria-hidden="true"> › </span>}
                        <Highlighted html={part} />
                      </React.Fragment>
                    ))}
                  </p>
                )}
                {excerpt && (
                  <p className={styles.resultSnippet} data-search-excerpt="">
                    <Highlighted html={excerpt} />
                  </p>
                )}
                {more.length > 0 && (
                  <ul
                    className={styles.moreOnPage}
                    aria-label={translate({
                      id: 'search.page.moreOnPage',
                      message: 'Also on this page',
                      description: "Accessible name of the list of a search result's other matching sections",
                    })}
                    data-search-more="">
                    {more.map((section) => (
                      <li key={section.objectID}>
                        <Link to={section.url}>
                          <Highlighted html={hitTitle(section)} />
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
      )}

      {outcome.state === 'done' && outcome.response.nbPages > 1 && (
        <nav
          className={styles.pagination}
          aria-label={translate({
            id: 'search.page.pagination',
            message: 'Result pages',
            description: 'Accessible name of the search results pagination',
          })}>
          <button
            type="button"
            className="button button--outline button--secondary"
            disabled={outcome.page === 0}
            onClick={() => goToPage(outcome.page - 1)}>
            <Translate id="search.page.previous" description="Previous page of search results">
              Previous
            </Translate>
          </button>
          {pageNumbers(outcome.page, outcome.response.nbPages).map((n) => (
            <button
              key={n}
              type="button"
              // Narrow screens show fewer numbers around the current page, so the row keeps one line.
              data-distance={Math.min(3, Math.abs(n - outcome.page))}
              className={clsx(
                'button',
                styles.pageNumber,
                n === outcome.page ? 'button--primary' : 'button--outline button--secondary',
              )}
              aria-current={n === outcome.page ? 'page' : undefined}
              onClick={() => goToPage(n)}>
              {n + 1}
            </button>
          ))}
          <button
            type="button"
            className="button button--outline button--secondary"
            disabled={outcome.page >= outcome.response.nbPages - 1}
            onClick={() => goToPage(outcome.page + 1)}>
            <Translate id="search.page.next" description="Next page of search results">
              Next
            </Translate>
          </button>
        </nav>
      )}
    </main>
  );
}

export default function SearchPage(): React.JSX.Element {
  const config = useDocusaurusContext().siteConfig.customFields?.search as SearchClientConfig;
  const [{ query }] = useSearchPageQuery(config.limits.maxQueryLength);
  const title = query
    ? translate(
        {
          id: 'search.page.titleWithQuery',
          message: 'Search results for "{query}"',
          description: 'Title of the search page with a query',
        },
        { query },
      )
    : translate({
        id: 'search.page.title',
        message: 'Search the documentation',
        description: 'Title of the search page without a query',
      });
  const description = translate({
    id: 'search.page.description',
    message:
      'Search every page of the Brave Ads help center: campaigns, ad placements, policies, reporting and billing.',
    description: 'Meta description of the search page',
  });
  return (
    <Layout title={title} description={description}>
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <SearchPageContent title={title} />
    </Layout>
  );
}
