import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

import EarlyActionsScript from '../../components/early-actions/EarlyActionsScript';
import LogChecker from '../../components/log-checker/LogChecker';

export default function LogCheckerPage(): ReactNode {
  return (
    <Layout
      title="Log checker"
      description="Paste a server log, open a latest.log or an mclo.gs link: the known Geyser, Floodgate and server messages in it, each explained, with the setup it shows."
    >
      <main className="container margin-vert--lg">
        <Heading as="h1">Log checker</Heading>
        <p>
          Find the known problems in a server log: every Geyser, Floodgate and server message this site explains, most
          serious first, with the lines they are on.
        </p>
        <noscript>
          <p className="alert alert--warning">
            The log checker reads the log in your browser and needs JavaScript. Without it, look up messages on the{' '}
            <a href="/wiki/geyser/console-messages/">console messages</a> page.
          </p>
        </noscript>
        <EarlyActionsScript />
        <LogChecker />
      </main>
    </Layout>
  );
}
