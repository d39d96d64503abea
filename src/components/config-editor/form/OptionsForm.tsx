import {useId, useMemo, type ReactNode} from 'react';

import {CURRENT_CONFIG_VERSION, type ConfigAnalysis, type ConfigIssue, type WritableValue} from '../../../lib/config';

import RichText from '../RichText';
import {fieldGroups, matchesQuery} from '../fieldSpecs';
import type {UnwrittenEntries} from '../state/types';
import styles from '../styles.module.css';
import OptionField from './OptionField';
import UnknownKeys from './UnknownKeys';

interface Props {
  analysis: ConfigAnalysis;
  query: string;
  onQueryChange: (query: string) => void;
  onChange: (path: string, value: WritableValue) => void;
  unwritten: UnwrittenEntries;
  onEntry: (path: string, entry: string) => void;
  onUpgrade: () => void;
  onRemoveKey: (segments: readonly string[]) => void;
}

const NO_ISSUES: readonly ConfigIssue[] = [];

/**
 * A file older than config-version 7 names the cooldown option `show-cooldown`, whose values Geyser
 * turns into `crosshair` on update: the field waits for the update instead of writing a value Geyser
 * would replace.
 */
function cooldownLock(analysis: ConfigAnalysis, path: string, onUpgrade: () => void) {
  const old = analysis.layout === 'current' && (analysis.version ?? 0) < CURRENT_CONFIG_VERSION;
  if (!old || path !== 'gameplay.cooldown-type') {
    return null;
  }
  return {
    reason: `This file still uses the config-version ${analysis.version ?? 5} name \`show-cooldown\`, whose values Geyser turns into \`crosshair\` on update.`,
    action: `Update to version ${CURRENT_CONFIG_VERSION}`,
    onAction: onUpgrade,
  };
}

export default function OptionsForm({
  analysis,
  query,
  onQueryChange,
  onChange,
  unwritten,
  onEntry,
  onUpgrade,
  onRemoveKey,
}: Props): ReactNode {
  const searchId = useId();
  const groups = useMemo(() => fieldGroups(analysis.layout, analysis.platform), [analysis.layout, analysis.platform]);
  const issuesByPath = useMemo(() => {
    const map = new Map<string, ConfigIssue[]>();
    for (const issue of analysis.issues) {
      if (issue.path) {
        map.set(issue.path, [...(map.get(issue.path) ?? []), issue]);
      }
    }
    return map;
  }, [analysis.issues]);
  const filtered = groups
    .map((entry) => ({...entry, fields: entry.fields.filter((field) => matchesQuery(field, query))}))
    .filter((entry) => entry.fields.length > 0);
  const total = groups.reduce((sum, entry) => sum + entry.fields.length, 0);
  const shown = filtered.reduce((sum, entry) => sum + entry.fields.length, 0);

  return (
    <div className={styles.form}>
      <div className={styles.search}>
        <label htmlFor={searchId}>Search options</label>
        <input
          id={searchId}
          type="search"
          className={styles.input}
          placeholder="Name or meaning, e.g. port, cooldown, skin"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          aria-describedby={`${searchId}-count`}
        />
        <p id={`${searchId}-count`} className={styles.searchCount} aria-live="polite">
          {query ? `${shown} of ${total} options match.` : `${total} options.`}
        </p>
      </div>
      {filtered.length === 0 && <p className={styles.empty}>No option matches “{query}”. Try another word.</p>}
      {filtered.map(({group, fields}) => (
        <section key={group.id} className={styles.group} aria-labelledby={`group-${group.id}`}>
          <h3 id={`group-${group.id}`} className={styles.groupTitle}>
            {group.title}
            {group.parent && <code className={styles.groupPath}>{group.parent}</code>}
          </h3>
          <p className={styles.groupDescription}>
            <RichText text={group.description} />
          </p>
          {fields.map((field) => (
            <OptionField
              key={field.path}
              spec={field}
              state={analysis.options.get(field.path)}
              issues={issuesByPath.get(field.path) ?? NO_ISSUES}
              onChange={onChange}
              entry={unwritten[field.path]}
              onEntry={onEntry}
              locked={cooldownLock(analysis, field.path, onUpgrade)}
            />
          ))}
        </section>
      ))}
      <UnknownKeys issues={analysis.issues} onRemoveKey={onRemoveKey} />
    </div>
  );
}
