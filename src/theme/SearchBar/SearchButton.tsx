import React, { forwardRef, useEffect, useState } from 'react';

/**
 * Where the keycaps show: DocSearch hides them up to 768 px (the button is an icon there), and a screen with no fine
 * pointer is a touch device with no keyboard to press them on (styles.module.css hides their box there).
 */
const KEYCAPS_MEDIA = '(min-width: 769px) and (any-pointer: fine)';

export type SearchButtonProps = {
  /** The visible text: "Search", or the query kept from the last search. */
  readonly text: string;
  readonly onIntent: () => void;
  readonly onClick: () => void;
};

/**
 * The navbar's search button, in DocSearch's markup and classes (its `button.css` styles it, and the modal's
 * stylesheet expects it) but none of its script: `@docsearch/react`'s button component was 2 KB gzip of every
 * page, for a platform check and keycaps that light up while pressed. The keycaps ("Ctrl" "K", or "⌘"
 * "K" on Apple platforms) appear once the platform is known, as with DocSearch. They are hidden from assistive
 * technology, which gets them as part of the name and through `aria-keyshortcuts` instead (WCAG 2.5.3 Label in
 * Name), and the words are separated by spaces, so the visible text reads "Search Ctrl K" like the name (whitespace
 * between these flex items is not rendered). Only where the keycaps show (KEYCAPS_MEDIA); elsewhere the name is
 * just "Search".
 */
const SearchButton = forwardRef<HTMLButtonElement, SearchButtonProps>(function SearchButton(
  { text, onIntent, onClick },
  ref,
) {
  const [keycap, setKeycap] = useState<string | null>(null);
  useEffect(() => {
    const media = window.matchMedia(KEYCAPS_MEDIA);
    const update = (): void =>
      setKeycap(media.matches ? (/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘' : 'Ctrl') : null);
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return (
    <button
      ref={ref}
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label={keycap ? `${text} ${keycap} K` : text}
      aria-keyshortcuts="Control+K Meta+K /"
      onMouseOver={onIntent}
      onFocus={onIntent}
      onTouchStart={onIntent}
      onClick={onClick}>
      <span className="DocSearch-Button-Container">
        <svg className="DocSearch-Search-Icon" width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
          <circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path d="M13 13l5 5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
        </svg>
        <span className="DocSearch-Button-Placeholder">{text}</span>
      </span>{' '}
      <span className="DocSearch-Button-Keys" aria-hidden="true">
        {keycap && (
          <>
            <kbd
              className={
                keycap === 'Ctrl' ? 'DocSearch-Button-Key DocSearch-Button-Key--ctrl' : 'DocSearch-Button-Key'
              }>
              {keycap}
            </kbd>{' '}
            <kbd className="DocSearch-Button-Key">K</kbd>
          </>
        )}
      </span>
    </button>
  );
});

export default SearchButton;
