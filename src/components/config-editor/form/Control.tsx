import type {ReactNode} from 'react';

import {formatValue, randomUuid, type OptionState, type WritableValue} from '../../../lib/config';

import type {FieldSpec} from '../fieldSpecs';
import styles from '../styles.module.css';
import {ListInput, NumberInput, SelectInput, SwitchInput, TextInput} from './inputs';

interface ControlProps {
  spec: FieldSpec;
  state: OptionState | undefined;
  onChange: (value: WritableValue) => void;
  entry: string | undefined;
  onEntry: (text: string) => void;
  describedBy: string;
  disabled: boolean;
}

/** The file's text of a value Geyser cannot read (a word in a number field), to show as it is. */
function rawText(state: OptionState | undefined): string | null {
  const js = state?.raw?.js;
  if (state?.raw?.kind !== 'scalar' || js === null || js === undefined) {
    return null;
  }
  return String(js);
}

/** Geyser makes the id itself; the field only offers a new one when the file's cannot be read. */
function UuidControl({spec, state, onChange, describedBy}: ControlProps): ReactNode {
  const unreadable = state?.present === true && state.fileValue === null;
  const effective = state?.effective ?? spec.default;
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
}

/** The input for one option, by its type; it shows what Geyser uses (the default when the file has none). */
export default function Control(props: ControlProps): ReactNode {
  const {spec, state, onChange, describedBy, disabled} = props;
  const effective = state?.effective ?? spec.default;
  const unreadable = state?.present === true && state.fileValue === null;
  const common = {id: spec.domId, describedBy, disabled};
  switch (spec.type) {
    case 'boolean':
      return <SwitchInput {...common} value={effective === true} onChange={onChange} />;
    case 'integer':
      return (
        <NumberInput
          {...common}
          disabled={disabled || spec.readOnly}
          value={typeof effective === 'number' ? effective : null}
          entry={props.entry}
          onEntry={props.onEntry}
          range={spec.range}
        />
      );
    case 'enum':
      return (
        <SelectInput
          {...common}
          value={typeof effective === 'string' ? effective : null}
          invalidValue={unreadable ? rawText(state) : null}
          choices={spec.enumValues ?? []}
          onChange={onChange}
        />
      );
    case 'string-list':
      return (
        <ListInput
          {...common}
          label={spec.path}
          value={Array.isArray(effective) ? effective : []}
          onChange={onChange}
          placeholder={spec.example}
        />
      );
    case 'uuid':
      return <UuidControl {...props} />;
    default:
      return (
        <TextInput
          {...common}
          value={unreadable ? '' : typeof effective === 'string' ? effective : formatValue(effective)}
          onChange={onChange}
          readOnly={spec.readOnly}
          placeholder={spec.example}
        />
      );
  }
}
