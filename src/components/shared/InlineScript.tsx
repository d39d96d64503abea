import type {ReactNode} from 'react';

/**
 * A script that runs while the page is parsed, before the reader reaches what follows it. It is written
 * into the server-rendered body rather than the head through `<Head>`: react-helmet replaces head
 * scripts after hydration with a copy of the unminified text, which the Content-Security-Policy (built
 * from the hashes of the minified HTML) refuses, with an error in the console. React neither runs nor
 * compares the script when it hydrates or renders it. Each code is a constant of the site, never text
 * from a reader or a service.
 *
 * A page that needs several scripts at one place passes them together: the HTML minifier merges two
 * inline scripts that stand next to each other into one element, and React, finding one `<script>`
 * where it rendered two, then fails to hydrate the page (React error 418).
 */
export default function InlineScript({code}: {code: string | readonly string[]}): ReactNode {
  const text = typeof code === 'string' ? code : code.join(';\n');
  return <script dangerouslySetInnerHTML={{__html: text}} />;
}
