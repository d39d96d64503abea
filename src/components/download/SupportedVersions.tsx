import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';

import {
  bedrockProtocols,
  createVersionsDocument,
  javaEdition,
  latestBedrock,
  latestJava,
  oldestBedrock,
  otherListedJava,
  requiredJavaRuntime,
  requiredJavaRuntimeModded,
  verifiedAgainst,
  type BedrockProtocol,
} from '../../data/versions';
import styles from './styles.module.css';
import Code from '../shared/Code';
import CodeList from '../shared/CodeList';
import DataTable, {type Column} from '../shared/DataTable';

/**
 * Version facts for wiki prose, all read from src/data/versions.ts so a version bump is one edit:
 *   Bedrock <BedrockRange /> · newest <LatestBedrock /> · Java <JavaVersions /> · runtime <JavaRuntime />
 */

export function BedrockRange(): ReactNode {
  return (
    <strong>
      {oldestBedrock.name} to {latestBedrock.name}
    </strong>
  );
}

export function LatestBedrock({withProtocol = false}: {withProtocol?: boolean}): ReactNode {
  return (
    <strong>
      {latestBedrock.name}
      {withProtocol ? ` (protocol ${latestBedrock.protocol})` : ''}
    </strong>
  );
}

export function OldestBedrock(): ReactNode {
  return <strong>{oldestBedrock.name}</strong>;
}

/** The Java Edition release Geyser speaks to the server. */
export function JavaVersions(): ReactNode {
  return <strong>{javaEdition.protocolRelease}</strong>;
}

/** Every release `GameProtocol.getJavaVersions()` names, as Geyser prints them. */
export function JavaListedVersions(): ReactNode {
  return <CodeList names={javaEdition.versions} />;
}

/** The listed releases other than the one Geyser speaks. */
export function OtherListedJava(): ReactNode {
  return <CodeList names={otherListedJava} />;
}

export function LatestJava(): ReactNode {
  return <strong>{latestJava}</strong>;
}

/** The Java runtime Geyser needs; `modded` gives the one for the Fabric and NeoForge mods. */
export function JavaRuntime({modded = false}: {modded?: boolean}): ReactNode {
  return <strong>Java {modded ? requiredJavaRuntimeModded : requiredJavaRuntime}</strong>;
}

export function OldestSpigotServer(): ReactNode {
  return <strong>{javaEdition.oldestSpigotServer}</strong>;
}

const BEDROCK_COLUMNS: readonly Column<BedrockProtocol>[] = [
  {
    header: 'Bedrock Edition versions',
    cell: (row) => (
      <ul className={styles.versionList} aria-label={`Versions using protocol ${row.protocol}`}>
        {row.versions.map((version) => (
          <li key={version}>
            <Code>{version}</Code>
          </li>
        ))}
      </ul>
    ),
  },
  {header: 'Network protocol', cell: (row) => <Code>{row.protocol}</Code>},
];

/** Every accepted Bedrock version, grouped by network protocol (newest first). */
export function BedrockVersionTable(): ReactNode {
  return (
    <DataTable
      testId="bedrock-versions"
      columns={BEDROCK_COLUMNS}
      rows={[...bedrockProtocols].reverse()}
      rowKey={(row) => String(row.protocol)}
    />
  );
}

/** Which Geyser source these facts were read from. */
export function VersionsSource(): ReactNode {
  return (
    <a href={`${verifiedAgainst.repository}/tree/${verifiedAgainst.commit}`}>
      Geyser commit <Code>{verifiedAgainst.commit.slice(0, 9)}</Code> ({verifiedAgainst.date})
    </a>
  );
}

/** The part of `/versions.json` that Geyser reads, rendered from the same data as the file. */
export function VersionsJsonExample(): ReactNode {
  const {bedrock} = createVersionsDocument();
  return <CodeBlock language="json">{JSON.stringify({bedrock: {protocol: bedrock.protocol}}, null, 2)}</CodeBlock>;
}
