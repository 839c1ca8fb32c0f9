import React, { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import { deferredComponent } from '@site/src/lib/deferredComponent';

// The stock menu, in a chunk of its own. Its main menu shows no dropdown (the languages have a row of their own at
// its top level: NavbarItem/ComponentTypes), so the dropdown's phone variant is not fetched with it.
const mobileSidebar = deferredComponent(() => import('@theme-original/Navbar/MobileSidebar'));

/** What shows that the menu is about to be opened: a pointer on its button, or the keyboard focus. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin'] as const;

/**
 * The stock mobile sidebar, mounted once someone reaches for the menu button instead of on every narrow screen
 * right after hydration: on a phone it is the primary menu and the docs sidebar, rendered and laid out off-screen
 * in a long task after every page load. Pointer-down and focus come before the click, so the menu is in the page,
 * hidden, when the click opens it, and it still slides in. Opened any other way (an assistive technology's click),
 * it mounts open. Its code is a chunk of its own, fetched on the same intent, so pages do not load it until then.
 */
export default function MobileSidebarWrapper(): ReactNode {
  const { shown } = useNavbarMobileSidebar();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return undefined;
    const onIntent = (event: Event) => {
      if (!(event.target instanceof Element && event.target.closest('.navbar__toggle'))) return;
      void mobileSidebar.preload();
      setWanted(true);
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, { capture: true });
    };
  }, [wanted]);
  return wanted || shown ? (
    <Suspense fallback={null}>
      <mobileSidebar.Component />
    </Suspense>
  ) : null;
}
