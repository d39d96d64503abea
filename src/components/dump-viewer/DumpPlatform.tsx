import type {ReactNode} from 'react';

import {platformLabel} from '../../lib/dump/format';
import type {ListenerInfo, NormalizedDump} from '../../lib/dump/model';
import DumpSection from './DumpSection';
import DumpText, {Missing} from './DumpText';
import FactList, {type Fact} from './FactList';
import styles from './styles.module.css';

function yesNo(value: boolean | undefined): ReactNode {
  return value === undefined ? <Missing /> : value ? 'Yes' : 'No';
}

/** An address as Geyser records it: `***` when hidden, `""` for "every interface". */
export function Address({value}: {value: string | undefined}): ReactNode {
  if (value === '***') {
    return <Missing>Hidden (the dump was made without the full option)</Missing>;
  }
  if (value === '') {
    return 'Not set (all interfaces)';
  }
  return <DumpText value={value} code />;
}

function Listeners({listeners}: {listeners: ListenerInfo[]}): ReactNode {
  return (
    <ul className={styles.plainList}>
      {listeners.map((listener, index) => (
        <li key={index}>
          <Address value={listener.ip} />
          {listener.port !== undefined && <>, port {listener.port}</>}
        </li>
      ))}
    </ul>
  );
}

/** The server or proxy Geyser runs in, with each platform's own fields. */
export default function DumpPlatform({dump}: {dump: NormalizedDump}): ReactNode {
  const {platform} = dump;
  const facts: Fact[] = [
    {label: 'Platform', value: platformLabel(platform.id)},
    {label: 'Identifier', value: <DumpText value={platform.geyserPlatformName} code />},
  ];
  if (platform.id === 'standalone') {
    facts.push({label: 'Started with its window', value: yesNo(platform.isGui)});
  } else {
    facts.push(
      {label: 'Server software', value: <DumpText value={platform.softwareName} />},
      {label: 'Version', value: <DumpText value={platform.softwareVersion} />},
    );
    if (platform.apiVersion !== undefined || platform.id === 'spigot') {
      facts.push({label: 'API version', value: <DumpText value={platform.apiVersion} />});
    }
    if (platform.vendor !== undefined) {
      facts.push({label: 'Vendor', value: <DumpText value={platform.vendor} />});
    }
    if (platform.minecraftVersion !== undefined || platform.id === 'fabric' || platform.id === 'neoforge') {
      facts.push({label: 'Minecraft version', value: <DumpText value={platform.minecraftVersion} />});
    }
    if (platform.environment !== undefined) {
      facts.push({label: 'Environment', value: <DumpText value={platform.environment} code />});
    }
    facts.push({label: 'Online mode', value: yesNo(platform.onlineMode)});
    if (platform.listeners.length > 0) {
      facts.push({label: 'Listeners', value: <Listeners listeners={platform.listeners} />});
    } else {
      facts.push(
        {
          label: 'Server address',
          value: platform.serverIp === undefined ? <Missing /> : <Address value={platform.serverIp} />,
        },
        {label: 'Server port', value: platform.serverPort !== undefined ? String(platform.serverPort) : <Missing />},
      );
    }
  }
  return (
    <DumpSection id="dump-platform" title="Platform">
      <FactList facts={facts} />
    </DumpSection>
  );
}
