import React from 'react';
import SearchPage from '@site/src/theme/SearchPage';

/** `/search?q=`: the search results page of each locale. */
export default function Search(): React.JSX.Element {
  return <SearchPage />;
}
