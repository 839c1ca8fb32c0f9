/**
 * The DocSearch 4.7 modal on our search backend, loaded on intent. Around DocSearch's own screens
 * it renders what 4.7 gets wrong (see src/theme/README.md): the error screen (4.7 resets its error
 * status), the "Try searching for" suggestions (4.7 stores them in a shape it cannot render), and
 * the "See all N results" count (4.7 adds nbHits up across keystrokes).
 */
import React, { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import type { DocSearchModalProps } from '@docsearch/react/modal';
import { DocSearchModal } from '@site/src/lib/docSearchModal';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import { useDocsContextualSearchTags } from '@docusaurus/plugin-content-docs/client';
import { usePluralForm } from '@docusaurus/theme-common';
import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { getSearchSession, type BackendContext } from '@site/src/search/backend';
import { contextualFacetFilters } from '@site/src/search/facets';
import type { SearchSession } from '@site/src/search/session';
import type { SearchClientConfig } from '@site/src/search/types';
import { isSiteRelativeUrl, sanitizeStoredSearches } from '@site/src/search/storage';
import { escapeHitForDisplay, keepSiteHits, missingResultsUrl, searchPageUrl } from '@site/src/search/urls';

import { searchStartersFor } from '@site/src/data/search-synonyms';
import { ModalAugments } from './ModalAugments';
import { AUGMENT_CLASS, loadModalStyles } from './modalStyles';
import { modalTranslations } from './modalTranslations';

export interface SearchModalProps {
  config: SearchClientConfig;
  baseUrl: string;
  language: string;
  docusaurusVersion?: string;
  initialQuery: string;
  initialScrollY: number;
  snippetWords: number;
  onClose: () => void;
  /** Called once the modal shows its first answer (or its error), no longer that its index loads. */
  onReady?: () => void;
}

type Hit = Parameters<NonNullable<DocSearchModalProps['transformItems']>>[0][number];
type TransformClient = Parameters<NonNullable<DocSearchModalProps['transformSearchClient']>>[0];
type FooterProps = Parameters<NonNullable<DocSearchModalProps['resultsFooterComponent']>>[0];
type HitProps = Parameters<NonNullable<DocSearchModalProps['hitComponent']>>[0];

/** Starts loading the index (or the hosted client) and the styles as soon as the visitor shows intent. */
export function preload(context: BackendContext): Promise<void> {
  getSearchSession(context).preload();
  return loadModalStyles(context.baseUrl, context.config.modalStylesheet);
}

function ResultsFooter({
  query,
  session,
  baseUrl,
  onClose,
}: {
  query: string;
  session: SearchSession;
  baseUrl: string;
  onClose: () => void;
}): React.JSX.Element | null {
  const count = useSyncExternalStore(
    session.subscribe,
    () => session.nbHitsFor(query),
    () => null,
  );
  const { selectMessage } = usePluralForm();
  if (count === null) return null;
  return (
    <Link to={searchPageUrl(baseUrl, query)} onClick={onClose}>
      {selectMessage(
        count,
        translate(
          {
            id: 'search.modal.seeAll',
            message: 'See the only result|See all {count} results',
            description:
              'Footer link to the search page, with the real number of results (plural forms separated by |)',
          },
          { count },
        ),
      )}
    </Link>
  );
}

/** Client-side navigation for the result links DocSearch renders. */
function HitLink({ hit, children }: HitProps): React.JSX.Element {
  // Recent/favourite items were validated on read and hits on arrival; this is the last line.
  return isSiteRelativeUrl(hit.url) ? <Link to={hit.url}>{children}</Link> : <span>{children}</span>;
}

export default function SearchModal(props: SearchModalProps): React.JSX.Element {
  const { config, baseUrl, language, docusaurusVersion, initialQuery, initialScrollY, snippetWords, onClose, onReady } =
    props;
  const { siteConfig } = useDocusaurusContext();
  const history = useHistory();
  const session = getSearchSession({ config, baseUrl, language, docusaurusVersion });
  // A stable value: the hook returns a new array on every render.
  const tagsKey = useDocsContextualSearchTags().join('\n');
  const facetFilters = useMemo(() => contextualFacetFilters(language, tagsKey.split('\n')), [language, tagsKey]);
  const scopeRef = useRef<HTMLDivElement>(null);
  const [container] = useState(() => document.body);
  const [askAiActive, setAskAiActive] = useState(false);

  const indexName = config.mode === 'local' ? `${config.indexName}_${language}` : config.indexName;
  const { limits } = config;
  const indices = useMemo(
    () => [
      {
        name: indexName,
        searchParameters: {
          facetFilters,
          hitsPerPage: limits.hitsPerPage,
          attributesToSnippet: [1, 2, 3, 4, 5, 6]
            .map((level) => `hierarchy.lvl${level}:${snippetWords}`)
            .concat(`content:${snippetWords}`),
          snippetEllipsisText: '…',
        },
      },
    ],
    [indexName, facetFilters, limits.hitsPerPage, snippetWords],
  );

  const transformSearchClient = useCallback(
    (client: TransformClient): TransformClient => ({
      search: session.search as unknown as TransformClient['search'],
      addAlgoliaAgent: client.addAlgoliaAgent,
      transporter: client.transporter,
    }),
    [session],
  );
  // Stored recent and favourite searches are validated (and the store rewritten) before DocSearch,
  // which reads them once when it mounts, sees them.
  useState(() => {
    let storage: Storage | undefined;
    try {
      storage = window.localStorage;
    } catch {
      storage = undefined;
    }
    return sanitizeStoredSearches(storage, indexName);
  });
  // Hits from any backend link only to this site: a hit whose URL is not site-relative is dropped.
  const transformItems = useCallback(
    (items: Hit[]): Hit[] => {
      // Called as DocSearch takes in an answer: from now on its screens show what the index holds.
      setAnswered(true);
      return keepSiteHits(items, siteConfig.url).map((hit) => escapeHitForDisplay(hit));
    },
    [siteConfig.url],
  );
  const navigator = useMemo<NonNullable<DocSearchModalProps['navigator']>>(
    () => ({
      navigate({ itemUrl }) {
        if (isSiteRelativeUrl(itemUrl)) history.push(itemUrl);
      },
      navigateNewTab({ itemUrl }) {
        if (isSiteRelativeUrl(itemUrl)) window.open(itemUrl, '_blank', 'noopener');
      },
      navigateNewWindow({ itemUrl }) {
        if (isSiteRelativeUrl(itemUrl)) window.open(itemUrl, '_blank', 'noopener,popup');
      },
    }),
    [history],
  );
  const resultsFooterComponent = useCallback(
    ({ state }: FooterProps) => (
      <ResultsFooter query={state.query} session={session} baseUrl={baseUrl} onClose={onClose} />
    ),
    [session, baseUrl, onClose],
  );
  const translations = useMemo(() => modalTranslations(), []);
  const reportPath = config.reportMissingResultsPath;
  const getMissingResultsUrl = useMemo(
    () =>
      reportPath ? ({ query }: { query: string }) => missingResultsUrl(baseUrl, reportPath, query) ?? '' : undefined,
    [baseUrl, reportPath],
  );
  const hosted = config.mode === 'hosted' ? config : null;
  // Until DocSearch received the first answer of this modal, the index is loading: DocSearch would show "No results"
  // for the query it starts with meanwhile. That screen is hidden and a loading line shown instead.
  const [answered, setAnswered] = useState(false);
  const failed = useSyncExternalStore(
    session.subscribe,
    () => session.getStatus().error !== null,
    () => false,
  );
  const loading = !answered && !failed;
  const onReadyRef = useRef(onReady);
  onReadyRef.current = onReady;
  useEffect(() => {
    if (!loading) onReadyRef.current?.();
  }, [loading]);
  // Results from the local index credit no provider, even in hosted mode after the fallback. Part of the class
  // React renders, so a later render (the loading state ending) does not take it away.
  const fallback = useSyncExternalStore(
    session.subscribe,
    () => session.getStatus().fallback,
    () => false,
  );

  // DocSearch's modal is rendered once per change of its own props: the loading state ending or the fallback alone
  // re-render only this wrapper and the augments, not DocSearch's whole tree while the visitor types.
  const docSearch = useMemo(
    () => (
      <DocSearchModal
        appId={hosted?.appId ?? 'local'}
        apiKey={hosted?.apiKey ?? 'local'}
        indices={indices}
        askAi={hosted?.assistantId ?? undefined}
        placeholder={translations.searchBox?.placeholderText}
        translations={translations}
        initialQuery={initialQuery}
        initialScrollY={initialScrollY}
        onClose={onClose}
        navigator={navigator}
        hitComponent={HitLink}
        transformItems={transformItems}
        transformSearchClient={transformSearchClient}
        resultsFooterComponent={resultsFooterComponent}
        getMissingResultsUrl={getMissingResultsUrl}
        maxResultsPerGroup={limits.maxResultsPerGroup}
        recentSearchesLimit={limits.recentSearches}
        recentSearchesWithFavoritesLimit={limits.recentSearchesWithFavorites}
        insights={false}
        isAskAiActive={askAiActive}
        onAskAiToggle={setAskAiActive}
      />
    ),
    [
      hosted,
      indices,
      translations,
      initialQuery,
      initialScrollY,
      onClose,
      navigator,
      transformItems,
      transformSearchClient,
      resultsFooterComponent,
      getMissingResultsUrl,
      limits,
      askAiActive,
    ],
  );

  return createPortal(
    <div
      ref={scopeRef}
      className={`${AUGMENT_CLASS.scope}${hosted && !fallback ? '' : ` ${AUGMENT_CLASS.noProviderLogo}`}${loading ? ` ${AUGMENT_CLASS.loading}` : ''}`}
      data-search-mode={config.mode}>
      {docSearch}
      <ModalAugments
        scopeRef={scopeRef}
        session={session}
        facetFilters={facetFilters}
        maxQueryLength={limits.maxQueryLength}
        translations={translations}
        starters={searchStartersFor(language)}
        loading={loading}
      />
    </div>,
    container,
  );
}
