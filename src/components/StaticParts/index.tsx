import { useCallback, useState, type ComponentType, type ReactNode } from 'react';
import { useMDXComponents } from '@mdx-js/react';

import ScrollBox from '@site/src/components/ScrollBox';
import StaticIsland from '@site/src/components/StaticIsland';
import { afterFirstHydration } from '@site/src/lib/deferredComponent';
import { retryableImport } from '@site/src/lib/retryableImport';

export type StaticPartProps = {
  /**
   * The element the part was: a table is boxed like every Markdown table (src/theme/MDXComponents.tsx); a code
   * block (`pre`) is the code block component, its string the code.
   */
  readonly as: 'p' | 'ul' | 'ol' | 'table' | 'pre';
  /** Its place in the page's strings. */
  readonly index: string;
  readonly className?: string;
  readonly id?: string;
  readonly dir?: string;
  readonly start?: string;
  /** A code block's meta string (its title) and line count. */
  readonly metastring?: string;
  readonly lines?: string;
};

/**
 * Whether a page's module needs its strings before it renders: on the server, and in the browser after the first
 * page has hydrated (a client-side navigation). The first page keeps its served markup and needs none.
 */
export function partsNeededAtOnce(): boolean {
  return typeof document === 'undefined' || afterFirstHydration();
}

type Strings = readonly string[];

/**
 * The component of one page's static parts (src/plugins/static-parts/rehype.ts writes its use into the page):
 * each part is an element whose content is an HTML string of the page's own lazily loaded module. `ready` holds
 * the strings when the page's module waited for them (partsNeededAtOnce). Otherwise the served markup is kept;
 * should an island have none to keep (hydration failed around it) or the page be shown again later, the part
 * renders empty and busy and `load` fetches the strings. A module that fails to load fails the render with its
 * error, as a route's own chunk does (the error page offers to try again, which loads it anew).
 */
export function staticPartsOf(
  ready: Strings | null,
  load: () => Promise<{ default: Strings }>,
): (props: StaticPartProps) => ReactNode {
  let strings = ready;
  const fetchStrings = retryableImport(() =>
    load().then((module) => {
      strings = module.default;
    }),
  );

  return function DocStaticPart({
    as,
    index,
    className,
    id,
    dir,
    start,
    metastring,
    lines,
  }: StaticPartProps): ReactNode {
    // The page's own `code` component (a code block, src/theme/CodeBlock), as the MDX it came from would render it;
    // taken from the provider rather than imported, so each page's chunk does not carry a copy.
    const Code = useMDXComponents().code as ComponentType<Record<string, unknown>>;
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    const [, setArrived] = useState(false);
    const loadStrings = useCallback(
      () =>
        fetchStrings().then(
          () => setArrived(true),
          (error: unknown) => setFailure({ error }),
        ),
      [],
    );
    const need = useCallback(() => void loadStrings(), [loadStrings]);
    if (failure) throw failure.error;
    const html = strings ? (strings[Number(index)] ?? '') : null;
    if (as === 'pre') {
      return (
        <Code className={className} metastring={metastring} lines={Number(lines)} loadCode={loadStrings}>
          {html ?? undefined}
        </Code>
      );
    }
    if (as === 'table') {
      return (
        <ScrollBox className="table-scroll">
          <StaticIsland html={html} onNeedHtml={need} />
        </ScrollBox>
      );
    }
    return <StaticIsland as={as} className={className} attributes={{ id, dir, start }} html={html} onNeedHtml={need} />;
  };
}
