import React from 'react';
import Link from '@docusaurus/Link';

import {
  javaEdition,
  latestBedrock,
  oldestBedrock,
  requiredJavaRuntime,
  requiredJavaRuntimeModded,
} from '../../data/versions';
import styles from './home.module.css';

export default function Hero(): React.JSX.Element {
  return (
    <header className={styles.hero}>
      <div className="container">
        <div className={styles.heroGrid}>
          <div>
            <p className={styles.eyebrow}>GeyserMC</p>
            <h1 className={styles.heroTitle}>Bedrock players on your Java server</h1>
            <p className={styles.heroLead}>
              Geyser is a free, open-source bridge between the two editions of Minecraft. Players on phones, consoles
              and Windows join your Java Edition server with the game they already own, and play alongside everyone
              else.
            </p>
            <div className={styles.heroActions}>
              <Link className="button button--primary button--lg" to="/download/?project=geyser">
                Download Geyser
              </Link>
              <Link className="button button--secondary button--outline button--lg" to="/wiki/geyser/setup/">
                Setup guide
              </Link>
            </div>
            <p className={styles.heroFacts}>
              Bedrock {oldestBedrock.name} to {latestBedrock.name} · Java Edition {javaEdition.protocolRelease} · runs
              on Java {requiredJavaRuntime} ({requiredJavaRuntimeModded} for Fabric and NeoForge)
            </p>
          </div>
        </div>
      </div>
    </header>
  );
}
