/**
 * Validates the entries of a data file against a JSON schema (Ajv) and reports each problem by entry and
 * field, in words a contributor can act on: `support › "Acme Hosting": unknown field "step" (did you mean
 * "steps"?)` instead of "Cannot read properties of undefined".
 */
import Ajv, {type ErrorObject, type JSONSchemaType} from 'ajv';

// verbose: the failing value and its schema are on each error, so a message can quote them.
const ajv = new Ajv({allErrors: true, strict: false, verbose: true});

function closest(word: string, candidates: readonly string[]): string | undefined {
  const distance = (a: string, b: string): number => {
    const row = Array.from({length: b.length + 1}, (_, i) => i);
    for (let i = 1; i <= a.length; i++) {
      let previous = row[0];
      row[0] = i;
      for (let j = 1; j <= b.length; j++) {
        const current = row[j];
        row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
        previous = current;
      }
    }
    return row[b.length];
  };
  const ranked = candidates.map((candidate) => ({candidate, d: distance(word, candidate)})).sort((x, y) => x.d - y.d);
  return ranked[0] && ranked[0].d <= Math.max(2, Math.floor(word.length / 3)) ? ranked[0].candidate : undefined;
}

function describeError(error: ErrorObject, schemaProperties: (path: string) => string[]): string {
  const field = error.instancePath.split('/').filter(Boolean).join('.') || '(the entry)';
  switch (error.keyword) {
    case 'required':
      return `missing field "${[field === '(the entry)' ? '' : field + '.', error.params.missingProperty].join('')}"`;
    case 'additionalProperties': {
      const extra = String(error.params.additionalProperty);
      const suggestion = closest(extra, schemaProperties(error.schemaPath));
      return `unknown field "${extra}"${field === '(the entry)' ? '' : ` in ${field}`}${suggestion ? ` (did you mean "${suggestion}"?)` : ''}`;
    }
    case 'pattern': {
      // A pattern's schema says in its `description` what a valid value looks like.
      const wanted = (error.parentSchema as {description?: string} | undefined)?.description;
      return `field "${field}" must be ${wanted ?? `like ${error.params.pattern}`} (it is ${JSON.stringify(error.data)})`;
    }
    default:
      return `field "${field}" ${error.message ?? 'is not valid'}`;
  }
}

/**
 * Returns one line per problem, each starting with the entry's name; an empty list when every entry fits.
 * `entryName` names an entry for the message (its `name` or `id`, or its position when it has neither).
 */
export function entryProblems<T>(
  entries: readonly unknown[],
  schema: JSONSchemaType<T> | Record<string, unknown>,
  entryName: (entry: unknown, index: number) => string,
): string[] {
  const validate = ajv.compile(schema);
  const propertiesAt = (schemaPath: string): string[] => {
    // "#/properties/files/items/additionalProperties" → the properties object beside it
    let node: unknown = schema;
    for (const part of schemaPath.replace(/^#\//, '').split('/').slice(0, -1)) {
      node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    }
    const properties = node && typeof node === 'object' ? (node as Record<string, unknown>).properties : undefined;
    return properties && typeof properties === 'object' ? Object.keys(properties) : [];
  };
  const problems: string[] = [];
  entries.forEach((entry, index) => {
    if (!validate(entry)) {
      for (const error of validate.errors ?? []) {
        problems.push(`${entryName(entry, index)}: ${describeError(error, propertiesAt)}`);
      }
    }
  });
  return problems;
}

/** A readable name for an entry with a `name` or `id`, falling back to its position. */
export function nameOf(prefix: string) {
  return (entry: unknown, index: number): string => {
    const record = entry && typeof entry === 'object' ? (entry as Record<string, unknown>) : {};
    const label =
      typeof record.name === 'string' ? record.name : typeof record.id === 'string' ? record.id : `entry ${index + 1}`;
    return `${prefix} › "${label}"`;
  };
}
