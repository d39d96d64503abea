import type {ReactNode} from 'react';

import type {NormalizedDump} from '../../lib/dump/model';
import DumpSection from './DumpSection';
import DumpText, {Missing} from './DumpText';
import FactList from './FactList';

function joined(values: string[]): string | undefined {
  return values.length > 0 ? values.join(', ') : undefined;
}

/** Geyser, Java and OS versions, and the game versions this Geyser build accepts. */
export default function DumpVersions({dump}: {dump: NormalizedDump}): ReactNode {
  const {java, system, minecraft} = dump;
  const os = [system.operatingSystem, system.operatingSystemVersion].filter(Boolean).join(' ');
  return (
    <DumpSection id="dump-versions" title="Versions">
      <FactList
        facts={[
          {label: 'Geyser', value: <DumpText value={dump.geyser.version} />},
          {
            label: 'Java',
            value: java.version ? (
              <>
                <DumpText value={java.version} />
                {java.architecture && (
                  <>
                    {' ('}
                    <DumpText value={java.architecture} />
                    {')'}
                  </>
                )}
              </>
            ) : (
              <Missing />
            ),
          },
          {label: 'Operating system', value: <DumpText value={os || undefined} />},
          {label: 'Bedrock versions accepted', value: <DumpText value={joined(minecraft.bedrockVersions)} max={400} />},
          {label: 'Java Edition versions spoken', value: <DumpText value={joined(minecraft.javaVersions)} />},
        ]}
      />
    </DumpSection>
  );
}
