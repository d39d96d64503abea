/**
 * One upstream checkout as the extractors see it: its files (through a `SourceTree`, so tests can lay
 * a changed file over the real snapshot without copying it) and the parsers, with parse results cached
 * by file content across workspaces.
 */
import type {Tree} from 'web-tree-sitter';

import {parseJava, type IToken, type JavaParse} from './java/cst';
import {stringLiterals, tokensIn} from './java/tokens';
import {readJavaFile, type JavaFile, type JType} from './java/model';
import type {KotlinParse} from './kotlin';

/** Read access to a checkout; paths are relative, with `/`. */
export interface SourceTree {
  /** Where the tree lives, for messages. */
  readonly label: string;
  read(path: string): string | undefined;
  /** Every file below `dir` ('' for all) whose name ends with `suffix`, sorted. */
  list(dir: string, suffix: string): readonly string[];
}

export interface Parsers {
  readonly java: JavaParse;
  readonly kotlin: KotlinParse;
}

const javaCache = new Map<string, JavaFile>();
const kotlinCache = new Map<string, Tree>();
const tokensCache = new Map<string, IToken[]>();

export class Workspace {
  private typeFiles?: Map<string, string[]>;

  constructor(
    readonly tree: SourceTree,
    readonly parsers: Parsers,
  ) {}

  read(path: string): string | undefined {
    return this.tree.read(path);
  }

  /** A parsed Java file; undefined when the file is absent. Throws when it does not parse. */
  java(path: string): JavaFile | undefined {
    const source = this.tree.read(path);
    if (source === undefined) {
      return undefined;
    }
    const key = `${path}\0${source}`;
    let file = javaCache.get(key);
    if (!file) {
      file = readJavaFile(this.parsers.java, source, path);
      javaCache.set(key, file);
    }
    return file;
  }

  /** A Java file's tokens in source order; undefined when the file is absent. Throws when it does not parse. */
  javaTokens(path: string): IToken[] | undefined {
    const source = this.tree.read(path);
    if (source === undefined) {
      return undefined;
    }
    let tokens = tokensCache.get(source);
    if (!tokens) {
      tokens = tokensIn(parseJava(this.parsers.java, source, path));
      tokensCache.set(source, tokens);
    }
    return tokens;
  }

  /** The string literals of a Java file (see `stringLiterals`); undefined when the file is absent. */
  javaStrings(path: string): string[] | undefined {
    const tokens = this.javaTokens(path);
    return tokens && stringLiterals(tokens);
  }

  kotlin(path: string): Tree | undefined {
    const source = this.tree.read(path);
    if (source === undefined) {
      return undefined;
    }
    let parsed = kotlinCache.get(source);
    if (!parsed) {
      parsed = this.parsers.kotlin(source);
      kotlinCache.set(source, parsed);
    }
    return parsed;
  }

  /**
   * Top-level and nested types called `name`, found through Java's one-public-type-per-file rule:
   * `Foo` is looked up in every `Foo.java`, `Outer.Foo` (or a nested `Foo` named from `Outer.java`) in `Outer.java`.
   */
  types(name: string, preferPackage?: string): {file: JavaFile; type: JType}[] {
    const parts = name.split('.');
    const simple = parts[parts.length - 1];
    const outerName = parts.length > 1 ? parts[parts.length - 2] : undefined;
    const found: {file: JavaFile; type: JType}[] = [];
    for (const fileName of outerName ? [outerName, simple] : [simple]) {
      for (const path of this.filesNamed(fileName)) {
        const file = this.java(path);
        for (const type of file?.types ?? []) {
          if (type.name === simple && (!outerName || type.outer === outerName || fileName === simple)) {
            found.push({file: file!, type});
          }
        }
      }
      if (found.length > 0) {
        break;
      }
    }
    return preferPackage && found.length > 1
      ? [...found].sort(
          (a, b) => Number(b.file.packageName === preferPackage) - Number(a.file.packageName === preferPackage),
        )
      : found;
  }

  /** A type referred to from `from`: its own nested types, its file's types, then imports and the tree. */
  resolveType(name: string, from: JavaFile): {file: JavaFile; type: JType} | undefined {
    const simple = name.split('.').pop()!;
    if (!name.includes('.')) {
      const local = from.types.find((type) => type.name === simple);
      if (local) {
        return {file: from, type: local};
      }
    }
    const imported = from.imports.find((entry) => entry.endsWith(`.${name.split('.')[0]}`));
    const packageName = imported ? imported.split('.').slice(0, -1).join('.') : from.packageName;
    const byFile = this.types(name, packageName)[0];
    if (byFile || name.includes('.')) {
      return byFile;
    }
    // A member type inherited from a supertype (`MotdConfig` inside `GeyserConfig`, used from a subinterface):
    // look through the other files of the same package.
    const folder = from.path.slice(0, from.path.lastIndexOf('/') + 1);
    for (const path of this.tree.list(folder, '.java')) {
      if (path.slice(folder.length).includes('/')) {
        continue;
      }
      const file = this.java(path);
      const type = file?.types.find((candidate) => candidate.name === simple);
      if (file && type) {
        return {file, type};
      }
    }
    return undefined;
  }

  private filesNamed(simple: string): string[] {
    if (!this.typeFiles) {
      this.typeFiles = new Map();
      for (const path of this.tree.list('', '.java')) {
        if (path.includes('/src/test/')) {
          continue;
        }
        const base = path.slice(path.lastIndexOf('/') + 1, -'.java'.length);
        this.typeFiles.set(base, [...(this.typeFiles.get(base) ?? []), path]);
      }
    }
    return this.typeFiles.get(simple) ?? [];
  }
}
