import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import LineToken from '@theme/CodeBlock/Line/Token';
import type { Props } from '@theme/CodeBlock/Line';

import styles from './styles.module.css';

/**
 * One line of a code block, as a `<span>`: HTML allows only phrasing content inside `<code>`, and the stock line
 * is a `<div>` (1,125 errors from the Nu HTML checker over the site). The span is displayed as a block, so lines,
 * highlighted lines and line numbers look exactly as before.
 */
export default function CodeBlockLine({
  line,
  classNames,
  showLineNumbers,
  getLineProps,
  getTokenProps,
}: Props): ReactNode {
  // A line holding only a newline renders empty: the <br> below already ends it.
  const tokens = line.length === 1 && line[0]!.content === '\n' ? [{ ...line[0]!, content: '' }] : line;
  const lineProps = getLineProps({
    line: tokens,
    className: clsx(classNames, styles.line, showLineNumbers && styles.numbered),
  });
  const content = tokens.map((token, index) => {
    const tokenProps = getTokenProps({ token });
    return (
      <LineToken key={index} {...tokenProps} line={tokens} token={token}>
        {tokenProps.children}
      </LineToken>
    );
  });

  return (
    <span {...lineProps}>
      {showLineNumbers ? (
        <>
          <span className={styles.number} />
          <span className={styles.content}>{content}</span>
        </>
      ) : (
        content
      )}
      <br />
    </span>
  );
}
