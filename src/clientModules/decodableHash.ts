import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { decodableHash } from '@site/src/lib/hash';

// A fragment typed or pasted into the address bar reaches the router through `popstate`. This listener is
// added before the router's own (client modules load first), so the router only ever sees a fragment it can
// decode (see decodableHash).
if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('popstate', () => {
    const { pathname, search, hash } = window.location;
    const safe = decodableHash(hash);
    if (safe !== hash) window.history.replaceState(window.history.state, '', `${pathname}${search}${safe}`);
  });
}
