import {
  findOption,
  formOptions,
  GROUPS,
  LEGACY_GROUPS,
  markupToPlainText,
  optionAnchor,
  type ConfigOption,
  type Layout,
  type LegacyOption,
  type NumberRange,
  type OptionGroup,
  type OptionType,
  type OptionValue,
  type PlatformId,
  type SpecialValue,
} from '../../lib/config';

/** What the form needs to show one option, for both layouts. */
export interface FieldSpec {
  path: string;
  type: OptionType;
  default: OptionValue | null;
  enumValues?: readonly string[];
  range?: NumberRange;
  unit?: string;
  specialValues?: readonly SpecialValue[];
  description: string;
  notes: readonly string[];
  example?: string;
  readOnly: boolean;
  /** Id of the field's element on this page. */
  domId: string;
  /** Anchor on the reference page, for current options. */
  referenceAnchor: string | null;
  /** Lower-case text searched by the filter. */
  searchText: string;
}

export interface FieldGroup {
  group: OptionGroup;
  fields: FieldSpec[];
}

function fromCurrent(option: ConfigOption): FieldSpec {
  return {
    path: option.path,
    type: option.type,
    default: option.default,
    enumValues: option.enumValues,
    range: option.range,
    unit: option.unit,
    specialValues: option.specialValues,
    description: option.description,
    notes: option.notes ?? [],
    example: option.example,
    readOnly: option.readOnly === true,
    domId: `option-${optionAnchor(option.path)}`,
    referenceAnchor: optionAnchor(option.path),
    searchText: [option.path, markupToPlainText(option.description), ...(option.notes ?? []).map(markupToPlainText)]
      .join(' ')
      .toLowerCase(),
  };
}

function fromLegacy(option: LegacyOption): FieldSpec {
  const current = option.currentPath ? findOption(option.currentPath) : undefined;
  const description = option.description ?? current?.description ?? '';
  const where = option.currentPath
    ? `Current layout: \`${option.currentPath}\`. ${option.migration}`
    : option.migration;
  return {
    path: option.path,
    type: option.type,
    default: option.default,
    enumValues: option.enumValues,
    description,
    notes: [where],
    readOnly: option.path === 'config-version',
    domId: `option-legacy-${optionAnchor(option.path)}`,
    referenceAnchor: null,
    searchText: [option.path, option.currentPath ?? '', markupToPlainText(description), markupToPlainText(where)]
      .join(' ')
      .toLowerCase(),
  };
}

export function fieldGroups(layout: Layout, platform: PlatformId): FieldGroup[] {
  const groups = layout === 'current' ? GROUPS : LEGACY_GROUPS;
  const options = formOptions(layout, platform);
  return groups
    .map((group) => ({
      group,
      fields: options
        .filter((option) => option.group === group.id)
        .map((option) => ('currentPath' in option ? fromLegacy(option) : fromCurrent(option))),
    }))
    .filter((entry) => entry.fields.length > 0);
}

/** Every word of the query must appear in the option's name or explanation. */
export function matchesQuery(field: FieldSpec, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return words.every((word) => field.searchText.includes(word));
}
