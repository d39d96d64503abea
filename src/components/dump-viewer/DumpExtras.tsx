import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

import {isMclogsLink} from '../../lib/dump/format';
import {mclogsHash} from '../../lib/logs/address';
import {classifyInput} from '../../lib/logs/input';
import type {NormalizedDump} from '../../lib/dump/model';
import DumpSection from './DumpSection';
import DumpText, {Missing} from './DumpText';
import FactList from './FactList';
import {ShowMore, usePaging} from './Paging';
import styles from './styles.module.css';

function Logs({dump}: {dump: NormalizedDump}): ReactNode {
  if (dump.logs === undefined) {
    return <Missing>Not included (run /geyser dump logs to add them)</Missing>;
  }
  const link = dump.logs.link;
  if (link === undefined) {
    return <Missing>The log upload failed</Missing>;
  }
  const input = isMclogsLink(link) ? classifyInput(link) : undefined;
  if (input?.kind === 'mclogs') {
    return (
      <>
        <a href={link} target="_blank" rel="noopener noreferrer nofollow">
          {link}
        </a>{' '}
        (<Link to={`/utilities/log-checker/${mclogsHash(input.id)}`}>check it in the log checker</Link>)
      </>
    );
  }
  // Only mclo.gs links are followed: a dump file can be edited to point anywhere.
  return (
    <>
      <DumpText value={link} code /> <span className={styles.secondary}>(not an mclo.gs link, so not linked)</span>
    </>
  );
}

/** The flags a page at a time: a dump can list hundreds of thousands. */
function JvmFlags({flags}: {flags: string[]}): ReactNode {
  const paging = usePaging(flags.length);
  return (
    <>
      <ul className={styles.plainList} data-testid="jvm-flags">
        {flags.slice(0, paging.limit).map((flag, index) => (
          <li key={index}>
            <DumpText value={flag} code max={160} />
          </li>
        ))}
      </ul>
      <ShowMore paging={paging} noun="flags" />
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
            value: dump.jvmFlags.length > 0 ? <JvmFlags flags={dump.jvmFlags} /> : 'None',
          },
          {label: 'Logs', value: <Logs dump={dump} />},
          {label: 'Jar SHA-256', value: <DumpText value={dump.hash.sha256} code missing="Unknown" />},
          ...(dump.hash.md5 ? [{label: 'Jar MD5', value: <DumpText value={dump.hash.md5} code />}] : []),
        ]}
      />
    </DumpSection>
  );
}
