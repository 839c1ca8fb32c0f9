import React, { type ComponentProps, type ReactNode } from 'react';
import CodeInline from '@theme/CodeInline';

type Props = ComponentProps<'code'>;

/** Inline code: children that are strings without a line break (an empty block has no children at all). */
function isInline(props: Props): boolean {
  return (
    props.children !== undefined &&
    React.Children.toArray(props.children).every((child) => typeof child === 'string' && !child.includes('\n'))
  );
}

/**
 * The stock MDX `code`, without the code block. Markdown's fenced blocks never reach it: the rehype plugin
 * src/plugins/markdown/code-blocks turns each into the code block, which the page imports. The stock component
 * imports the code block too, and every page loads the MDX components, pages without code as well. A `<pre><code>`
 * written as JSX still shows its code, as plain preformatted text.
 */
export default function MDXCode(props: Props): ReactNode {
  if (isInline(props)) return <CodeInline {...props} />;
  return (
    <pre>
      <code className={props.className}>{props.children}</code>
    </pre>
  );
}
