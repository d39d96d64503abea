import React from 'react';
import Link from '@docusaurus/Link';

import FlowDiagram from './FlowDiagram';
import HomeSection from './HomeSection';
import styles from './home.module.css';

export default function HowItWorks(): React.JSX.Element {
  return (
    <HomeSection id="how-title" title="How it fits together">
      <div className={styles.diagramWrap}>
        <FlowDiagram />
      </div>
      <div className={styles.steps}>
        <div>
          <h3>1. Bedrock connects to Geyser</h3>
          <p>
            Bedrock Edition speaks its own network protocol over UDP. Geyser listens for it, by default on port 19132,
            next to your Java server or on a machine of its own.
          </p>
        </div>
        <div>
          <h3>2. Geyser speaks Java</h3>
          <p>
            For every Bedrock player, Geyser opens a normal Java Edition connection and translates both ways: chunks,
            entities, inventories, chat and forms. The server sees an ordinary Java client.
          </p>
        </div>
        <div>
          <h3>3. Floodgate handles login</h3>
          <p>
            An online-mode server expects a Java account. With <Link to="/wiki/floodgate/">Floodgate</Link>, Bedrock
            players sign in with their Microsoft account alone, and can link a Java account if they have one.
          </p>
        </div>
      </div>
    </HomeSection>
  );
}
