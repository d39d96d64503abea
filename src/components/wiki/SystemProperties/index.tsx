import type {ReactNode} from 'react';

import {platformInfo} from '../../../lib/config/schema';
import {
  SYSTEM_PROPERTIES,
  type PropertyDefault,
  type PropertyGroup,
  type SystemProperty,
} from '../../../data/system-properties';
import RichText from '../../config-editor/RichText';
import DataTable, {type Column} from '../../shared/DataTable';
import Code from '../../shared/Code';

/**
 * One table of Java system properties, read from src/data/system-properties.ts:
 *   <SystemPropertyTable group="raknet" />
 */

function DefaultCell({value}: {value: PropertyDefault}): ReactNode {
  if (value === null) {
    return 'unset';
  }
  if (typeof value === 'string') {
    return <Code>{value}</Code>;
  }
  return 'constant' in value ? <Code>{value.value}</Code> : <RichText text={value.derived} />;
}

const COLUMNS: readonly Column<SystemProperty>[] = [
  {header: 'Property', cell: (property) => <Code>{property.name}</Code>},
  {header: 'Default', cell: (property) => <DefaultCell value={property.default} />},
  {
    header: 'Effect',
    cell: (property) => (
      <>
        {property.platform ? <strong>{platformInfo(property.platform).label} only. </strong> : null}
        <RichText text={property.effect} />
      </>
    ),
  },
];

export function SystemPropertyTable({group}: {group: PropertyGroup}): ReactNode {
  return (
    <DataTable
      testId={`system-properties-${group}`}
      columns={COLUMNS}
      rows={SYSTEM_PROPERTIES.filter((property) => property.group === group)}
      rowKey={(property) => property.name}
    />
  );
}
