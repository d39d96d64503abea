import {memo, type ReactNode} from 'react';
import Link from '@docusaurus/Link';

import {formatValue, type ConfigIssue, type OptionState, type WritableValue} from '../../../lib/config';

import VisuallyHidden from '../../shared/VisuallyHidden';
import RichText from '../RichText';
import IssueBadge from '../IssueBadge';
import type {FieldSpec} from '../fieldSpecs';
import styles from '../styles.module.css';
import Control from './Control';

export interface OptionFieldProps {
  spec: FieldSpec;
  state: OptionState | undefined;
  issues: readonly ConfigIssue[];
  onChange: (path: string, value: WritableValue) => void;
  /** A refused entry of this field (whole-number fields), shown until replaced. */
  entry?: string;
  onEntry: (path: string, entry: string) => void;
  /** Why the field cannot be edited right now, with an action that fixes it. */
  locked?: {reason: string; action: string; onAction: () => void} | null;
}

function rangeText(spec: FieldSpec): string | null {
  if (spec.range) {
    return `Allowed: ${spec.range.min} to ${spec.range.max}${spec.unit ? ` ${spec.unit}` : ''}.`;
  }
  return spec.unit ? `In ${spec.unit}.` : null;
}

/** Default, range, special values and the link to the reference, in one line under the description. */
function FieldMeta({spec, present}: {spec: FieldSpec; present: boolean}): ReactNode {
  const range = rangeText(spec);
  return (
    <p className={styles.meta}>
      {spec.default !== null && (
        <span>
          Default: <code>{formatValue(spec.default)}</code>.{' '}
        </span>
      )}
      {range && <span>{range} </span>}
      {spec.specialValues?.map((special) => (
        <span key={String(special.value)}>
          <code>{special.value}</code>: {special.meaning}.{' '}
        </span>
      ))}
      {!present && spec.default !== null && <span>Not in your file, so Geyser uses the default. </span>}
      {spec.referenceAnchor && (
        <Link className={styles.learnMore} to={`/wiki/geyser/understanding-the-config/#${spec.referenceAnchor}`}>
          More<VisuallyHidden> about {spec.path}</VisuallyHidden> in the reference
        </Link>
      )}
    </p>
  );
}

function FieldIssues({issues}: {issues: readonly ConfigIssue[]}): ReactNode {
  if (issues.length === 0) {
    return null;
  }
  return (
    <ul className={styles.fieldIssues}>
      {issues.map((issue, index) => (
        <li key={index} data-severity={issue.severity}>
          <IssueBadge severity={issue.severity} /> <RichText text={issue.message} links={false} />
        </li>
      ))}
    </ul>
  );
}

function worstSeverity(issues: readonly ConfigIssue[]): ConfigIssue['severity'] | undefined {
  return (
    issues.find((issue) => issue.severity === 'error') ??
    issues.find((issue) => issue.severity === 'warning') ??
    issues[0]
  )?.severity;
}

function OptionField({spec, state, issues, onChange, entry, onEntry, locked}: OptionFieldProps): ReactNode {
  const descriptionId = `${spec.domId}-description`;
  const present = state?.present === true;
  const isDefault = JSON.stringify(state?.effective ?? null) === JSON.stringify(spec.default);
  return (
    <div
      className={styles.field}
      data-option={spec.path}
      data-severity={worstSeverity(issues)}
      id={`${spec.domId}-field`}
    >
      <div className={styles.fieldHead}>
        <label
          id={`${spec.domId}-label`}
          htmlFor={spec.type === 'string-list' ? undefined : spec.domId}
          className={styles.fieldLabel}
        >
          <code>{spec.path}</code>
        </label>
        {!present && <span className={styles.tag}>not in file</span>}
        {present && !isDefault && spec.default !== null && (
          <span className={`${styles.tag} ${styles.tagChanged}`}>changed</span>
        )}
      </div>
      <div id={descriptionId} className={styles.fieldBody}>
        <p className={styles.description}>
          <RichText text={spec.description} />
        </p>
        <FieldMeta spec={spec} present={present} />
        {spec.notes.length > 0 && (
          <ul className={styles.notes}>
            {spec.notes.map((note) => (
              <li key={note}>
                <RichText text={note} />
              </li>
            ))}
          </ul>
        )}
        <FieldIssues issues={issues} />
        {locked && (
          <p className={styles.locked}>
            {locked.reason}{' '}
            <button type="button" className="button button--sm button--primary" onClick={locked.onAction}>
              {locked.action}
            </button>
          </p>
        )}
      </div>
      <div className={styles.control}>
        <Control
          spec={spec}
          state={state}
          onChange={(value) => onChange(spec.path, value)}
          entry={entry}
          onEntry={(text) => onEntry(spec.path, text)}
          describedBy={descriptionId}
          disabled={locked != null}
        />
      </div>
    </div>
  );
}

export default memo(OptionField);
