import type { ComponentProps, ReactNode } from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import ScrollBox from '@site/src/components/ScrollBox';
import StaticIsland from '@site/src/components/StaticIsland';

/**
 * A Markdown table never changes after the server rendered it: it is kept as served on hydration (see
 * StaticIsland), which spares React a walk over every cell of the long tables of the reference pages. Its box
 * scrolls sideways (ScrollBox), so a table wider than a phone scrolls by itself, not the whole page.
 */
function Table(props: ComponentProps<'table'>): ReactNode {
  return (
    <ScrollBox className="table-scroll">
      <StaticIsland>
        <table {...props} />
      </StaticIsland>
    </ScrollBox>
  );
}

type KeptProps = {
  as: 'p' | 'ul' | 'ol';
  children?: ReactNode;
  className?: string;
  id?: string;
  dir?: string;
  start?: number;
};

/**
 * Paragraphs and lists of Markdown hold only text, inline code, emphasis, links, images and nested lists (the
 * docs' components and code blocks stand on their own; a content test checks): kept as served too. A long
 * reference page has hundreds of them; their links stay client-side navigations through the island's own click
 * handler.
 */
function KeptAsServed({ as, children, className, id, dir, start }: KeptProps): ReactNode {
  return (
    <StaticIsland as={as} className={className} attributes={{ id, dir, start }}>
      {children}
    </StaticIsland>
  );
}

const components: typeof MDXComponents = {
  ...MDXComponents,
  table: Table,
  p: (props: ComponentProps<'p'>) => <KeptAsServed as="p" {...props} />,
  // A GitHub task list keeps the theme's own component, which restyles it.
  ul: (props: ComponentProps<'ul'>) =>
    props.className?.includes('contains-task-list') ? (
      <MDXComponents.ul {...props} />
    ) : (
      <KeptAsServed as="ul" {...props} />
    ),
  ol: (props: ComponentProps<'ol'>) => <KeptAsServed as="ol" {...props} />,
};
export default components;
