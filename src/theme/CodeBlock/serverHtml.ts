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

/** What every block not keeping its server HTML sees. */
export const NOT_KEPT: ServerHtml = {keep: false, lost: () => undefined};

export const ServerHtmlContext = createContext<ServerHtml>(NOT_KEPT);

export function useServerHtml(): ServerHtml {
  return useContext(ServerHtmlContext);
}
