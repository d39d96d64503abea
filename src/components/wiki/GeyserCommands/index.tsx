import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';

import {
  GEYSER_COMMANDS,
  GEYSER_OTHER_PERMISSIONS,
  GEYSER_ROOT_PERMISSION,
  STANDALONE_PERMISSIONS_FILE,
  type GeyserCommandEntry,
  type PermissionDefault,
} from '../../../data/geyser-commands';
import {platformInfo} from '../../../lib/config/schema';
import RichText from '../../config-editor/RichText';
import Code from '../../shared/Code';
import CodeList from '../../shared/CodeList';
import DataTable, {type Column} from '../../shared/DataTable';

/**
 * Geyser's commands and permissions for /wiki/geyser/commands/, all read from src/data/geyser-commands.ts:
 *   <GeyserCommandTable /> · <GeyserPermissionTable /> · <RegistrationNotes /> ·
 *   <BungeeDefaultPermissions /> · <ShippedPermissions list="allowed" />
 */

const DEFAULT_LABELS: Record<PermissionDefault, string> = {
  everyone: 'Everyone',
  operators: 'Operators',
  nobody: 'Nobody',
};

const COMMAND_COLUMNS: readonly Column<GeyserCommandEntry>[] = [
  {
    header: 'Command',
    cell: (command) => (
      <a href={`#${command.name}`}>
        <Code>/geyser {command.name}</Code>
      </a>
    ),
  },
  {header: 'Permission', cell: (command) => <Code>{command.permission}</Code>},
  {
    header: 'Default',
    cell: (command) => `${DEFAULT_LABELS[command.default]}${command.defaultNote ? ` (${command.defaultNote})` : ''}`,
  },
  {header: 'Who can run it', cell: (command) => (command.bedrockOnly ? 'Bedrock players' : 'anyone')},
  {header: 'What it does', cell: (command) => <RichText text={command.summary} />},
];

export function GeyserCommandTable(): ReactNode {
  return (
    <DataTable
      testId="geyser-commands"
      columns={COMMAND_COLUMNS}
      rows={GEYSER_COMMANDS}
      rowKey={(command) => command.name}
    />
  );
}

/** Which commands exist only in some setups, as one sentence. */
export function RegistrationNotes(): ReactNode {
  const conditional = GEYSER_COMMANDS.filter((command) => command.registeredWhen);
  return conditional.map((command, index) => (
    <span key={command.name}>
      {index === 0 ? '' : index === conditional.length - 1 ? ', and ' : ', '}
      <Code>/geyser {command.name}</Code> exists {command.registeredWhen!.text}
    </span>
  ));
}

interface PermissionRow {
  permission: string;
  default: PermissionDefault;
  allows: ReactNode;
}

const PERMISSION_COLUMNS: readonly Column<PermissionRow>[] = [
  {header: 'Permission', cell: (row) => <Code>{row.permission}</Code>},
  {header: 'Default', cell: (row) => DEFAULT_LABELS[row.default]},
  {header: 'What it allows', cell: (row) => row.allows},
];

export function GeyserPermissionTable(): ReactNode {
  const checkedOn = GEYSER_ROOT_PERMISSION.checkedOn.map((id) => platformInfo(id).label).join(', ');
  const root: PermissionRow = {
    permission: GEYSER_ROOT_PERMISSION.permission,
    default: GEYSER_ROOT_PERMISSION.default,
    allows: (
      <>
        Using the <Code>/geyser</Code> root command at all. Only checked on {checkedOn} (see{' '}
        <a href="#permission-defaults">below</a>).
      </>
    ),
  };
  const others = GEYSER_OTHER_PERMISSIONS.map((permission) => ({
    permission: permission.permission,
    default: permission.default,
    allows: <RichText text={permission.allows} />,
  }));
  return (
    <DataTable
      testId="geyser-permissions"
      columns={PERMISSION_COLUMNS}
      rows={[root, ...others]}
      rowKey={(row) => row.permission}
    />
  );
}

/** BungeeCord's `config.yml` entry that grants every node Geyser means for everyone. */
export function BungeeDefaultPermissions(): ReactNode {
  const nodes = GEYSER_COMMANDS.filter((command) => command.default === 'everyone').map(
    (command) => command.permission,
  );
  return (
    <CodeBlock language="yaml">
      {['permissions:', '  default:', ...nodes.map((node) => `  - ${node}`)].join('\n')}
    </CodeBlock>
  );
}

/** The nodes Standalone's `permissions.yml` lists as shipped (`allowed` or `denied`). */
export function ShippedPermissions({list}: {list: 'allowed' | 'denied'}): ReactNode {
  return <CodeList names={STANDALONE_PERMISSIONS_FILE.shipped[list]} />;
}
