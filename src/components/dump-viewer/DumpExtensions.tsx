import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

import type {NormalizedDump} from '../../lib/dump/model';
import AddonList from './AddonList';
import DumpSection from './DumpSection';
import styles from './styles.module.css';

/** Geyser extensions (Geyser's own add-ons, loaded from its extensions folder). */
export default function DumpExtensions({dump}: {dump: NormalizedDump}): ReactNode {
  return (
    <DumpSection id="dump-extensions" title={`Extensions (${dump.extensions.length})`}>
      <p className={styles.hint}>
        Add-ons loaded by Geyser itself; see <Link to="/wiki/geyser/extensions/">Extensions</Link>.
      </p>
      <AddonList items={dump.extensions} noun={{singular: 'extension', plural: 'extensions'}} showMain />
    </DumpSection>
  );
}
