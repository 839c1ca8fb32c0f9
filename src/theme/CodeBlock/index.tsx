import React, { isValidElement, type ReactNode } from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type { Props } from '@theme/CodeBlock';
import './grammars';

/** Plain strings become one string (the block's code); anything holding elements stays as it is. */
function codeOf(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * The stock code block without its re-mount after hydration. The stock one keys its content by "is this the
 * browser" so that the server's HTML, painted with the light Prism theme, is redrawn in the visitor's colour mode.
 * Our Prism theme (config/prism.ts) is CSS custom properties that each mode defines, so the server's HTML is already
 * right in both modes, and the re-mount only tokenized and rebuilt every block of the page again in one long task
 * at load.
 */
export default function CodeBlock({ children, ...props }: Props): ReactNode {
  const code = codeOf(children);
  return typeof code === 'string' ? (
    <StringContent {...props}>{code}</StringContent>
  ) : (
    <ElementContent {...props}>{code}</ElementContent>
  );
}
