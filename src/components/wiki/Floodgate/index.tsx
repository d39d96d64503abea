import type {ReactNode} from 'react';

import {
  FLOODGATE_COMMANDS,
  FLOODGATE_OTHER_PERMISSIONS,
  type FloodgateCommandEntry,
} from '../../../data/floodgate-commands';
import {FLOODGATE_CONFIG, type FloodgateConfigKey} from '../../../data/floodgate-config';
import RichText from '../../config-editor/RichText';
import Code from '../../shared/Code';
import DataTable, {type Column} from '../../shared/DataTable';

/**
 * Floodgate's commands, permissions and config keys, read from src/data/floodgate-commands.ts and
 * src/data/floodgate-config.ts: <FloodgateCommandTable /> · <FloodgatePermissionTable /> ·
 * <FloodgateConfigTable section="player-link" /> (section "" for the top-level keys).
 */

type FloodgatePermission = (typeof FLOODGATE_OTHER_PERMISSIONS)[number];

const COMMAND_COLUMNS: readonly Column<FloodgateCommandEntry>[] = [
  {header: 'Command', cell: (command) => <RichText text={command.usage} />},
  {header: 'Permission', cell: (command) => <Code>{command.permission}</Code>},
  {header: 'Default on Paper/Spigot', cell: (command) => command.default},
  {header: 'Run by', cell: (command) => command.runBy},
  {header: 'Registered', cell: (command) => <RichText text={command.registered.text} />},
];

const PERMISSION_COLUMNS: readonly Column<FloodgatePermission>[] = [
  {header: 'Permission', cell: (permission) => <Code>{permission.permission}</Code>},
  {header: 'Default on Paper/Spigot', cell: (permission) => permission.default},
  {header: 'Effect', cell: (permission) => <RichText text={permission.effect} />},
];

export function FloodgateCommandTable(): ReactNode {
  return (
    <DataTable
      testId="floodgate-commands"
      columns={COMMAND_COLUMNS}
      rows={FLOODGATE_COMMANDS.filter((command) => command.listed)}
      rowKey={(command) => command.command}
    />
  );
}

export function FloodgatePermissionTable(): ReactNode {
  return (
    <DataTable
      testId="floodgate-permissions"
      columns={PERMISSION_COLUMNS}
      rows={FLOODGATE_OTHER_PERMISSIONS}
      rowKey={(permission) => permission.permission}
    />
  );
}

function DefaultCell({entry}: {entry: FloodgateConfigKey}): ReactNode {
  if (entry.defaultText) {
    return <RichText text={entry.defaultText} />;
  }
  return (
    <Code>
      {typeof entry.default === 'string' && /^\W*$/.test(entry.default)
        ? JSON.stringify(entry.default)
        : String(entry.default)}
    </Code>
  );
}

/** The keys of one section (`player-link`), named relative to it; `''` for every key outside `player-link`. */
export function FloodgateConfigTable({section}: {section: string}): ReactNode {
  const prefix = section ? `${section}.` : '';
  const rows = FLOODGATE_CONFIG.filter((entry) =>
    section ? entry.path.startsWith(prefix) : !entry.path.startsWith('player-link.'),
  );
  const columns: readonly Column<FloodgateConfigKey>[] = [
    {header: 'Key', cell: (entry) => <Code>{entry.path.slice(prefix.length)}</Code>},
    {header: 'Default', cell: (entry) => <DefaultCell entry={entry} />},
    {
      header: section ? 'Meaning' : 'What it does',
      cell: (entry) => (
        <>
          {entry.proxyOnly ? <strong>Proxies only. </strong> : null}
          <RichText text={entry.description} />
        </>
      ),
    },
  ];
  return (
    <DataTable
      testId={`floodgate-config-${section || 'top'}`}
      columns={columns}
      rows={rows}
      rowKey={(entry) => entry.path}
    />
  );
}
