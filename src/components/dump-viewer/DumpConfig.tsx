import {useMemo, type ReactNode} from 'react';
import Link from '@docusaurus/Link';

import {
  configSections,
  formatConfigScalar,
  isMaskedValue,
  type ConfigEntry,
  type ConfigSection,
} from '../../lib/dump/config-view';
import type {NormalizedDump} from '../../lib/dump/model';
import {tooDeepMessage} from '../../lib/dump/depth';
import type {JsonValue} from '../../lib/dump/types';
import Badge from './Badge';
import DumpSection from './DumpSection';
import DumpText, {Missing} from './DumpText';
import {ShowMore, usePaging} from './Paging';
import styles from './styles.module.css';

/** Items of a list value shown at first; real config lists are a handful of addresses or URLs. */
const LIST_PAGE_SIZE = 50;

function TooDeep(): ReactNode {
  return <span className={styles.tooDeep}>{tooDeepMessage()}</span>;
}

function ValueList({items, depthLeft}: {items: JsonValue[]; depthLeft: number}): ReactNode {
  const paging = usePaging(items.length, LIST_PAGE_SIZE);
  return (
    <>
      <ul className={styles.plainList}>
        {items.slice(0, paging.limit).map((item, index) => (
          <li key={index}>
            <Value value={item} depthLeft={depthLeft - 1} />
          </li>
        ))}
      </ul>
      <ShowMore paging={paging} noun="items" />
    </>
  );
}

/** One config value. Lists nest at most `depthLeft` more levels: a hostile dump can nest thousands. */
function Value({value, depthLeft}: {value: JsonValue; depthLeft: number}): ReactNode {
  if (Array.isArray(value)) {
    if (value.length === 0) {
      return <Missing>(empty list)</Missing>;
    }
    if (depthLeft <= 0) {
      return <TooDeep />;
    }
    return <ValueList items={value} depthLeft={depthLeft} />;
  }
  if (isMaskedValue(value)) {
    return <Missing>*** (hidden in dumps made without the full option)</Missing>;
  }
  if (typeof value === 'string') {
    return <DumpText value={value} code max={160} />;
  }
  const text = formatConfigScalar(value, Math.max(0, depthLeft));
  if (text === undefined) {
    return <TooDeep />;
  }
  if (typeof value === 'object' && value !== null) {
    return <DumpText value={text} code max={160} />;
  }
  return <code className={styles.code}>{text}</code>;
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
        <Value value={entry.value} depthLeft={entry.depthLeft} />
      </dd>
    </div>
  );
}

function Section({section, level}: {section: ConfigSection; level: 3 | 4 | 5}): ReactNode {
  const Heading = `h${level}` as const;
  const entries = usePaging(section.entries.length);
  const sections = usePaging(section.sections.length);
  return (
    <div className={styles.configSection}>
      <Heading className={styles.configTitle}>
        {section.title}
        {section.path && section.title !== section.path && <code className={styles.configPath}>{section.path}</code>}
      </Heading>
      {section.entries.length > 0 && (
        <dl className={styles.configEntries}>
          {section.entries.slice(0, entries.limit).map((entry) => (
            <Entry key={entry.path} entry={entry} />
          ))}
        </dl>
      )}
      <ShowMore paging={entries} noun="keys" />
      {section.sections.slice(0, sections.limit).map((child) => (
        <Section key={child.id} section={child} level={level === 3 ? 4 : 5} />
      ))}
      <ShowMore paging={sections} noun="sections" />
    </div>
  );
}

/** The config Geyser ran with, in the layout the dump came in. */
export default function DumpConfig({dump}: {dump: NormalizedDump}): ReactNode {
  const {config} = dump;
  const version = config.settings.configVersion;
  const sections = useMemo(
    () => (config.raw ? configSections(config.raw, config.layout) : []),
    [config.raw, config.layout],
  );
  return (
    <DumpSection id="dump-config" title="Config" wide>
      <p className={styles.badgeRow}>
        {config.layout === 'current' ? (
          <Badge tone="neutral">Current layout{version !== undefined ? `, config-version ${version}` : ''}</Badge>
        ) : (
          <Badge tone="neutral">
            Legacy layout (before November 2025){version !== undefined ? `, config-version ${version}` : ''}
          </Badge>
        )}
      </p>
      <p className={styles.hint}>
        These are the values Geyser was running with, which can differ from config.yml: for example, Geyser switches
        auth-type to floodgate when Floodgate is installed. See <Link to="/wiki/geyser/setup/">Setting up Geyser</Link>{' '}
        for what the options do.
      </p>
      {config.raw ? (
        <div className={styles.configGrid}>
          {sections.map((section) => (
            <Section key={section.id} section={section} level={3} />
          ))}
        </div>
      ) : (
        <p className={styles.empty}>This dump has no config.</p>
      )}
    </DumpSection>
  );
}
