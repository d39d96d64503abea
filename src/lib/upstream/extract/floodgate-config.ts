/**
 * Floodgate's `config.yml`: the keys and defaults of the template Floodgate copies on first start
 * (`core/src/main/resources/config.yml`, YAML), the keys the proxy template adds (`proxy-config.yml`:
 * GeyserMC ConfigUtils' `>>` directives include and insert, everything else is YAML), and the fields of
 * `FloodgateConfig` (and `ProxyFloodgateConfig`) that are read but not in the template. Fields that the
 * class's own code assigns (`rawUsernamePrefix`, `key`) are state, not settings, unless the template has them.
 */
import {isMap, isScalar, isSeq, parseDocument, type Node as YamlNode} from 'yaml';

import {Unreadable} from '../findings';
import {findAll, text} from '../java/cst';
import type {JavaFile, JType} from '../java/model';
import type {Place} from '../types';
import type {Workspace} from '../workspace';
import {kebabCase} from './geyser-config';

export interface FloodgateSourceKey {
  readonly path: string;
  /** The template's value; `undefined` when the template does not write the key. */
  readonly default?: string | number | boolean | null;
  readonly written: boolean;
  readonly proxyOnly: boolean;
  readonly type: string;
  readonly place: Place;
}

const TEMPLATE = 'core/src/main/resources/config.yml';
const PROXY_TEMPLATE = 'core/src/main/resources/proxy-config.yml';

function flatten(
  node: YamlNode | null | undefined,
  prefix: string,
  source: string,
  out: Map<string, {value: unknown; line: number}>,
): void {
  if (!isMap(node)) {
    return;
  }
  for (const pair of node.items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : '';
    const path = `${prefix}${key}`;
    const value = pair.value as YamlNode | null;
    if (isMap(value)) {
      flatten(value, `${path}.`, source, out);
    } else {
      const offset = isScalar(pair.key) ? (pair.key.range?.[0] ?? 0) : 0;
      const line = source.slice(0, offset).split('\n').length;
      out.set(path, {value: isScalar(value) ? value.value : isSeq(value) ? value.toJSON() : null, line});
    }
  }
}

function templateKeys(source: string): Map<string, {value: unknown; line: number}> {
  const out = new Map<string, {value: unknown; line: number}>();
  flatten(parseDocument(source).contents, '', source, out);
  return out;
}

/** The proxy template without ConfigUtils' directive lines (`>> file`, `>>| line`, `>>*`). */
function proxyOnlyYaml(source: string): string {
  return source
    .split('\n')
    .map((line) => (line.startsWith('>>') ? '' : line))
    .join('\n');
}

function assignedInCode(type: JType): Set<string> {
  const assigned = new Set<string>();
  for (const method of type.methods) {
    for (const statement of method.body ? findAll(method.body, 'expressionStatement') : []) {
      const match = /^(?:this\.)?(\w+)=[^=]/.exec(text(statement));
      if (match) {
        assigned.add(match[1]);
      }
    }
  }
  return assigned;
}

function fieldKeys(
  ws: Workspace,
  found: {file: JavaFile; type: JType},
  prefix: string,
  depth: number,
): Map<string, {type: string; line: number; file: string}> {
  const keys = new Map<string, {type: string; line: number; file: string}>();
  const assigned = assignedInCode(found.type);
  for (const field of found.type.fields) {
    if (field.modifiers.includes('static') || assigned.has(field.name)) {
      continue;
    }
    const path = `${prefix}${kebabCase(field.name)}`;
    const nested = found.type.outer === undefined ? ws.resolveType(field.type, found.file) : undefined;
    if (nested && nested.file === found.file && nested.type.kind === 'class' && depth < 3) {
      for (const [key, value] of fieldKeys(ws, nested, `${path}.`, depth + 1)) {
        keys.set(key, value);
      }
    } else {
      keys.set(path, {type: field.type, line: field.line, file: found.file.path});
    }
  }
  return keys;
}

export function floodgateConfigKeys(ws: Workspace): FloodgateSourceKey[] {
  const template = ws.read(TEMPLATE);
  const config = ws.types('FloodgateConfig')[0];
  if (template === undefined || !config) {
    throw new Unreadable({file: TEMPLATE}, 'no config.yml template or FloodgateConfig');
  }
  const proxy = ws.read(PROXY_TEMPLATE);
  const written = templateKeys(template);
  const proxyWritten = proxy === undefined ? new Map() : templateKeys(proxyOnlyYaml(proxy));
  const fields = fieldKeys(ws, config, '', 0);
  const proxyConfig = ws.types('ProxyFloodgateConfig')[0];
  const proxyFields = proxyConfig ? fieldKeys(ws, proxyConfig, '', 0) : new Map();
  const keys: FloodgateSourceKey[] = [];
  const add = (path: string, proxyOnly: boolean): void => {
    const fromTemplate = (proxyOnly ? proxyWritten : written).get(path);
    const field = (proxyOnly ? proxyFields : fields).get(path);
    keys.push({
      path,
      default: fromTemplate?.value as FloodgateSourceKey['default'],
      written: fromTemplate !== undefined,
      proxyOnly,
      type: field?.type ?? 'unknown',
      place: fromTemplate
        ? {file: proxyOnly ? PROXY_TEMPLATE : TEMPLATE, line: fromTemplate.line}
        : {file: field!.file, line: field!.line},
    });
  };
  for (const path of new Set([...written.keys(), ...fields.keys()])) {
    add(path, false);
  }
  for (const path of new Set([...proxyWritten.keys(), ...proxyFields.keys()])) {
    if (!written.has(path) && !fields.has(path)) {
      add(path, true);
    }
  }
  return keys;
}
