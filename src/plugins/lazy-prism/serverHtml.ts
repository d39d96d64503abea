/**
 * Keeping a code block's server-rendered lines through hydration: see src/theme/CodeBlock/index.tsx.
 */
import {createContext, useContext} from 'react';

export type ServerHtml = {
  /** The block's `<pre>` keeps the lines the server rendered instead of rendering them again. */
  keep: boolean;
  /** Called when those lines are not in the page after all: the block then renders them itself. */
  lost: () => void;
};

const NOT_KEPT: ServerHtml = {keep: false, lost: () => undefined};

export const ServerHtmlContext = createContext<ServerHtml>(NOT_KEPT);

export function useServerHtml(): ServerHtml {
  return useContext(ServerHtmlContext);
}

/**
 * The colour mode a code block may keep its server HTML in, decided on the block's first render: the
 * server renders the Prism theme of the default mode, so only a block hydrated while the page shows that
 * mode has the right colours in it. `null` on the server, for a block first rendered after hydration
 * (client navigation), and when the page shows the other mode.
 *
 * @param hydrating the render is the browser's first, hydrating one (`useIsBrowser()` is still false)
 * @param contextMode the colour mode the theme reports while hydrating: the default one
 * @param pageMode the mode the page shows (the `data-theme` attribute set before the first paint)
 */
export function keepableMode<Mode extends string>(
  hydrating: boolean,
  contextMode: Mode,
  pageMode: string | null,
): Mode | null {
  return hydrating && pageMode === contextMode ? contextMode : null;
}
