import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

import {configSections, formatConfigScalar, isMaskedValue, type ConfigEntry, type ConfigSection} from '../../lib/dump/config-view';
import type {NormalizedDump} from '../../lib/dump/model';
import type {JsonValue} from '../../lib/dump/types';
import Badge from './Badge';
import DumpSection from './DumpSection';
import DumpText, {Missing} from './DumpText';
import styles from './styles.module.css';

function Value({value}: {value: JsonValue}): ReactNode {
  if (Array.isArray(value)) {
    if (value.length === 0) {
      return <Missing>(empty list)</Missing>;
    }
    return (
      <ul className={styles.plainList}>
        {value.map((item, index) => (
          <li key={index}>
            <Value value={item} />
          </li>
        ))}
      </ul>
    );
  }
  if (isMaskedValue(value)) {
    return <Missing>*** (hidden in dumps made without the full option)</Missing>;
  }
  if (typeof value === 'string') {
    return <DumpText value={value} code max={160} />;
  }
  return <code className={styles.code}>{formatConfigScalar(value)}</code>;
}

function Entry({entry}: {entry: ConfigEntry}): ReactNode {
  return (
    <div className={styles.configEntry}>
      <dt>
        <code className={styles.configKey}>{entry.key}</code>
        {entry.internal && (
          <span className={styles.secondary} title="Written by Geyser's old config code; not a key of config.yml">
            {' '}
            (internal)
          </span>
        )}
      </dt>
      <dd>
        <Value value={entry.value} />
      </dd>
    </div>
  );
}

function Section({section, level}: {section: ConfigSection; level: 3 | 4 | 5}): ReactNode {
  const Heading = `h${level}` as const;
  return (
    <div className={styles.configSection}>
      <Heading className={styles.configTitle}>
        {section.title}
        {section.path && section.title !== section.path && <code className={styles.configPath}>{section.path}</code>}
      </Heading>
      {section.entries.length > 0 && (
        <dl className={styles.configEntries}>
          {section.entries.map((entry) => (
            <Entry key={entry.path} entry={entry} />
          ))}
        </dl>
      )}
      {section.sections.map((child) => (
        <Section key={child.id} section={child} level={level === 3 ? 4 : 5} />
      ))}
    </div>
  );
}

/** The config Geyser ran with, in the layout the dump came in. */
export default function DumpConfig({dump}: {dump: NormalizedDump}): ReactNode {
  const {config} = dump;
  const version = config.settings.configVersion;
  return (
    <DumpSection id="dump-config" title="Config" wide>
      <p className={styles.badgeRow}>
        {config.layout === 'current' ? (
          <Badge tone="neutral">Current layout{version !== undefined ? `, config-version ${version}` : ''}</Badge>
        ) : (
          <Badge tone="neutral">Legacy layout (before November 2025){version !== undefined ? `, config-version ${version}` : ''}</Badge>
        )}
      </p>
      <p className={styles.hint}>
        These are the values Geyser was running with, which can differ from config.yml: for example, Geyser switches auth-type to floodgate
        when Floodgate is installed. See <Link to="/wiki/geyser/setup/">Setting up Geyser</Link> for what the options do.
      </p>
      {config.raw ? (
        <div className={styles.configGrid}>
          {configSections(config.raw, config.layout).map((section) => (
            <Section key={section.id} section={section} level={3} />
          ))}
        </div>
      ) : (
        <p className={styles.empty}>This dump has no config.</p>
      )}
    </DumpSection>
  );
}
