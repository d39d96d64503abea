import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

import EarlyActionsScript from '../early-actions/EarlyActionsScript';

interface Props {
  /** The page's title and its one h1. */
  title: string;
  description: string;
  /** What stands under the heading, in a paragraph. */
  intro: ReactNode;
  /** Shown when JavaScript is off: the tool then cannot work, so it says what to do instead. */
  noscript?: ReactNode;
  /** The page's own scripts that must run before the reader reaches the tool. */
  earlyScripts?: readonly string[];
  children: ReactNode;
}

/**
 * The page around one of the site's interactive tools (download, config editor, dump viewer, log
 * checker). The early-actions script stands above the tool, so what the reader does there before the
 * page is ready is kept.
 */
export default function ToolPage({title, description, intro, noscript, earlyScripts, children}: Props): ReactNode {
  return (
    <Layout title={title} description={description}>
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <p>{intro}</p>
        {noscript ? <noscript>{noscript}</noscript> : null}
        <EarlyActionsScript before={earlyScripts} />
        {children}
      </main>
    </Layout>
  );
}
