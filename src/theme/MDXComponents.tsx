import type { ComponentProps, ReactNode } from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import StaticIsland from '@site/src/components/StaticIsland';

/**
 * A Markdown table never changes after the server rendered it: it is kept as served on hydration (see
 * StaticIsland), which spares React a walk over every cell of the long tables of the reference pages.
 */
function Table(props: ComponentProps<'table'>): ReactNode {
  return (
    <StaticIsland>
      <table {...props} />
    </StaticIsland>
  );
}

const components: typeof MDXComponents = { ...MDXComponents, table: Table };
export default components;
