import {useDeferredValue, useId, useMemo, useState, type ReactNode} from 'react';

import {plural, stripFormattingCodes, truncate, visibleText} from '../../lib/dump/format';
import type {AddonInfo} from '../../lib/dump/model';
import Badge from './Badge';
import DumpText, {Missing} from './DumpText';
import FactList, {type Fact} from './FactList';
import {ShowMore, usePaging} from './Paging';
import styles from './styles.module.css';

export interface AddonNoun {
  singular: string;
  plural: string;
}

interface Props {
  items: AddonInfo[];
  noun: AddonNoun;
  /** Whether entries of this list have a main class (plugins, extensions; not mods). */
  showMain: boolean;
}

/** One collator for the whole sort: `localeCompare` builds one per call, which 10,000 plugins make slow. */
const collator = new Intl.Collator();

function searchText(addon: AddonInfo): string {
  return stripFormattingCodes([addon.name, addon.main ?? '', ...addon.authors].join(' ')).toLowerCase();
}

/** A list entry's text: visible controls, cut short (the details show it all). */
function shortText(value: string, max: number): string {
  const {text, truncated} = truncate(value, max);
  return `${visibleText(text)}${truncated ? '…' : ''}`;
}

function AddonDetails({addon, showMain}: {addon: AddonInfo; showMain: boolean}): ReactNode {
  const facts: Fact[] = [
    {label: 'Name', value: addon.hasName ? <DumpText value={addon.name} /> : <Missing>Not declared</Missing>},
    {label: 'Version', value: <DumpText value={addon.version} />},
  ];
  if (addon.apiVersion !== undefined) {
    facts.push({label: 'Geyser API version', value: <DumpText value={addon.apiVersion} />});
  }
  if (showMain) {
    facts.push({
      label: 'Main class',
      value: <DumpText value={addon.main} code missing="Not reported by this platform" />,
    });
  }
  facts.push({
    label: 'Authors',
    value:
      addon.authors.length > 0 ? (
        <ul className={styles.plainList}>
          {addon.authors.map((author, index) => (
            <li key={index}>
              <DumpText value={author} max={120} />
            </li>
          ))}
        </ul>
      ) : (
        <Missing>None listed</Missing>
      ),
  });
  if (addon.url !== undefined) {
    facts.push({label: 'Web page', value: <DumpText value={addon.url} code />});
  }
  facts.push({label: 'Enabled', value: addon.enabled === undefined ? <Missing /> : addon.enabled ? 'Yes' : 'No'});
  return <FactList facts={facts} />;
}

interface EntriesProps {
  entries: {addon: AddonInfo}[];
  open: ReadonlySet<string>;
  toggle: (key: string) => void;
  idPrefix: string;
  showMain: boolean;
  noun: AddonNoun;
}

/** The matching entries, a page at a time (a dump can list 10,000 plugins). */
function AddonEntries({entries, open, toggle, idPrefix, showMain, noun}: EntriesProps): ReactNode {
  const paging = usePaging(entries.length);
  return (
    <>
      <ul className={styles.addonList}>
        {entries.slice(0, paging.limit).map(({addon}) => {
          const expanded = open.has(addon.key);
          const panelId = `${idPrefix}-${addon.key}`;
          return (
            <li key={addon.key} className={styles.addon}>
              <button
                type="button"
                className={styles.addonButton}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(addon.key)}
              >
                <span className={styles.addonMarker} aria-hidden="true">
                  {expanded ? '▾' : '▸'}
                </span>
                <bdi className={styles.addonName}>{shortText(addon.name, 80)}</bdi>
                {addon.version !== undefined && (
                  <bdi className={styles.addonVersion}>{shortText(addon.version, 40)}</bdi>
                )}
                {addon.enabled === false && <Badge tone="warning">Disabled</Badge>}
              </button>
              {expanded && (
                <div id={panelId} className={styles.addonDetails}>
                  <AddonDetails addon={addon} showMain={showMain} />
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <ShowMore paging={paging} noun={noun.plural} />
    </>
  );
}

/**
 * A filterable list of plugins, mods or extensions; each entry opens to show its details. Sorted
 * by name (ignoring colour codes and case) so readers find entries quickly.
 */
export default function AddonList({items, noun, showMain}: Props): ReactNode {
  const id = useId();
  const [filter, setFilter] = useState('');
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const deferredFilter = useDeferredValue(filter);

  const sorted = useMemo(
    () =>
      items
        .map((addon) => ({addon, search: searchText(addon), sortKey: stripFormattingCodes(addon.name).toLowerCase()}))
        .sort((a, b) => collator.compare(a.sortKey, b.sortKey) || collator.compare(a.addon.key, b.addon.key)),
    [items],
  );
  const needle = deferredFilter.trim().toLowerCase();
  const shown = useMemo(
    () => (needle ? sorted.filter((entry) => entry.search.includes(needle)) : sorted),
    [sorted, needle],
  );

  if (items.length === 0) {
    return <p className={styles.empty}>No {noun.plural} to show.</p>;
  }

  const toggle = (key: string): void => {
    setOpen((previous) => {
      const next = new Set(previous);
      if (next.has(key)) {
        next.delete(key);
      } else {
        next.add(key);
      }
      return next;
    });
  };

  return (
    <div className={styles.addons}>
      <div className={styles.filterRow}>
        <label htmlFor={`${id}-filter`}>Filter {noun.plural}</label>
        <input
          id={`${id}-filter`}
          type="search"
          className={styles.filterInput}
          value={filter}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setFilter(event.target.value)}
        />
      </div>
      <p className={styles.hint} aria-live="polite">
        {needle
          ? `Showing ${shown.length} of ${plural(items.length, noun.singular, noun.plural)}.`
          : `${plural(items.length, noun.singular, noun.plural)}, sorted by name.`}
      </p>
      {shown.length === 0 ? (
        <p className={styles.empty}>No {noun.plural} match this filter.</p>
      ) : (
        <AddonEntries
          key={needle}
          entries={shown}
          open={open}
          toggle={toggle}
          idPrefix={id}
          showMain={showMain}
          noun={noun}
        />
      )}
    </div>
  );
}
