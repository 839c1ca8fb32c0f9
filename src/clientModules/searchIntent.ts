import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

import { isEditingTarget, keyboardAction } from '@site/src/theme/SearchBar/keyboard';
import { isBarReady, isCapturing, requestOpen } from '@site/src/theme/SearchBar/pendingSearch';

// Client modules run before the app hydrates: a Ctrl/Cmd+K, "/" or tap on the served search button in that time
// would otherwise do nothing (or open the browser's own search). It is recorded here and carried out by the search
// bar when it mounts (src/theme/SearchBar/pendingSearch.ts); meanwhile a search box takes what is typed.
if (ExecutionEnvironment.canUseDOM) {
  // The page's head kept what was asked before this code ran (src/plugins/build/search-early/early.js).
  const early = (window as { __searchEarly?: () => { open: boolean; typed: string } }).__searchEarly?.();
  if (early?.open) requestOpen(early.typed);
  window.addEventListener(
    'keydown',
    (event) => {
      if (isBarReady() || isCapturing()) return;
      const action = keyboardAction(
        {
          key: event.key ?? '',
          ctrlKey: event.ctrlKey,
          metaKey: event.metaKey,
          altKey: event.altKey,
          editing: isEditingTarget(event.target),
        },
        { isOpen: false, keptQuery: '' },
      );
      if (action !== 'open') return;
      event.preventDefault();
      requestOpen();
    },
    true,
  );
  window.addEventListener(
    'click',
    (event) => {
      if (isBarReady() || !(event.target instanceof Element) || !event.target.closest('.DocSearch-Button')) return;
      event.preventDefault();
      requestOpen();
    },
    true,
  );
}
