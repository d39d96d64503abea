/**
 * Stands in for `@docusaurus/BrowserOnly` in the API reference's parameter and schema components (see
 * ./theme.ts). The stock theme renders an operation's parameters, request body and responses only in the
 * browser, after hydration, behind skeleton placeholders: the built HTML had none of them, so readers without
 * JavaScript, search engines, this site's search index and the Markdown copies (llms.txt) missed them, and
 * every reader's browser built them in one long task after hydration. Nothing in them needs the browser to render, so they render on the server and hydrate.
 */
import type {ReactNode} from 'react';

interface Props {
  children?: () => ReactNode;
  fallback?: ReactNode;
}

export default function ServerRendered({children}: Props): ReactNode {
  return children?.() ?? null;
}
