import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';

import {
  GEYSER_COMMANDS,
  GEYSER_OTHER_PERMISSIONS,
  GEYSER_ROOT_PERMISSION,
  STANDALONE_PERMISSIONS_FILE,
  type PermissionDefault,
} from '../../../data/geyser-commands';
import {platformInfo} from '../../../lib/config/schema';
import RichText from '../../config-editor/RichText';
import CodeList from '../../shared/CodeList';

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

export function GeyserCommandTable(): ReactNode {
  return (
    <table data-testid="geyser-commands">
      <thead>
        <tr>
          <th scope="col">Command</th>
          <th scope="col">Permission</th>
          <th scope="col">Default</th>
          <th scope="col">Who can run it</th>
          <th scope="col">What it does</th>
        </tr>
      </thead>
      <tbody>
        {GEYSER_COMMANDS.map((command) => (
          <tr key={command.name}>
            <td>
              <a href={`#${command.name}`}>
                <code>/geyser {command.name}</code>
              </a>
            </td>
            <td>
              <code>{command.permission}</code>
            </td>
            <td>
              {DEFAULT_LABELS[command.default]}
              {command.defaultNote ? ` (${command.defaultNote})` : ''}
            </td>
            <td>{command.bedrockOnly ? 'Bedrock players' : 'anyone'}</td>
            <td>
              <RichText text={command.summary} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Which commands exist only in some setups, as one sentence. */
export function RegistrationNotes(): ReactNode {
  const conditional = GEYSER_COMMANDS.filter((command) => command.registeredWhen);
  return conditional.map((command, index) => (
    <span key={command.name}>
      {index === 0 ? '' : index === conditional.length - 1 ? ', and ' : ', '}
      <code>/geyser {command.name}</code> exists {command.registeredWhen!.text}
    </span>
  ));
}

export function GeyserPermissionTable(): ReactNode {
  const checkedOn = GEYSER_ROOT_PERMISSION.checkedOn.map((id) => platformInfo(id).label).join(', ');
  return (
    <table data-testid="geyser-permissions">
      <thead>
        <tr>
          <th scope="col">Permission</th>
          <th scope="col">Default</th>
          <th scope="col">What it allows</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>
            <code>{GEYSER_ROOT_PERMISSION.permission}</code>
          </td>
          <td>{DEFAULT_LABELS[GEYSER_ROOT_PERMISSION.default]}</td>
          <td>
            Using the <code>/geyser</code> root command at all. Only checked on {checkedOn} (see{' '}
            <a href="#permission-defaults">below</a>).
          </td>
        </tr>
        {GEYSER_OTHER_PERMISSIONS.map((permission) => (
          <tr key={permission.permission}>
            <td>
              <code>{permission.permission}</code>
            </td>
            <td>{DEFAULT_LABELS[permission.default]}</td>
            <td>
              <RichText text={permission.allows} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
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
