import type { ComponentProps, ReactNode } from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import ScrollBox from '@site/src/components/ScrollBox';

/** A Markdown table scrolls sideways in its own box (ScrollBox): a table wider than a phone scrolls, not the page. */
function Table(props: ComponentProps<'table'>): ReactNode {
  return (
    <ScrollBox className="table-scroll">
      <table {...props} />
    </ScrollBox>
  );
}

const components: typeof MDXComponents = { ...MDXComponents, table: Table };
export default components;
