/**
 * Floodgate's commands and config, read from its core module:
 * - permissions: the `Permission` enum, whose constants are `NAME("node", DEFAULT)` or
 *   `NAME(PARENT, "child", DEFAULT)` (the node `<parent>.<child>`);
 * - commands: classes implementing `FloodgateCommand`, from the calls in `buildCommand`
 *   (`commandBuilder("name")`, `.permission(Permission.X.get())`, `.senderType(PlayerAudience.class)`,
 *   `.literal("add", "a")`) and what `shouldRegister` returns; subcommands: classes extending
 *   `FloodgateSubCommand` (`name()`, `permission()`), under the command that defines them;
 * - config: the keys and defaults of the shipped `config.yml` template (YAML), the extra keys of the
 *   proxy template (its lines other than the `>>` directives of GeyserMC's ConfigUtils), and the
 *   fields of `FloodgateConfig` and its nested classes that the template leaves out.
 */
import {Unreadable} from '../findings';
import {findAll, kid, text} from '../java/cst';
import {callsIn, describe, type JExpr} from '../java/expr';
import type {JavaFile, JType} from '../java/model';
import {methodNamed, returned} from '../java/query';
import type {Place} from '../types';
import type {Workspace} from '../workspace';

export interface FloodgatePermission {
  readonly constant: string;
  readonly node: string;
  readonly permissionDefault: string;
  readonly place: Place;
}

export interface FloodgateSourceCommand {
  readonly command: string;
  /** Constant of the `Permission` enum, when the command has one. */
  readonly permission?: string;
  readonly playersOnly: boolean;
  readonly literals: readonly {readonly name: string; readonly aliases: readonly string[]}[];
  readonly condition?: string;
  readonly place: Place;
}

function lastName(expr: JExpr | undefined): string | undefined {
  return expr?.k === 'name' ? expr.parts[expr.parts.length - 1] : undefined;
}

export function floodgatePermissions(ws: Workspace): FloodgatePermission[] {
  const found = ws
    .types('Permission')
    .find((entry) => entry.type.kind === 'enum' && entry.file.packageName.startsWith('org.geysermc.floodgate'));
  if (!found) {
    throw new Unreadable(
      {file: 'core/src/main/java/org/geysermc/floodgate/command/util/Permission.java'},
      'no Permission enum',
    );
  }
  const nodes = new Map<string, string>();
  return found.type.enumConstants.map((constant) => {
    const [first, second] = constant.args;
    const place = {file: found.file.path, line: constant.line};
    let node: string | undefined;
    if (first?.k === 'lit' && typeof first.value === 'string' && constant.args.length === 2) {
      node = first.value;
    } else if (
      first?.k === 'name' &&
      second?.k === 'lit' &&
      typeof second.value === 'string' &&
      constant.args.length === 3
    ) {
      const parent = nodes.get(lastName(first) ?? '');
      node = parent === undefined ? undefined : `${parent}.${second.value}`;
    }
    const permissionDefault = lastName(constant.args[constant.args.length - 1]);
    if (node === undefined || permissionDefault === undefined) {
      throw new Unreadable(place, `cannot read ${constant.name}(${constant.args.map(describe).join(', ')})`);
    }
    nodes.set(constant.name, node);
    return {constant: constant.name, node, permissionDefault, place};
  });
}

function typesExtending(ws: Workspace, supertype: string): {file: JavaFile; type: JType}[] {
  return ws.tree
    .list('', '.java')
    .filter((path) => !path.includes('/src/test/') && (ws.read(path) ?? '').includes(supertype))
    .flatMap((path) => {
      const file = ws.java(path)!;
      return file.types.filter((type) => type.supertypes.includes(supertype)).map((type) => ({file, type}));
    });
}

function permissionConstant(calls: ReturnType<typeof callsIn>): string | undefined {
  for (const call of calls.filter((entry) => entry.name === 'permission')) {
    const arg = call.args[0];
    const target = arg?.k === 'call' && arg.name === 'get' ? arg.target : undefined;
    if (target?.k === 'name' && target.parts.length >= 2 && target.parts[target.parts.length - 2] === 'Permission') {
      return target.parts[target.parts.length - 1];
    }
  }
  return undefined;
}

function stringArgs(args: readonly JExpr[]): string[] {
  return args.flatMap((arg) => (arg.k === 'lit' && typeof arg.value === 'string' ? [arg.value] : []));
}

function condition(type: JType): string | undefined {
  const method = methodNamed(type, 'shouldRegister');
  const statement = method?.body ? findAll(method.body, 'returnStatement')[0] : undefined;
  const expression = statement ? kid(statement, 'expression') : undefined;
  return expression ? text(expression) : undefined;
}

function subcommands(ws: Workspace, parent: string, type: JType, file: JavaFile): FloodgateSourceCommand[] {
  const defined = callsIn(type.node, findAll)
    .filter((call) => call.name === 'defineSubCommand' && call.args[0]?.k === 'class')
    .map((call) => (call.args[0] as {type: string}).type);
  return defined.map((name) => {
    const found = ws.resolveType(name, file);
    const nameMethod = found ? methodNamed(found.type, 'name', 0) : undefined;
    const permissionMethod = found ? methodNamed(found.type, 'permission', 0) : undefined;
    const literal = nameMethod ? returned(nameMethod) : undefined;
    const permission = permissionMethod ? lastName(returned(permissionMethod)) : undefined;
    if (!found || literal?.k !== 'lit' || typeof literal.value !== 'string') {
      throw new Unreadable({file: found?.file.path ?? file.path}, `cannot read the subcommand ${name}`);
    }
    return {
      command: `${parent} ${literal.value.toLowerCase()}`,
      permission,
      playersOnly: false,
      literals: [],
      place: {file: found.file.path, line: nameMethod!.line},
    };
  });
}

export function floodgateCommands(ws: Workspace): FloodgateSourceCommand[] {
  const commands: FloodgateSourceCommand[] = [];
  for (const {file, type} of typesExtending(ws, 'FloodgateCommand')) {
    const build = methodNamed(type, 'buildCommand');
    const calls = build?.body ? callsIn(build.body, findAll) : [];
    const builder = calls.find((call) => call.name === 'commandBuilder');
    const name = builder ? stringArgs(builder.args)[0] : undefined;
    if (!build || !name) {
      throw new Unreadable({file: file.path, line: type.line}, `cannot read the command name of ${type.name}`);
    }
    const sender = calls.find((call) => call.name === 'senderType')?.args[0];
    commands.push({
      command: name,
      permission: permissionConstant(calls),
      playersOnly: sender?.k === 'class' && sender.type.endsWith('PlayerAudience'),
      literals: calls
        .filter((call) => call.name === 'literal' && stringArgs(call.args).length === call.args.length)
        .map((call) => ({name: stringArgs(call.args)[0], aliases: stringArgs(call.args).slice(1)})),
      condition: condition(type),
      place: {file: file.path, line: builder!.line},
    });
    commands.push(...subcommands(ws, name, type, file));
  }
  if (commands.length === 0) {
    throw new Unreadable({file: 'core/src/main/java/org/geysermc/floodgate/command/'}, 'no FloodgateCommand classes');
  }
  return commands;
}
