import React, { Children, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import styles from './styles.module.css';

export type CollapsibleSectionProps = {
  /** The id of the section's H2 (its first child), for the body's id and the toggle's name. */
  readonly headingId: string;
  /** The H2, then the section's content. */
  readonly children: ReactNode;
};

/** Phones and narrow windows: where a long page folds its later sections. */
const FOLDING = '(max-width: 996px)';

/** The element a URL's fragment names, if any. */
function fragmentTarget(): Element | null {
  const id = decodeURIComponent(window.location.hash.slice(1));
  return id ? document.getElementById(id) : null;
}

/**
 * An H2 section of a long page (src/plugins/markdown/collapsible-sections). Served open, so the text is all there
 * for readers without script, search and the Markdown copy. On a phone, a section that starts below the first screen
 * folds under its heading after load, with a button to open it; its body is `hidden="until-found"`, so the
 * browser's find-in-page and a link to an id inside it open it. A link followed in the page (a contents entry, an
 * anchor) opens the section and scrolls to its target. The heading never changes: ids and links stay stable.
 */
export default function CollapsibleSection({ headingId, children }: CollapsibleSectionProps): ReactNode {
  const [heading, ...body] = Children.toArray(children);
  const section = useRef<HTMLElement>(null);
  const content = useRef<HTMLDivElement>(null);
  // null: not folding (server, desktop, the first screen); else whether the section is open.
  const [open, setOpen] = useState<boolean | null>(null);
  const bodyId = `${headingId}-section`;

  // Fold once on a phone, when the section starts below the first screen and no link points into it.
  useEffect(() => {
    const box = section.current;
    if (!box || !window.matchMedia(FOLDING).matches) return;
    const target = fragmentTarget();
    const linkedHere = target !== null && box.contains(target);
    if (box.getBoundingClientRect().top + window.scrollY < window.innerHeight || linkedHere) {
      setOpen(linkedHere ? true : null);
      return;
    }
    setOpen(false);
  }, []);

  // `hidden="until-found"` is set by hand: a value React does not write.
  useEffect(() => {
    const el = content.current;
    if (!el) return;
    if (open === false) el.setAttribute('hidden', 'until-found');
    else el.removeAttribute('hidden');
  }, [open]);

  const reveal = useCallback((target: Element | null) => {
    setOpen((was) => (was === false ? true : was));
    if (target) requestAnimationFrame(() => target.scrollIntoView());
  }, []);

  // Find-in-page (the browser opens the body and says so), and links followed within the page.
  useEffect(() => {
    const el = content.current;
    const box = section.current;
    if (!el || !box) return undefined;
    const onMatch = (): void => setOpen((was) => (was === false ? true : was));
    const onHash = (): void => {
      const target = fragmentTarget();
      if (target && box.contains(target) && target !== box.querySelector('h2')) reveal(target);
    };
    el.addEventListener('beforematch', onMatch);
    window.addEventListener('hashchange', onHash);
    return () => {
      el.removeEventListener('beforematch', onMatch);
      window.removeEventListener('hashchange', onHash);
    };
  }, [reveal]);

  return (
    <section ref={section} className={styles.section} data-collapsible-section={open === null ? '' : String(open)}>
      <div className={styles.head}>
        {heading}
        {open !== null && (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={bodyId}
            aria-describedby={headingId}
            onClick={() => setOpen(!open)}>
            {open
              ? translate({
                  id: 'collapsibleSection.hide',
                  message: 'Hide',
                  description: 'Button beside a folded section heading of a long page on a phone: folds the section',
                })
              : translate({
                  id: 'collapsibleSection.show',
                  message: 'Show',
                  description: 'Button beside a folded section heading of a long page on a phone: opens the section',
                })}
          </button>
        )}
      </div>
      <div id={bodyId} ref={content} className={styles.body}>
        {body}
      </div>
    </section>
  );
}
