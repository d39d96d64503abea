import type {ReactNode} from 'react';

import type {NormalizedDump} from '../../lib/dump/model';
import AddonList from './AddonList';
import DumpSection from './DumpSection';
import styles from './styles.module.css';

/** Plugins, or mods on Fabric and NeoForge. */
export default function DumpPlugins({dump}: {dump: NormalizedDump}): ReactNode {
  const mods = dump.addonKind === 'mods';
  const noun = mods ? {singular: 'mod', plural: 'mods'} : {singular: 'plugin', plural: 'plugins'};
  return (
    <DumpSection id="dump-plugins" title={`${mods ? 'Mods' : 'Plugins'} (${dump.addons.length})`} wide>
      {dump.platform.id === 'standalone' && (
        <p className={styles.hint}>Geyser Standalone runs on its own, without a server to host plugins.</p>
      )}
      <AddonList items={dump.addons} noun={noun} showMain={!mods} />
    </DumpSection>
  );
}
