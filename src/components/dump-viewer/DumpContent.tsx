import type {ReactNode} from 'react';

import {formatCount} from '../../lib/dump/format';
import type {NormalizedDump} from '../../lib/dump/model';
import DumpSection from './DumpSection';
import DumpText, {Missing} from './DumpText';
import FactList from './FactList';
import styles from './styles.module.css';

function count(value: number | undefined): ReactNode {
  return value === undefined ? <Missing /> : formatCount(value);
}

function Packs({dump}: {dump: NormalizedDump}): ReactNode {
  if (dump.packs === undefined) {
    return <Missing>Not recorded by this Geyser version</Missing>;
  }
  if (dump.packs.length === 0) {
    return 'None';
  }
  return (
    <ul className={styles.plainList}>
      {dump.packs.map((pack, index) => (
        <li key={index}>
          <DumpText value={pack.name} max={120} missing="(no name)" />
          {pack.size && (
            <span className={styles.secondary}>
              {' '}
              (<DumpText value={pack.size} max={40} />
              {pack.type && (
                <>
                  , <DumpText value={pack.type.replace(/^Geyser|PackCodec$/g, '') || pack.type} max={40} />
                </>
              )}
              )
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

function Players({dump}: {dump: NormalizedDump}): ReactNode {
  if (dump.userPlatforms.length === 0) {
    return 'None online when the dump was made';
  }
  return (
    <ul className={styles.plainList}>
      {dump.userPlatforms.map((entry) => (
        <li key={entry.platform}>
          <DumpText value={entry.platform} max={60} />: {formatCount(entry.count)}
        </li>
      ))}
    </ul>
  );
}

/** What Bedrock players get: packs, custom content, and who was connected. */
export default function DumpContent({dump}: {dump: NormalizedDump}): ReactNode {
  const custom = dump.customContent;
  return (
    <DumpSection id="dump-content" title="Bedrock content and players">
      <FactList
        facts={[
          {label: 'Resource packs', value: <Packs dump={dump} />},
          ...(custom
            ? [
                {label: 'Custom blocks', value: count(custom.customBlocks)},
                {label: 'Custom skulls', value: count(custom.customSkulls)},
                {label: 'Custom items', value: count(custom.customItems)},
                {label: 'Custom entities', value: count(custom.customEntities)},
              ]
            : [{label: 'Custom content', value: <Missing>Not recorded by this Geyser version</Missing>}]),
          {label: 'Bedrock players online, by device', value: <Players dump={dump} />},
          {label: 'Connection attempts since start', value: count(dump.connectionAttempts)},
        ]}
      />
    </DumpSection>
  );
}
