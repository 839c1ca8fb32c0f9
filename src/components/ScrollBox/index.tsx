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
 * and follows resizes. While content is hidden past an edge, the box says so with `data-hidden-start` /
 * `data-hidden-end`: the end fades out, and tables (custom.css) keep their first column in view with a shadow.
 */
export default function ScrollBox({ children, className }: ScrollBoxProps): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  const [labelledBy, setLabelledBy] = useState<string | undefined>(undefined);
  // Which edges hide content: the visible sign that the box scrolls (a fade at the end, a shadow at the start).
  const [hidden, setHidden] = useState({ start: false, end: false });

  useEffect(() => {
    const box = ref.current;
    if (!box) return undefined;
    setLabelledBy(headingBefore(box)?.id);
    const measure = () => {
      const overflow = box.scrollWidth - box.clientWidth;
      setScrolls(overflow > 1);
      const start = box.scrollLeft > 1;
      const end = overflow - box.scrollLeft > 1;
      setHidden((old) => (old.start === start && old.end === end ? old : { start, end }));
    };
    measure();
    box.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(box);
    return () => {
      box.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, []);

  return (
    <div
      ref={ref}
      className={clsx(styles.box, className)}
      // A scrolling region must be reachable by keyboard (axe's scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={scrolls ? 0 : undefined}
      role={scrolls ? 'region' : undefined}
      aria-labelledby={scrolls ? labelledBy : undefined}
      data-hidden-start={hidden.start || undefined}
      data-hidden-end={hidden.end || undefined}>
      {children}
    </div>
  );
}
