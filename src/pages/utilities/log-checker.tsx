import type {ReactNode} from 'react';

import LogChecker from '../../components/log-checker/LogChecker';
import ToolPage from '../../components/shared/ToolPage';

export default function LogCheckerPage(): ReactNode {
  return (
    <ToolPage
      title="Log checker"
      description="Paste a server log, open a latest.log or an mclo.gs link: the known Geyser, Floodgate and server messages in it, each explained, with the setup it shows."
      intro={
        <>
          Find the known problems in a server log: every Geyser, Floodgate and server message this site explains, most
          serious first, with the lines they are on.
        </>
      }
      noscript={
        <p className="alert alert--warning">
          The log checker reads the log in your browser and needs JavaScript. Without it, look up messages on the{' '}
          <a href="/wiki/geyser/console-messages/">console messages</a> page.
        </p>
      }
    >
      <LogChecker />
    </ToolPage>
  );
}
