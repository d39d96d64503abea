import {memo, type ReactNode} from 'react';
import Link from '@docusaurus/Link';

import {formatValue, randomUuid, type ConfigIssue, type OptionState, type WritableValue} from '@site/src/lib/config';

import VisuallyHidden from '../../shared/VisuallyHidden';
import RichText from '../RichText';
import IssueBadge from '../IssueBadge';
import type {FieldSpec} from '../fieldSpecs';
import styles from '../styles.module.css';
import {ListInput, NumberInput, SelectInput, SwitchInput, TextInput} from './inputs';

export interface OptionFieldProps {
  spec: FieldSpec;
  state: OptionState | undefined;
  issues: readonly ConfigIssue[];
  onChange: (path: string, value: WritableValue) => void;
  /** Why the field cannot be edited right now, with an action that fixes it. */
  locked?: {reason: string; action: string; onAction: () => void} | null;
}

function rangeText(spec: FieldSpec): string | null {
  if (spec.range) {
    return `Allowed: ${spec.range.min} to ${spec.range.max}${spec.unit ? ` ${spec.unit}` : ''}.`;
  }
  return spec.unit ? `In ${spec.unit}.` : null;
}

function rawText(state: OptionState | undefined): string | null {
  const js = state?.raw?.js;
  if (state?.raw?.kind !== 'scalar' || js === null || js === undefined) {
    return null;
  }
  return String(js);
}

function Control({
  spec,
  state,
  onChange,
  describedBy,
  disabled,
}: {
  spec: FieldSpec;
  state: OptionState | undefined;
  onChange: (value: WritableValue) => void;
  describedBy: string;
  disabled: boolean;
}): ReactNode {
  const effective = state?.effective ?? spec.default;
  const unreadable = state?.present === true && state.fileValue === null;
  switch (spec.type) {
    case 'boolean':
      return (
        <SwitchInput
          id={spec.domId}
          value={effective === true}
          onChange={onChange}
          describedBy={describedBy}
          disabled={disabled}
        />
      );
    case 'integer':
      return (
        <NumberInput
          id={spec.domId}
          value={typeof effective === 'number' ? effective : null}
          onChange={onChange}
          describedBy={describedBy}
          disabled={disabled || spec.readOnly}
          range={spec.range}
        />
      );
    case 'enum':
      return (
        <SelectInput
          id={spec.domId}
          value={typeof effective === 'string' ? effective : null}
          invalidValue={unreadable ? rawText(state) : null}
          choices={spec.enumValues ?? []}
          onChange={onChange}
          describedBy={describedBy}
          disabled={disabled}
        />
      );
    case 'string-list':
      return (
        <ListInput
          id={spec.domId}
          label={spec.path}
          value={Array.isArray(effective) ? effective : []}
          onChange={onChange}
          describedBy={describedBy}
          disabled={disabled}
          placeholder={spec.example}
        />
      );
    case 'uuid':
      return (
        <span className={styles.uuidRow}>
          <TextInput
            id={spec.domId}
            value={unreadable ? (rawText(state) ?? '') : typeof effective === 'string' ? effective : ''}
            onChange={onChange}
            describedBy={describedBy}
            readOnly
            placeholder="Geyser creates one on first start"
          />
          {unreadable && (
            <button type="button" className="button button--sm button--primary" onClick={() => onChange(randomUuid())}>
              New ID
            </button>
          )}
        </span>
      );
    default:
      return (
        <TextInput
          id={spec.domId}
          value={unreadable ? '' : typeof effective === 'string' ? effective : formatValue(effective)}
          onChange={onChange}
          describedBy={describedBy}
          disabled={disabled}
          readOnly={spec.readOnly}
          placeholder={spec.example}
        />
      );
  }
}

function OptionField({spec, state, issues, onChange, locked}: OptionFieldProps): ReactNode {
  const descriptionId = `${spec.domId}-description`;
  const worst =
    issues.find((issue) => issue.severity === 'error') ??
    issues.find((issue) => issue.severity === 'warning') ??
    issues[0];
  const present = state?.present === true;
  const range = rangeText(spec);
  const isDefault = JSON.stringify(state?.effective ?? null) === JSON.stringify(spec.default);
  return (
    <div className={styles.field} data-option={spec.path} data-severity={worst?.severity} id={`${spec.domId}-field`}>
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
        {spec.notes.length > 0 && (
          <ul className={styles.notes}>
            {spec.notes.map((note) => (
              <li key={note}>
                <RichText text={note} />
              </li>
            ))}
          </ul>
        )}
        {issues.length > 0 && (
          <ul className={styles.fieldIssues}>
            {issues.map((issue, index) => (
              <li key={index} data-severity={issue.severity}>
                <IssueBadge severity={issue.severity} /> <RichText text={issue.message} links={false} />
              </li>
            ))}
          </ul>
        )}
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
          describedBy={descriptionId}
          disabled={locked != null}
        />
      </div>
    </div>
  );
}

export default memo(OptionField);
