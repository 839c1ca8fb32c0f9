import React, { useEffect, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export type ScrollBoxProps = {
  readonly children: ReactNode;
  readonly className?: string;
};

/** The heading a box belongs to: the nearest heading with an id before it, among its and its parents' siblings. */
function headingBefore(box: HTMLElement): HTMLElement | null {
  for (let node: Element | null = box; node && node !== document.body; node = node.parentElement) {
    for (let sibling = node.previousElementSibling; sibling; sibling = sibling.previousElementSibling) {
      if (/^H[2-6]$/.test(sibling.tagName) && sibling.id) return sibling as HTMLElement;
    }
  }
  return null;
}

/**
 * A box that scrolls sideways when its content (a table) is wider than the screen, so that the page itself never
 * does. While it scrolls, and only then, it is a keyboard stop (WCAG 2.1.1: the arrow keys scroll it) and a region
 * named after the section's heading, so a screen reader says what the stop is; at widths where the table fits, it
 * is a plain box, with no extra Tab stop. The server's markup is the plain box: the state is measured in the browser
 * and follows resizes.
 */
export default function ScrollBox({ children, className }: ScrollBoxProps): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  const [labelledBy, setLabelledBy] = useState<string | undefined>(undefined);

  useEffect(() => {
    const box = ref.current;
    if (!box) return undefined;
    setLabelledBy(headingBefore(box)?.id);
    const measure = () => setScrolls(box.scrollWidth > box.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={ref}
      className={clsx(styles.box, className)}
      // A scrolling region must be reachable by keyboard (axe's scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={scrolls ? 0 : undefined}
      role={scrolls ? 'region' : undefined}
      aria-labelledby={scrolls ? labelledBy : undefined}>
      {children}
    </div>
  );
}
