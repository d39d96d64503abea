import type {ReactNode} from 'react';

import {formatCount, formatMiB} from '../../lib/dump/format';
import type {NormalizedDump} from '../../lib/dump/model';
import DumpSection from './DumpSection';
import DumpText, {Missing} from './DumpText';
import FactList from './FactList';

function memory(mib: number | undefined): ReactNode {
  return mib === undefined ? <Missing /> : formatMiB(mib);
}

/** The machine: CPU, Java heap, Java runtime, Docker, locale. */
export default function DumpSystem({dump}: {dump: NormalizedDump}): ReactNode {
  const {system, java} = dump;
  const {ram} = system;
  const used = ram.total !== undefined && ram.free !== undefined ? ram.total - ram.free : undefined;
  return (
    <DumpSection id="dump-system" title="System">
      <FactList
        facts={[
          {label: 'CPU cores', value: system.cpuCount !== undefined ? formatCount(system.cpuCount) : <Missing />},
          {label: 'CPU', value: <DumpText value={system.cpuName} />},
          {label: 'Heap in use', value: memory(used)},
          {label: 'Heap free', value: memory(ram.free)},
          {label: 'Heap allocated', value: memory(ram.total)},
          {label: 'Heap limit', value: ram.maxUnlimited ? 'No limit (no -Xmx flag)' : memory(ram.max)},
          {label: 'Java runtime', value: <DumpText value={java.name} />},
          {label: 'Java vendor', value: <DumpText value={java.vendor} />},
          {label: 'In Docker', value: system.docker === undefined ? <Missing /> : system.docker ? 'Yes' : 'No'},
          {label: 'Locale', value: <DumpText value={system.locale} code />},
          {label: 'Encoding', value: <DumpText value={system.encoding} code />},
          ...(system.internalIp && system.internalIp !== '***'
            ? [{label: 'Internal IP', value: <DumpText value={system.internalIp} code />}]
            : []),
        ]}
      />
    </DumpSection>
  );
}
