import type {ReactNode} from 'react';

import {FLOODGATE_COMMANDS, FLOODGATE_OTHER_PERMISSIONS} from '../../../data/floodgate-commands';
import {FLOODGATE_CONFIG, type FloodgateConfigKey} from '../../../data/floodgate-config';
import RichText from '../../config-editor/RichText';

/**
 * Floodgate's commands, permissions and config keys, read from src/data/floodgate-commands.ts and
 * src/data/floodgate-config.ts: <FloodgateCommandTable /> · <FloodgatePermissionTable /> ·
 * <FloodgateConfigTable section="player-link" /> (section "" for the top-level keys).
 */

export function FloodgateCommandTable(): ReactNode {
  return (
    <table data-testid="floodgate-commands">
      <thead>
        <tr>
          <th scope="col">Command</th>
          <th scope="col">Permission</th>
          <th scope="col">Default on Paper/Spigot</th>
          <th scope="col">Run by</th>
          <th scope="col">Registered</th>
        </tr>
      </thead>
      <tbody>
        {FLOODGATE_COMMANDS.filter((command) => command.listed).map((command) => (
          <tr key={command.command}>
            <td>
              <RichText text={command.usage} />
            </td>
            <td>
              <code>{command.permission}</code>
            </td>
            <td>{command.default}</td>
            <td>{command.runBy}</td>
            <td>
              <RichText text={command.registered.text} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function FloodgatePermissionTable(): ReactNode {
  return (
    <table data-testid="floodgate-permissions">
      <thead>
        <tr>
          <th scope="col">Permission</th>
          <th scope="col">Default on Paper/Spigot</th>
          <th scope="col">Effect</th>
        </tr>
      </thead>
      <tbody>
        {FLOODGATE_OTHER_PERMISSIONS.map((permission) => (
          <tr key={permission.permission}>
            <td>
              <code>{permission.permission}</code>
            </td>
            <td>{permission.default}</td>
            <td>
              <RichText text={permission.effect} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function DefaultCell({entry}: {entry: FloodgateConfigKey}): ReactNode {
  if (entry.defaultText) {
    return <RichText text={entry.defaultText} />;
  }
  return (
    <code>
      {typeof entry.default === 'string' && /^\W*$/.test(entry.default)
        ? JSON.stringify(entry.default)
        : String(entry.default)}
    </code>
  );
}

/** The keys of one section (`player-link`), named relative to it; `''` for every key outside `player-link`. */
export function FloodgateConfigTable({section}: {section: string}): ReactNode {
  const prefix = section ? `${section}.` : '';
  const rows = FLOODGATE_CONFIG.filter((entry) =>
    section ? entry.path.startsWith(prefix) : !entry.path.startsWith('player-link.'),
  );
  return (
    <table data-testid={`floodgate-config-${section || 'top'}`}>
      <thead>
        <tr>
          <th scope="col">Key</th>
          <th scope="col">Default</th>
          <th scope="col">{section ? 'Meaning' : 'What it does'}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((entry) => (
          <tr key={entry.path}>
            <td>
              <code>{entry.path.slice(prefix.length)}</code>
            </td>
            <td>
              <DefaultCell entry={entry} />
            </td>
            <td>
              {entry.proxyOnly ? <strong>Proxies only. </strong> : null}
              <RichText text={entry.description} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
