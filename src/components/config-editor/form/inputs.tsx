import {useId, useState, type ReactNode} from 'react';

import type {NumberRange, WritableValue} from '../../../lib/config';

import styles from '../styles.module.css';

interface InputProps<T> {
  id: string;
  value: T;
  onChange: (value: WritableValue) => void;
  describedBy: string;
  disabled?: boolean;
}

export function SwitchInput({id, value, onChange, describedBy, disabled}: InputProps<boolean>): ReactNode {
  return (
    <span className={styles.switchWrap}>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className={styles.switch}
        checked={value}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className={styles.switchState} aria-hidden="true">
        {value ? 'On' : 'Off'}
      </span>
    </span>
  );
}

/**
 * A whole-number field. What the reader types is sent as it is (`onEntry`): the editor writes a whole
 * number and keeps anything else as `entry`, which the field then shows with its problem until it is
 * replaced, and which Export reports as not written.
 */
export function NumberInput({
  id,
  value,
  entry,
  onEntry,
  describedBy,
  disabled,
  range,
}: Omit<InputProps<number | null>, 'onChange'> & {
  entry: string | undefined;
  onEntry: (text: string) => void;
  range?: NumberRange;
}): ReactNode {
  // A written entry as typed ("007"), shown while it is still the value, so typing is never reformatted.
  const [typed, setTyped] = useState<string | null>(null);
  const problemId = useId();
  const shown =
    entry ??
    (typed !== null && typed.trim() !== '' && Number(typed) === value ? typed : value === null ? '' : String(value));
  const problem = entry === undefined ? null : 'Enter a whole number.';

  return (
    <span className={styles.numberWrap}>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        step={1}
        min={range?.min}
        max={range?.max}
        className={styles.input}
        value={shown}
        disabled={disabled}
        aria-invalid={problem !== null}
        aria-describedby={problem ? `${describedBy} ${problemId}` : describedBy}
        onChange={(event) => {
          setTyped(event.target.value);
          onEntry(event.target.value);
        }}
      />
      {problem && (
        <span id={problemId} className={styles.inlineProblem}>
          {problem}
        </span>
      )}
    </span>
  );
}

export function SelectInput({
  id,
  value,
  onChange,
  describedBy,
  disabled,
  choices,
  invalidValue,
}: InputProps<string | null> & {choices: readonly string[]; invalidValue?: string | null}): ReactNode {
  const shown = invalidValue ?? value ?? '';
  return (
    <select
      id={id}
      className={styles.select}
      value={shown}
      disabled={disabled}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value)}
    >
      {invalidValue && !choices.includes(invalidValue) && (
        <option value={invalidValue} disabled>
          {invalidValue} (not valid)
        </option>
      )}
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {choice}
        </option>
      ))}
    </select>
  );
}

export function TextInput({
  id,
  value,
  onChange,
  describedBy,
  disabled,
  placeholder,
  readOnly,
}: InputProps<string> & {placeholder?: string; readOnly?: boolean}): ReactNode {
  return (
    <input
      id={id}
      type="text"
      className={styles.input}
      value={value}
      placeholder={placeholder}
      disabled={disabled}
      readOnly={readOnly}
      spellCheck={false}
      autoComplete="off"
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

export function ListInput({
  id,
  label,
  value,
  onChange,
  describedBy,
  disabled,
  placeholder,
}: InputProps<readonly string[]> & {label: string; placeholder?: string}): ReactNode {
  return (
    <div className={styles.list} role="group" aria-labelledby={`${id}-label`} aria-describedby={describedBy}>
      {value.length === 0 && <p className={styles.listEmpty}>The list is empty.</p>}
      <ol className={styles.listItems}>
        {value.map((item, index) => (
          <li key={index} className={styles.listItem}>
            <input
              id={index === 0 ? id : undefined}
              type="text"
              className={styles.input}
              value={item}
              placeholder={placeholder}
              disabled={disabled}
              spellCheck={false}
              autoComplete="off"
              aria-label={`${label}, item ${index + 1}`}
              onChange={(event) =>
                onChange(value.map((old, position) => (position === index ? event.target.value : old)))
              }
            />
            <button
              type="button"
              className="button button--sm button--secondary"
              disabled={disabled}
              aria-label={`Remove item ${index + 1} from ${label}`}
              onClick={() => onChange(value.filter((_, position) => position !== index))}
            >
              Remove
            </button>
          </li>
        ))}
      </ol>
      <button
        id={value.length === 0 ? id : undefined}
        type="button"
        className="button button--sm button--secondary"
        disabled={disabled}
        onClick={() => onChange([...value, ''])}
      >
        Add item
      </button>
    </div>
  );
}
