/**
 * Replaces `@docusaurus/core/lib/client/browserContext.js` (see ./index.ts): the same context, but the flip to
 * "in the browser" after hydration is a transition. The stock provider sets it from an effect, which React 18
 * renders as one blocking task over every consumer and its subtree (the page's whole content where a layout
 * reads it), a long task right after hydration on a mid-range phone. As a transition, that render is sliced and
 * yields to input.
 */
import React, { startTransition, useEffect, useState } from 'react';

export const Context = React.createContext(false);

export function BrowserContextProvider({ children }) {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return React.createElement(Context.Provider, { value: isBrowser }, children);
}
