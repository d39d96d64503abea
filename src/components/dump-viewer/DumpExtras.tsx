import type {ReactNode} from 'react';

import {isMclogsLink} from '../../lib/dump/format';
import type {NormalizedDump} from '../../lib/dump/model';
import DumpSection from './DumpSection';
import DumpText, {Missing} from './DumpText';
import FactList from './FactList';
import styles from './styles.module.css';

function Logs({dump}: {dump: NormalizedDump}): ReactNode {
  if (dump.logs === undefined) {
    return <Missing>Not included (run /geyser dump logs to add them)</Missing>;
  }
  const link = dump.logs.link;
  if (link === undefined) {
    return <Missing>The log upload failed</Missing>;
  }
  if (isMclogsLink(link)) {
    return (
      <a href={link} target="_blank" rel="noopener noreferrer nofollow">
        {link}
      </a>
    );
  }
  // Only mclo.gs links are followed: a dump file can be edited to point anywhere.
  return (
    <>
      <DumpText value={link} code /> <span className={styles.secondary}>(not an mclo.gs link, so not linked)</span>
    </>
  );
}

/** JVM flags, uploaded logs and the jar's hash. */
export default function DumpExtras({dump}: {dump: NormalizedDump}): ReactNode {
  return (
    <DumpSection id="dump-runtime" title="JVM flags, logs and jar">
      <FactList
        facts={[
          {
            label: 'JVM flags',
            value:
              dump.jvmFlags.length > 0 ? (
                <ul className={styles.plainList}>
                  {dump.jvmFlags.map((flag, index) => (
                    <li key={index}>
                      <DumpText value={flag} code max={160} />
                    </li>
                  ))}
                </ul>
              ) : (
                'None'
              ),
          },
          {label: 'Logs', value: <Logs dump={dump} />},
          {label: 'Jar SHA-256', value: <DumpText value={dump.hash.sha256} code missing="Unknown" />},
          ...(dump.hash.md5 ? [{label: 'Jar MD5', value: <DumpText value={dump.hash.md5} code />}] : []),
        ]}
      />
    </DumpSection>
  );
}
