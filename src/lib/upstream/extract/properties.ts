/**
 * Java system properties read by Geyser's code: calls of `System.getProperty`, `Boolean.getBoolean`,
 * `Integer.getInteger`, `Long.getLong` and `System.getProperties().contains/containsKey/get/getProperty`
 * with a constant name, and calls of helper methods that pass one of their parameters on to one of
 * those (`positivePropOrDefault("Geyser.RakPacketLimit", DEFAULT_PACKET_LIMIT)`), whose other constant
 * argument is taken as the default. Files are picked by a text search for those method names and then
 * parsed; only the syntax tree decides what counts.
 */
import {Unreadable} from '../findings';
import {findAll} from '../java/cst';
import {callsIn, describe, qualifiedName, type JCall, type JExpr} from '../java/expr';
import type {JavaFile, JMethod, JType} from '../java/model';
import {constantOf} from '../java/query';
import type {Place} from '../types';
import type {Workspace} from '../workspace';

/** `null`: no default (unset); a string: the literal fallback; `{computed}`: a fallback worked out at run time. */
export type SourceDefault = string | null | {readonly computed: string};

export interface PropertyRead {
  readonly name: string;
  readonly default: SourceDefault;
  readonly place: Place;
}

const READERS: Record<string, {readonly fallback: (args: readonly JExpr[]) => JExpr | 'false' | undefined}> = {
  'System.getProperty': {fallback: (args) => args[1]},
  'Boolean.getBoolean': {fallback: () => 'false'},
  'Integer.getInteger': {fallback: (args) => args[1]},
  'Long.getLong': {fallback: (args) => args[1]},
};
const PROPERTIES_LOOKUPS = ['contains', 'containsKey', 'get', 'getProperty'];
/** The text search that picks the files to parse: the reads are always qualified, as `readerOf` requires. */
const SEARCH_WORDS = ['System.getProperty', 'Boolean.getBoolean', 'Integer.getInteger', 'Long.getLong'];

interface Wrapper {
  readonly name: string;
  readonly nameParam: number;
  readonly params: number;
}

/** The property-reading call and which argument names the property, if `call` is one. */
function readerOf(call: JCall): {nameArg: JExpr | undefined; fallback: JExpr | 'false' | undefined} | undefined {
  const reader = Object.hasOwn(READERS, qualifiedName(call)) ? READERS[qualifiedName(call)] : undefined;
  if (reader) {
    return {nameArg: call.args[0], fallback: reader.fallback(call.args)};
  }
  if (
    PROPERTIES_LOOKUPS.includes(call.name) &&
    call.target?.k === 'call' &&
    qualifiedName(call.target) === 'System.getProperties'
  ) {
    return {nameArg: call.args[0], fallback: undefined};
  }
  return undefined;
}

function enclosingMethod(type: JType, line: number): JMethod | undefined {
  return type.methods.find((method) => {
    const location = method.body?.location;
    return location !== undefined && location.startLine <= line && line <= (location.endLine ?? location.startLine);
  });
}

function defaultOf(
  ws: Workspace,
  file: JavaFile,
  type: JType,
  fallback: JExpr | 'false' | undefined,
  depth = 0,
): SourceDefault {
  if (fallback === undefined) {
    return null;
  }
  if (fallback === 'false') {
    return 'false';
  }
  if (fallback.k === 'call' && depth < 4) {
    const inner = readerOf(fallback);
    if (inner) {
      return defaultOf(ws, file, type, inner.fallback, depth + 1);
    }
  }
  const value = constantOf(fallback, {ws, file, type});
  if (value === undefined || value === null) {
    return value === null ? null : {computed: describe(fallback)};
  }
  return String(value) === '' ? null : String(value);
}

function topTypes(file: JavaFile): JType[] {
  return file.types.filter((type) => !type.outer);
}

function candidates(ws: Workspace, words: readonly string[]): string[] {
  return ws.tree
    .list('', '.java')
    .filter((path) => !path.includes('/src/test/'))
    .filter((path) => {
      const source = ws.read(path) ?? '';
      return words.some((word) => source.includes(word));
    });
}

function readsIn(ws: Workspace, path: string, reads: PropertyRead[], wrappers: Wrapper[]): void {
  const file = ws.java(path);
  for (const type of file ? topTypes(file) : []) {
    for (const call of callsIn(type.node, findAll)) {
      const reader = readerOf(call);
      if (!reader?.nameArg) {
        continue;
      }
      const name = constantOf(reader.nameArg, {ws, file: file!, type});
      if (typeof name === 'string') {
        reads.push({name, default: defaultOf(ws, file!, type, reader.fallback), place: {file: path, line: call.line}});
        continue;
      }
      const method = enclosingMethod(type, call.line);
      const nameArg = reader.nameArg;
      const nameParam =
        method && nameArg.k === 'name' && nameArg.parts.length === 1
          ? method.params.findIndex((param) => param.name === nameArg.parts[0])
          : -1;
      if (method && nameParam >= 0) {
        wrappers.push({name: method.name, nameParam, params: method.params.length});
      } else {
        throw new Unreadable({file: path, line: call.line}, `cannot tell which property ${describe(call)} reads`);
      }
    }
  }
}

function wrapperReadsIn(ws: Workspace, path: string, wrappers: readonly Wrapper[], reads: PropertyRead[]): void {
  const file = ws.java(path);
  for (const type of file ? topTypes(file) : []) {
    for (const call of callsIn(type.node, findAll)) {
      const wrapper = wrappers.find((entry) => entry.name === call.name && entry.params === call.args.length);
      if (!wrapper) {
        continue;
      }
      const name = constantOf(call.args[wrapper.nameParam], {ws, file: file!, type});
      if (typeof name !== 'string') {
        continue;
      }
      const others = call.args.filter((_arg, index) => index !== wrapper.nameParam);
      reads.push({
        name,
        default: others.length === 1 ? defaultOf(ws, file!, type, others[0]) : {computed: describe(call)},
        place: {file: path, line: call.line},
      });
    }
  }
}

/** Every system property read in the tree (test sources left out), once per read. */
export function propertyReads(ws: Workspace): PropertyRead[] {
  const reads: PropertyRead[] = [];
  const wrappers: Wrapper[] = [];
  for (const path of candidates(ws, SEARCH_WORDS)) {
    readsIn(ws, path, reads, wrappers);
  }
  if (wrappers.length > 0) {
    for (const path of candidates(ws, [...new Set(wrappers.map((wrapper) => wrapper.name))])) {
      wrapperReadsIn(ws, path, wrappers, reads);
    }
  }
  return reads;
}

/** Properties every JVM defines (`os.name`, `java.version`, `user.dir`, …), which are not Geyser's settings. */
export function isJvmStandard(name: string): boolean {
  return /^(java|javax|jdk|sun|os|user|file|line|path)\./.test(name);
}
