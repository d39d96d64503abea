/**
 * Geyser's `config.yml` layout as Configurate writes it for each platform, read from the config
 * interfaces (`GeyserConfig`, `GeyserPluginConfig`, `GeyserRemoteConfig` and what they extend):
 * every getter is a key (camelCase to kebab-case), a getter returning another `@ConfigSerializable`
 * interface is a section; `@Exclude`/`@Field` getters and setters are not keys; `@DefaultBoolean`,
 * `@DefaultNumeric`, `@DefaultString` or a `default` body give the default; `@NumericRange` the
 * enforced range; `@ExcludePlatform`, `@IncludePlatform` and `@PluginSpecific` the platforms.
 */
import {Unreadable} from '../findings';
import {describe, type JExpr} from '../java/expr';
import {annotation, type JAnnotation, type JavaFile, type JMethod, type JType} from '../java/model';
import {constantOf, returned} from '../java/query';
import type {Place} from '../types';
import type {Workspace} from '../workspace';

export type ConfigValue = boolean | number | string | null | readonly string[];

export interface SourceConfigKey {
  readonly path: string;
  readonly type: 'boolean' | 'integer' | 'number' | 'string' | 'enum' | 'string-list' | 'uuid';
  readonly default: ConfigValue;
  readonly enumValues?: readonly string[];
  readonly range?: {readonly min: number; readonly max: number};
  readonly place: Place;
}

/** Platform name as Geyser's `PlatformType` spells it, and the config interface its bootstrap loads. */
export interface ConfigPlatform {
  readonly name: string;
  readonly plugin: boolean;
}

interface Declaration {
  readonly method: JMethod;
  readonly type: JType;
  readonly file: JavaFile;
}

/** Configurate's default naming: `haproxyProtocolWhitelistedIps` is `haproxy-protocol-whitelisted-ips`. */
export function kebabCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

function typeOrThrow(ws: Workspace, name: string, from?: JavaFile): {file: JavaFile; type: JType} {
  const found = from ? ws.resolveType(name, from) : ws.types(name)[0];
  if (!found) {
    throw new Unreadable({file: from?.path ?? `${name}.java`}, `type ${name} not found`);
  }
  return found;
}

/** Getter declarations by name, most specific first, from the interface and everything it extends. */
function declarations(ws: Workspace, root: {file: JavaFile; type: JType}): Map<string, Declaration[]> {
  const byName = new Map<string, Declaration[]>();
  const queue = [root];
  const seen = new Set<string>();
  while (queue.length > 0) {
    const current = queue.shift()!;
    const id = `${current.file.path}#${current.type.name}`;
    if (seen.has(id)) {
      continue;
    }
    seen.add(id);
    for (const method of current.type.methods) {
      if (method.params.length > 0 || method.returnType === 'void' || method.modifiers.includes('static')) {
        continue;
      }
      byName.set(method.name, [...(byName.get(method.name) ?? []), {method, type: current.type, file: current.file}]);
    }
    for (const supertype of current.type.supertypes) {
      const resolved = ws.resolveType(supertype, current.file);
      if (resolved) {
        queue.push(resolved);
      }
    }
  }
  return byName;
}

/** An annotation from the most specific declaration that has it (overrides inherit what they leave out). */
function effective(chain: readonly Declaration[], name: string): JAnnotation | undefined {
  for (const declaration of chain) {
    const found = annotation(declaration.method, name);
    if (found) {
      return found;
    }
  }
  return undefined;
}

function stringArgs(found: JAnnotation | undefined, key: string): string[] {
  return (found?.args.get(key) ?? []).map((expr) => (expr.k === 'lit' ? String(expr.value) : describe(expr)));
}

function writtenOn(chain: readonly Declaration[], platform: ConfigPlatform): boolean {
  if (effective(chain, 'Exclude') || effective(chain, 'Field')) {
    return false;
  }
  const exclude = effective(chain, 'ExcludePlatform');
  if (exclude && stringArgs(exclude, 'platforms').includes(platform.name)) {
    return false;
  }
  const include = effective(chain, 'IncludePlatform');
  if (include && !stringArgs(include, 'platforms').includes(platform.name)) {
    return false;
  }
  const pluginSpecific = effective(chain, 'PluginSpecific');
  if (pluginSpecific) {
    const forPlugin = pluginSpecific.args.get('forPlugin')?.[0];
    const wanted = forPlugin?.k === 'lit' ? forPlugin.value === true : true;
    return wanted === platform.plugin;
  }
  return true;
}

function annotationValue(ws: Workspace, found: JAnnotation, declaration: Declaration): ConfigValue | undefined {
  const expr = found.args.get('value')?.[0];
  if (!expr) {
    return undefined;
  }
  const value = constantOf(expr, {ws, file: declaration.file, type: declaration.type});
  if (value === undefined) {
    throw new Unreadable(
      {file: declaration.file.path, line: found.line},
      `cannot evaluate @${found.name}(${describe(expr)})`,
    );
  }
  return value;
}

function bodyValue(ws: Workspace, declaration: Declaration, enumType?: JType): ConfigValue {
  const expr: JExpr | undefined = returned(declaration.method);
  const place = {file: declaration.file.path, line: declaration.method.line};
  if (!expr) {
    throw new Unreadable(place, `${declaration.method.name}() has a body without a return`);
  }
  if (expr.k === 'call' && ['of', 'asList', 'emptyList', 'emptySet', 'singletonList'].includes(expr.name)) {
    return expr.args.map((arg) => {
      const value = constantOf(arg, {ws, file: declaration.file, type: declaration.type});
      if (typeof value !== 'string') {
        throw new Unreadable(place, `cannot evaluate ${describe(arg)}`);
      }
      return value;
    });
  }
  if (expr.k === 'call' && expr.name === 'randomUUID') {
    return null;
  }
  if (enumType && expr.k === 'name') {
    const constant = expr.parts[expr.parts.length - 1];
    if (enumType.enumConstants.some((entry) => entry.name === constant)) {
      return constant.toLowerCase();
    }
  }
  const value = constantOf(expr, {ws, file: declaration.file, type: declaration.type});
  if (value === undefined) {
    throw new Unreadable(place, `cannot evaluate the default ${describe(expr)}`);
  }
  return value;
}

const PRIMITIVES: Record<string, {type: SourceConfigKey['type']; zero: ConfigValue}> = {
  boolean: {type: 'boolean', zero: false},
  int: {type: 'integer', zero: 0},
  long: {type: 'integer', zero: 0},
  short: {type: 'integer', zero: 0},
  byte: {type: 'integer', zero: 0},
  double: {type: 'number', zero: 0},
  float: {type: 'number', zero: 0},
};

const DEFAULT_ANNOTATIONS = ['DefaultBoolean', 'DefaultNumeric', 'DefaultString', 'DefaultDecimal'];

/** The key's type and default, or undefined when Configurate would not write it (no default for an object type). */
function keyValue(
  ws: Workspace,
  chain: readonly Declaration[],
  returnType: string,
): Omit<SourceConfigKey, 'path' | 'place'> | undefined {
  const top = chain[0];
  const primitive = PRIMITIVES[returnType];
  const enumType = primitive ? undefined : ws.resolveType(returnType.split('<')[0], top.file);
  const isEnum = enumType?.type.kind === 'enum';
  const type: SourceConfigKey['type'] =
    primitive?.type ??
    (isEnum
      ? 'enum'
      : returnType === 'String'
        ? 'string'
        : returnType === 'UUID'
          ? 'uuid'
          : /^(List|Set|Collection)<String>$/.test(returnType)
            ? 'string-list'
            : 'string');
  if (!primitive && !isEnum && !['String', 'UUID'].includes(returnType) && type !== 'string-list') {
    throw new Unreadable({file: top.file.path, line: top.method.line}, `unknown config type ${returnType}`);
  }
  const annotated = DEFAULT_ANNOTATIONS.map((name) => effective(chain, name)).find(Boolean);
  let value: ConfigValue | undefined;
  if (top.method.body) {
    value = bodyValue(ws, top, isEnum ? enumType!.type : undefined);
  } else if (annotated) {
    value = annotationValue(ws, annotated, chain.find((entry) => annotation(entry.method, annotated.name)) ?? top);
    value ??= annotated.name === 'DefaultBoolean' ? false : annotated.name === 'DefaultString' ? '' : 0;
  } else if (primitive) {
    value = primitive.zero;
  } else {
    return undefined;
  }
  const range = effective(chain, 'NumericRange');
  const bound = (key: string): number | undefined => {
    const expr = range?.args.get(key)?.[0];
    const evaluated = expr ? constantOf(expr, {ws, file: top.file, type: top.type}) : undefined;
    return typeof evaluated === 'number' ? evaluated : undefined;
  };
  return {
    type,
    default: value,
    enumValues: isEnum ? enumType!.type.enumConstants.map((constant) => constant.name.toLowerCase()) : undefined,
    range: range ? {min: bound('from') ?? -Infinity, max: bound('to') ?? Infinity} : undefined,
  };
}

function isSection(ws: Workspace, declaration: Declaration): {file: JavaFile; type: JType} | undefined {
  const target = ws.resolveType(declaration.method.returnType.split('<')[0], declaration.file);
  return target && target.type.kind === 'interface' && annotation(target.type, 'ConfigSerializable')
    ? target
    : undefined;
}

/** The keys of one platform's file, in the order the interfaces declare them. */
export function configKeys(ws: Workspace, rootName: string, platform: ConfigPlatform): SourceConfigKey[] {
  const keys: SourceConfigKey[] = [];
  const visit = (root: {file: JavaFile; type: JType}, prefix: string, depth: number): void => {
    if (depth > 6) {
      return;
    }
    for (const [name, chain] of declarations(ws, root)) {
      if (!writtenOn(chain, platform)) {
        continue;
      }
      const path = `${prefix}${kebabCase(name)}`;
      const section = isSection(ws, chain[0]);
      if (section) {
        visit(section, `${path}.`, depth + 1);
        continue;
      }
      const value = keyValue(ws, chain, chain[0].method.returnType);
      if (value) {
        keys.push({path, ...value, place: {file: chain[0].file.path, line: chain[0].method.line}});
      }
    }
  };
  visit(typeOrThrow(ws, rootName), '', 0);
  return keys;
}

/** `Constants.CONFIG_VERSION`. */
export function configVersion(ws: Workspace, rootName: string): {value: number; place: Place} {
  const found = typeOrThrow(ws, 'Constants', typeOrThrow(ws, rootName).file);
  const field = found.type.fields.find((entry) => entry.name === 'CONFIG_VERSION');
  const value = field?.initializer
    ? constantOf(field.initializer, {ws, file: found.file, type: found.type})
    : undefined;
  if (typeof value !== 'number') {
    throw new Unreadable({file: found.file.path}, 'no Constants.CONFIG_VERSION');
  }
  return {value, place: {file: found.file.path, line: field!.line}};
}
