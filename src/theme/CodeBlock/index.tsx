import React, { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import Container from '@theme/CodeBlock/Container';
import Button from '@theme/CodeBlock/Buttons/Button';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';
import IconWordWrap from '@theme/Icon/WordWrap';
import type { Props } from '@theme/CodeBlock';
import styles from './styles.module.css';

/** How long the copy button says "Copied". */
const COPIED_FOR_MS = 1500;

function languageOf({ className, language }: Props): string {
  return language ?? /(?:^|\s)language-([\w+#-]+)/.exec(className ?? '')?.[1] ?? 'text';
}

/** Selects the code, so that a reader whose browser refused the clipboard can copy it with a key or a long press. */
function select(code: HTMLElement): void {
  const range = document.createRange();
  range.selectNodeContents(code);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

function CopyButton({ code }: { code: React.RefObject<HTMLElement | null> }): ReactNode {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = window.setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const copy = useCallback(() => {
    const element = code.current;
    if (!element) return;
    // The code as shown, without the line break that ends every block.
    const text = (element.textContent ?? '').replace(/\n$/, '');
    const clipboard = navigator.clipboard as Clipboard | undefined;
    (clipboard ? clipboard.writeText(text) : Promise.reject(new Error('no clipboard'))).then(
      () => setCopied(true),
      () => select(element),
    );
  }, [code]);
  const label = copied
    ? translate({
        id: 'theme.CodeBlock.copied',
        message: 'Copied',
        description: 'The copied button label on code blocks',
      })
    : translate({
        id: 'theme.CodeBlock.copyButtonAriaLabel',
        message: 'Copy code to clipboard',
        description: 'The ARIA label for copy code blocks button',
      });
  return (
    <Button
      aria-label={label}
      title={translate({
        id: 'theme.CodeBlock.copy',
        message: 'Copy',
        description: 'The copy button label on code blocks',
      })}
      className={clsx(copied && styles.copied)}
      onClick={copy}>
      <span className={styles.icons} aria-hidden="true">
        <IconCopy className={styles.copyIcon} />
        <IconSuccess className={styles.successIcon} />
      </span>
    </Button>
  );
}

/** Whether the code is wider than its box, kept up to date as the box changes (a phone turned, a tab shown). */
function useScrollable(pre: React.RefObject<HTMLPreElement | null>): boolean {
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    const element = pre.current;
    if (!element) return undefined;
    const measure = () => setScrollable(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [pre]);
  return scrollable;
}

/**
 * A fenced code block. Its tokens were highlighted when the page was built (src/plugins/markdown/code-blocks), so
 * it arrives here as elements and is only framed: title, the code in a box that scrolls sideways, and the copy and
 * word-wrap buttons, which are in the server's HTML (no row appears under the code on a phone once the page runs).
 * Code handed over as a string (a component's own block) shows as it is, unhighlighted.
 */
export default function CodeBlock({ children, className, title, ...props }: Props): ReactNode {
  const language = languageOf({ children, className, ...props });
  const classes = className?.split(/\s+/).filter(Boolean) ?? [];
  const pre = useRef<HTMLPreElement>(null);
  const code = useRef<HTMLElement>(null);
  const [wrapped, setWrapped] = useState(false);
  const scrollable = useScrollable(pre);
  const wrapLabel = translate({
    id: 'theme.CodeBlock.wordWrapToggle',
    message: 'Toggle word wrap',
    description: 'The title attribute for toggle word wrapping button of code block lines',
  });
  return (
    <Container as="div" className={clsx(classes, !classes.includes(`language-${language}`) && `language-${language}`)}>
      {title ? <div className={styles.title}>{title}</div> : null}
      <div className={styles.content}>
        <pre
          ref={pre}
          // The box scrolls sideways: a keyboard reaches it to scroll.
          tabIndex={0}
          className={clsx('prism-code', `language-${language}`, 'thin-scrollbar', styles.pre)}>
          <code ref={code} className={clsx(styles.code, wrapped && styles.wrapped)}>
            {children}
          </code>
        </pre>
        <div className={styles.buttons}>
          {scrollable || wrapped ? (
            <Button
              aria-label={wrapLabel}
              title={wrapLabel}
              aria-pressed={wrapped}
              className={clsx(wrapped && styles.wrapOn)}
              onClick={() => setWrapped((on) => !on)}>
              <IconWordWrap className={styles.wrapIcon} aria-hidden="true" />
            </Button>
          ) : null}
          <CopyButton code={code} />
        </div>
      </div>
    </Container>
  );
}
