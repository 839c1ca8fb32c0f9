/** The search page's state lives in its URL: `?q=<query>&page=<1-based page>`. */
import { useCallback } from 'react';
import { useHistory } from '@docusaurus/router';
import { useHistorySelector } from '@docusaurus/theme-common';

import { parseSearchPageQuery, type SearchPageQuery } from '@site/src/search/urls';

/**
 * Reads the URL through useHistorySelector: the server render and hydration see no query string,
 * then the page re-renders with it (no hydration mismatch).
 */
export function useSearchPageQuery(maxLength: number): [SearchPageQuery, (next: SearchPageQuery) => void] {
  const history = useHistory();
  const search = useHistorySelector((h) => h.location.search);
  const state = parseSearchPageQuery(search, maxLength);
  const update = useCallback(
    (next: SearchPageQuery) => {
      const params = new URLSearchParams();
      if (next.query) params.set('q', next.query);
      if (next.page > 0) params.set('page', String(next.page + 1));
      const query = params.toString();
      history.replace({ pathname: history.location.pathname, search: query ? `?${query}` : '' });
    },
    [history],
  );
  return [state, update];
}
