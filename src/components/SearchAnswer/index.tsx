import { lazy, Suspense, type ReactNode } from 'react';

/**
 * The answer box loads with its matcher and vocabulary (placements, termbase, synonyms, stopwords) only once a
 * query is typed, so pages that show it (the search page, the modal) do not carry that code on first load.
 */
const AnswerBox = lazy(() => import('./AnswerBox'));

export interface SearchAnswerProps {
  readonly query: string;
}

/** The spec value a query asks for, above the search results (see `AnswerBox`); nothing while it loads. */
export default function SearchAnswer({ query }: SearchAnswerProps): ReactNode {
  return (
    <Suspense fallback={null}>
      <AnswerBox query={query} />
    </Suspense>
  );
}
