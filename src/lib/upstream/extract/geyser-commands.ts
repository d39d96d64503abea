/**
 * Geyser's built-in commands as `CommandRegistry` registers them: each `registerBuiltInCommand(...)`
 * argument (a `new XCommand(...)`, or a local variable holding one), followed through the command
 * class's constructors (`super(...)`/`this(...)`) to `GeyserCommand`'s own parameters `name`,
 * `permission`, `permissionDefault`, `bedrockOnly`; aliases from `aliases = ...` in the constructor; the
 * `if` around the registration. Also the root permission, the `Permissions` class, which bootstraps
 * apply the root permission (`new CommandRegistry(geyser, cloud[, applyRootPermission])`), and
 * Standalone's `permissions.yml`.
 */
import {parse as parseYaml} from 'yaml';

import {Unreadable} from '../findings';
import {findAll, kid, text, tokensNamed} from '../java/cst';
import {callsIn, describe, newsIn, type JExpr, type JNew} from '../java/expr';
import type {JavaFile, JType} from '../java/model';
import {constantOf, enclosingCondition} from '../java/query';
import type {Place} from '../types';
import type {Workspace} from '../workspace';
import {platformsOfFile} from '../modules';
import {kebabCase} from './geyser-config';

export interface SourceCommand {
  readonly name: string;
  readonly aliases: readonly string[];
  readonly permission: string;
  /** `TRUE`, `NOT_SET` or `FALSE` (the `TriState` constant). */
  readonly permissionDefault: string;
  readonly bedrockOnly: boolean;
  readonly condition?: string;
  readonly place: Place;
}

const BASE = 'GeyserCommand';
const BASE_PARAMS = ['name', 'permission', 'permissionDefault', 'bedrockOnly'] as const;

function localInitializer(type: JType, name: string): JNew | undefined {
  for (const declarator of findAll(type.node, 'variableDeclarator')) {
    const id = kid(declarator, 'variableDeclaratorId');
    if (id && tokensNamed(id, 'Identifier')[0]?.image === name) {
      const created = newsIn(declarator, findAll)[0];
      if (created) {
        return created;
      }
    }
  }
  return undefined;
}

type Env = ReadonlyMap<string, JExpr>;

function substitute(expr: JExpr, env: Env): JExpr {
  return expr.k === 'name' && expr.parts.length === 1 && env.has(expr.parts[0]) ? env.get(expr.parts[0])! : expr;
}

/**
 * Follows constructor delegation from `new T(args)` (`this(...)`, `super(...)`) up to the constructor of
 * `base` that has all of `params`, and returns that constructor's parameter values.
 */
function baseArguments(ws: Workspace, created: JNew, from: JavaFile, base: string, params: readonly string[]): Env {
  let current = ws.resolveType(created.type, from);
  let args: readonly JExpr[] = created.args;
  let env: Env = new Map();
  for (let depth = 0; current && depth < 8; depth += 1) {
    const constructor = current.type.constructors.find((entry) => entry.params.length === args.length);
    if (!constructor) {
      throw new Unreadable(
        {file: current.file.path, line: current.type.line},
        `no ${current.type.name} constructor with ${args.length} arguments`,
      );
    }
    const next = new Map(constructor.params.map((param, index) => [param.name, substitute(args[index], env)]));
    if (
      current.type.name === base &&
      params.every((param) => constructor.params.some((entry) => entry.name === param))
    ) {
      return next;
    }
    if (!constructor.delegation) {
      throw new Unreadable(
        {file: current.file.path, line: constructor.line},
        `${current.type.name} does not reach ${base}`,
      );
    }
    env = next;
    args = constructor.delegation.args;
    if (constructor.delegation.kind === 'super') {
      const parent = current.type.supertypes[0];
      current = parent ? ws.resolveType(parent, current.file) : undefined;
    }
  }
  throw new Unreadable({file: from.path, line: created.line}, `cannot follow ${describe(created)} to ${base}`);
}

function aliasesOf(ws: Workspace, type: {file: JavaFile; type: JType}): string[] {
  const aliases: string[] = [];
  for (const statement of findAll(type.type.node, 'expressionStatement')) {
    if (!/^(this\.)?aliases=/.test(text(statement))) {
      continue;
    }
    for (const call of callsIn(statement, findAll)) {
      for (const arg of call.args) {
        const value = constantOf(arg, {ws, file: type.file, type: type.type});
        if (typeof value === 'string') {
          aliases.push(value);
        }
      }
    }
  }
  return aliases;
}

function registry(ws: Workspace): {file: JavaFile; type: JType} {
  const found = ws.types('CommandRegistry')[0];
  if (!found) {
    throw new Unreadable(
      {file: 'core/src/main/java/org/geysermc/geyser/command/CommandRegistry.java'},
      'no CommandRegistry',
    );
  }
  return found;
}

export function builtInCommands(ws: Workspace): SourceCommand[] {
  const {file, type} = registry(ws);
  const commands: SourceCommand[] = [];
  for (const call of callsIn(type.node, findAll).filter((entry) => entry.name === 'registerBuiltInCommand')) {
    const arg = call.args[0];
    const created =
      arg?.k === 'new'
        ? arg
        : arg?.k === 'name' && arg.parts.length === 1
          ? localInitializer(type, arg.parts[0])
          : undefined;
    if (!created) {
      throw new Unreadable({file: file.path, line: call.line}, `cannot read ${describe(call)}`);
    }
    const values = baseArguments(ws, created, file, BASE, BASE_PARAMS);
    const scope = {ws, file, type};
    const read = (name: string): unknown => {
      const expr = values.get(name)!;
      return expr.k === 'name' && expr.parts.length > 1 ? expr.parts[expr.parts.length - 1] : constantOf(expr, scope);
    };
    const [name, permission, permissionDefault, bedrockOnly] = BASE_PARAMS.map(read);
    if (typeof name !== 'string' || typeof permission !== 'string' || typeof permissionDefault !== 'string') {
      throw new Unreadable(
        {file: file.path, line: call.line},
        `cannot read the name, permission or default of ${describe(created)}`,
      );
    }
    const commandType = ws.resolveType(created.type, file)!;
    commands.push({
      name,
      aliases: aliasesOf(ws, commandType),
      permission,
      permissionDefault,
      bedrockOnly: bedrockOnly === true,
      condition: enclosingCondition(type.node, call.line),
      place: {file: file.path, line: call.line},
    });
  }
  return commands;
}

/**
 * The platforms whose bootstrap creates its command registry with `applyRootPermission` true: the
 * registry (or a subclass) is followed through its constructors to `CommandRegistry`'s own.
 */
export function rootPermissionPlatforms(ws: Workspace): {platforms: string[]; place: Place} {
  const platforms = new Set<string>();
  let place: Place | undefined;
  for (const path of ws.tree.list('bootstrap', '.java')) {
    const modules = platformsOfFile(path);
    if (!modules?.length || !(ws.read(path) ?? '').includes('CommandRegistry(')) {
      continue;
    }
    const file = ws.java(path)!;
    for (const type of file.types.filter((entry) => !entry.outer)) {
      for (const created of newsIn(type.node, findAll).filter((entry) => entry.type.endsWith('CommandRegistry'))) {
        const values = baseArguments(ws, created, file, 'CommandRegistry', ['applyRootPermission']);
        const applied = constantOf(values.get('applyRootPermission')!, {ws, file, type});
        if (typeof applied !== 'boolean') {
          throw new Unreadable(
            {file: path, line: created.line},
            `cannot tell whether ${describe(created)} applies the root permission`,
          );
        }
        place ??= {file: path, line: created.line};
        if (applied) {
          modules.forEach((platform) => platforms.add(platform));
        }
      }
    }
  }
  if (!place) {
    throw new Unreadable({file: 'bootstrap/'}, 'no bootstrap creates a CommandRegistry');
  }
  return {platforms: [...platforms].sort(), place};
}

/** `GEYSER_ROOT_PERMISSION` in `CommandRegistry`. */
export function rootPermission(ws: Workspace): {value: string; place: Place} {
  const {file, type} = registry(ws);
  const field = type.fields.find((entry) => /ROOT_PERMISSION$/.test(entry.name));
  const value = field?.initializer ? constantOf(field.initializer, {ws, file, type}) : undefined;
  if (typeof value !== 'string') {
    throw new Unreadable({file: file.path}, 'no root permission constant');
  }
  return {value, place: {file: file.path, line: field!.line}};
}

/** `register("geyser.update")` fields of `Permissions`, with the default the one-argument overload passes on. */
export function otherPermissions(ws: Workspace): {permission: string; permissionDefault: string; place: Place}[] {
  const found = ws.types('Permissions').find((entry) => entry.file.packageName === 'org.geysermc.geyser');
  if (!found) {
    throw new Unreadable({file: 'core/src/main/java/org/geysermc/geyser/Permissions.java'}, 'no Permissions class');
  }
  const overload = found.type.methods.find((method) => method.name === 'register' && method.params.length === 1);
  const passedOn = overload?.body
    ? callsIn(overload.body, findAll).find((call) => call.name === 'register' && call.args.length === 2)
    : undefined;
  return found.type.fields.flatMap((field) => {
    const call = field.initializer;
    if (call?.k !== 'call' || call.name !== 'register') {
      return [];
    }
    const permission = constantOf(call.args[0], {ws, file: found.file, type: found.type});
    const defaultExpr = call.args[1] ?? passedOn?.args[1];
    if (typeof permission !== 'string' || defaultExpr?.k !== 'name') {
      throw new Unreadable({file: found.file.path, line: field.line}, `cannot read ${describe(call)}`);
    }
    return [
      {
        permission,
        permissionDefault: defaultExpr.parts[defaultExpr.parts.length - 1],
        place: {file: found.file.path, line: field.line},
      },
    ];
  });
}

/** Standalone's shipped `permissions.yml` and the keys `PermissionConfiguration` reads. */
export function standalonePermissionsFile(ws: Workspace): {
  keys: string[];
  lists: Record<string, string[]>;
  place: Place;
} {
  const path = ws.tree.list('', '/permissions.yml').find((entry) => entry.includes('/src/main/resources/'));
  const config = ws.types('PermissionConfiguration')[0];
  if (!path || !config) {
    throw new Unreadable(
      {file: 'core/src/main/resources/permissions.yml'},
      'no permissions.yml or PermissionConfiguration',
    );
  }
  const parsed = (parseYaml(ws.read(path) ?? '') ?? {}) as Record<string, unknown>;
  const lists = Object.fromEntries(
    Object.entries(parsed).map(([key, value]) => [key, Array.isArray(value) ? value.map(String) : []]),
  );
  return {keys: config.type.fields.map((field) => kebabCase(field.name)), lists, place: {file: path}};
}
