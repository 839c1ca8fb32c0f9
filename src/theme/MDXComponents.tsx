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

/**
 * A paragraph of Markdown holds only text, inline code, emphasis and links (the docs' components are blocks of
 * their own): kept as served too. A long reference page has hundreds of them; its links stay client-side
 * navigations through the island's own click handler.
 */
function Paragraph({ children, className, id, dir }: ComponentProps<'p'>): ReactNode {
  return (
    <StaticIsland as="p" className={className} attributes={{ id, dir }}>
      {children}
    </StaticIsland>
  );
}

/**
 * Lists too: their items hold text, links, inline code and nested lists (no code blocks and no components, a
 * content test checks). A GitHub task list keeps the theme's own component, which restyles it.
 */
function UnorderedList(props: ComponentProps<'ul'>): ReactNode {
  const { children, className, id, dir } = props;
  if (className?.includes('contains-task-list')) return <MDXComponents.ul {...props} />;
  return (
    <StaticIsland as="ul" className={className} attributes={{ id, dir }}>
      {children}
    </StaticIsland>
  );
}

function OrderedList({ children, className, id, dir, start }: ComponentProps<'ol'>): ReactNode {
  return (
    <StaticIsland as="ol" className={className} attributes={{ id, dir, start }}>
      {children}
    </StaticIsland>
  );
}

const components: typeof MDXComponents = {
  ...MDXComponents,
  table: Table,
  p: Paragraph,
  ul: UnorderedList,
  ol: OrderedList,
};
export default components;
