import React, { type ComponentProps, type ReactNode } from 'react';
import CodeInline from '@theme/CodeInline';
import { registeredCodeBlock } from '@site/src/theme/CodeBlock/registry';

type Props = ComponentProps<'code'>;

/** Inline code: children that are strings without a line break (an empty block has no children at all). */
function isInline(props: Props): boolean {
  return (
    props.children !== undefined &&
    React.Children.toArray(props.children).every((child) => typeof child === 'string' && !child.includes('\n'))
  );
}

/**
 * The stock MDX `code`, except that a block is drawn by the code block its page registered (see
 * src/theme/CodeBlock/registry.ts) instead of one imported here, which would bring Prism into every page. A block on
 * a page that registered none (not Markdown: the remark plugin covers every Markdown page) still shows its code, as
 * plain preformatted text.
 */
export default function MDXCode(props: Props): ReactNode {
  if (isInline(props)) return <CodeInline {...props} />;
  const CodeBlock = registeredCodeBlock();
  if (CodeBlock) return <CodeBlock {...(props as ComponentProps<typeof CodeBlock>)} />;
  return (
    <pre>
      <code className={props.className}>{props.children}</code>
    </pre>
  );
}
