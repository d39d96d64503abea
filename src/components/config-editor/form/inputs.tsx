import {useEffect, useId, useState, type ReactNode} from 'react';

import type {NumberRange, WritableValue} from '@site/src/lib/config';

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

export function NumberInput({
  id,
  value,
  onChange,
  describedBy,
  disabled,
  range,
}: InputProps<number | null> & {range?: NumberRange}): ReactNode {
  const [draft, setDraft] = useState(value === null ? '' : String(value));
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();

  // Follow changes made elsewhere (source view, reset) unless the field holds an unfinished entry.
  useEffect(() => {
    setDraft((current) =>
      Number(current) === value && current.trim() !== '' ? current : value === null ? '' : String(value),
    );
    setProblem(null);
  }, [value]);

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
        value={draft}
        disabled={disabled}
        aria-invalid={problem !== null}
        aria-describedby={problem ? `${describedBy} ${problemId}` : describedBy}
        onChange={(event) => {
          const text = event.target.value;
          setDraft(text);
          if (!/^-?\d+$/.test(text.trim())) {
            setProblem('Enter a whole number.');
            return;
          }
          setProblem(null);
          onChange(Number(text));
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
