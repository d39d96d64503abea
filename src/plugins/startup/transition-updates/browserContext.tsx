/**
 * Takes the place of `@docusaurus/core/lib/client/browserContext.js` (see ./index.ts): the same exports and
 * behaviour, except that the update after hydration is a transition.
 */
import React, {startTransition, useEffect, useState, type ReactNode} from 'react';

/** Whether the page has hydrated in the browser, as `useIsBrowser()` reads it. */
export const Context = React.createContext(false);

export function BrowserContextProvider({children}: {children: ReactNode}): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
