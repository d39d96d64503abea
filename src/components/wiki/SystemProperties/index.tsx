import type {ReactNode} from 'react';

import {platformInfo} from '../../../lib/config/schema';
import {SYSTEM_PROPERTIES, type PropertyDefault, type PropertyGroup} from '../../../data/system-properties';
import RichText from '../../config-editor/RichText';

/**
 * One table of Java system properties, read from src/data/system-properties.ts:
 *   <SystemPropertyTable group="raknet" />
 */

function DefaultCell({value}: {value: PropertyDefault}): ReactNode {
  if (value === null) {
    return 'unset';
  }
  if (typeof value === 'string') {
    return <code>{value}</code>;
  }
  return 'constant' in value ? <code>{value.value}</code> : <RichText text={value.derived} />;
}

export function SystemPropertyTable({group}: {group: PropertyGroup}): ReactNode {
  const rows = SYSTEM_PROPERTIES.filter((property) => property.group === group);
  return (
    <table data-testid={`system-properties-${group}`}>
      <thead>
        <tr>
          <th scope="col">Property</th>
          <th scope="col">Default</th>
          <th scope="col">Effect</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((property) => (
          <tr key={property.name}>
            <td>
              <code>{property.name}</code>
            </td>
            <td>
              <DefaultCell value={property.default} />
            </td>
            <td>
              {property.platform ? <strong>{platformInfo(property.platform).label} only. </strong> : null}
              <RichText text={property.effect} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
