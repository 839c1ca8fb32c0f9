/*
 * Inlined at the top of every page's <head> (./index.ts): a search shortcut (Ctrl/Cmd+K, "/") or a tap on the search
 * button pressed before the page's code has run would otherwise be lost, and the browser would take Ctrl+K for its
 * own search. This keeps the request and the keys typed after it, and hands them over to the page's code
 * (src/clientModules/searchIntent.ts), which opens the search box with them. Same rules as
 * src/theme/SearchBar/keyboard.ts, written out here because nothing can be imported this early.
 */
/* global window, Element, addEventListener, removeEventListener */
(function () {
  var state = { open: false, typed: '' };
  function editing(target) {
    var tag = target && target.tagName;
    return !!tag && (target.isContentEditable || tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA');
  }
  function onKey(event) {
    var key = event.key || '';
    var modifier = event.ctrlKey || event.metaKey || event.altKey;
    var cmdK = key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey;
    if (!state.open) {
      if (cmdK || (key === '/' && !modifier && !editing(event.target))) {
        event.preventDefault();
        state.open = true;
      }
    } else if (cmdK || key === 'Escape') {
      event.preventDefault();
      state.open = false;
      state.typed = '';
    } else if (!modifier && key === 'Backspace') {
      event.preventDefault();
      state.typed = Array.from(state.typed).slice(0, -1).join('');
    } else if (!modifier && Array.from(key).length === 1) {
      event.preventDefault();
      state.typed += key;
    }
  }
  function onClick(event) {
    if (event.target instanceof Element && event.target.closest('.DocSearch-Button')) {
      event.preventDefault();
      state.open = true;
    }
  }
  addEventListener('keydown', onKey, true);
  addEventListener('click', onClick, true);
  window.__searchEarly = function () {
    removeEventListener('keydown', onKey, true);
    removeEventListener('click', onClick, true);
    return state;
  };
})();
