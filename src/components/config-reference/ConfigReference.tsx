import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import Link from '@docusaurus/Link';

import {LEGACY_OPTIONS, REMOVED_KEYS} from '../../lib/config/legacy-schema';
import {defaultLabel, groupSnippet, platformsLabel, typeLabel} from '../../lib/config/reference';
import {GROUPS, optionAnchor, OPTIONS, PLATFORMS} from '../../lib/config/schema';
import type {ConfigOption, LegacyOption, PlatformInfo, RemovedKey} from '../../lib/config/types';

import RichText from '../config-editor/RichText';
import Code from '../shared/Code';
import DataTable, {type Column} from '../shared/DataTable';
import styles from './styles.module.css';

// Imports name the modules directly (not the `lib/config` index) so this page never bundles the YAML
// parser that only the editor needs.

function OptionEntry({option}: {option: ConfigOption}): ReactNode {
  const anchor = optionAnchor(option.path);
  return (
    <div className={styles.option}>
      <Heading as="h3" id={anchor} className={styles.optionTitle}>
        <Code>{option.path}</Code>
      </Heading>
      <p>
        <RichText text={option.description} />
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>Type</dt>
          <dd>
            <RichText text={typeLabel(option)} />
            {option.unit ? ` (${option.unit})` : ''}
          </dd>
        </div>
        <div>
          <dt>Default</dt>
          <dd>{option.default === null ? defaultLabel(option) : <Code>{defaultLabel(option)}</Code>}</dd>
        </div>
        <div>
          <dt>In the file on</dt>
          <dd>{platformsLabel(option.platforms)}</dd>
        </div>
        <div>
          <dt>Legacy key</dt>
          <dd>
            {option.legacyPath ? <Code>{option.legacyPath}</Code> : `none (added in config-version ${option.since})`}
          </dd>
        </div>
      </dl>
      {(option.specialValues || option.notes || option.range?.enforced || option.otherPlatformsNote) && (
        <ul className={styles.notes}>
          {option.specialValues?.map((special) => (
            <li key={String(special.value)}>
              <Code>{special.value}</Code>: {special.meaning}.
            </li>
          ))}
          {option.range?.enforced && (
            <li>
              Geyser refuses to load the file when the value is outside {option.range.min} to {option.range.max}.
            </li>
          )}
          {option.otherPlatformsNote && <li>{option.otherPlatformsNote}</li>}
          {option.notes?.map((note) => (
            <li key={note}>
              <RichText text={note} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Every option of the current layout, grouped as in the file, rendered from the schema. */
export default function ConfigReference(): ReactNode {
  return (
    <>
      {GROUPS.map((group) => (
        <section key={group.id} className={styles.group}>
          <Heading as="h2" id={group.anchor}>
            {group.title}
          </Heading>
          <p>
            <RichText text={group.description} />
          </p>
          <CodeBlock language="yaml" title={group.parent ? `${group.parent} (defaults)` : 'top-level keys (defaults)'}>
            {groupSnippet(group.id)}
          </CodeBlock>
          {OPTIONS.filter((option) => option.group === group.id).map((option) => (
            <OptionEntry key={option.path} option={option} />
          ))}
        </section>
      ))}
    </>
  );
}

const LOCATION_COLUMNS: readonly Column<PlatformInfo>[] = [
  {header: 'Platform', cell: (platform) => platform.label},
  {
    header: 'Folder of config.yml',
    cell: (platform) => (platform.kind === 'standalone' ? platform.folder : <Code>{platform.folder}</Code>),
  },
];

/** Where `config.yml` sits on each platform. */
export function ConfigLocations(): ReactNode {
  return <DataTable columns={LOCATION_COLUMNS} rows={PLATFORMS} rowKey={(platform) => platform.id} />;
}

const LEGACY_COLUMNS: readonly Column<LegacyOption>[] = [
  {header: 'Legacy key', cell: (legacy) => <Code>{legacy.path}</Code>},
  {
    header: 'Current key',
    cell: (legacy) =>
      legacy.currentPath ? (
        <Link to={`#${optionAnchor(legacy.currentPath)}`}>
          <Code>{legacy.currentPath}</Code>
        </Link>
      ) : (
        'none'
      ),
  },
  {header: 'What the conversion does', cell: (legacy) => <RichText text={legacy.migration} />},
];

/** Every legacy key and where the conversion puts it. */
export function LegacyMapping(): ReactNode {
  return <DataTable columns={LEGACY_COLUMNS} rows={LEGACY_OPTIONS} rowKey={(legacy) => legacy.path} />;
}

const REMOVED_COLUMNS: readonly Column<RemovedKey>[] = [
  {header: 'Key', cell: (key) => <Code>{key.path}</Code>},
  {header: 'Last in the shipped file', cell: (key) => key.lastShipped},
  {header: 'Replaced by', cell: (key) => (key.replacedBy ? <RichText text={key.replacedBy} /> : 'nothing')},
];

/** Keys Geyser stopped reading before the current layout; the conversion drops them. */
export function RemovedKeys(): ReactNode {
  return <DataTable columns={REMOVED_COLUMNS} rows={REMOVED_KEYS} rowKey={(key) => key.path} />;
}
