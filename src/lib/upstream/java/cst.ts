/**
 * Small, generic helpers over the concrete syntax tree that `java-parser` (the parser behind Prettier's
 * Java plugin) returns. The tree names every grammar rule (`methodDeclaration`, `primary`, …) and keeps
 * every token with its line, so the extractors can ask "which rule is this" instead of matching text.
 */
import type {CstNode, IToken} from 'java-parser';

export type {CstNode, IToken};

/** A child in the tree: a rule node or a token (java-parser's own union names every rule type). */
export type CstElement = CstNode | IToken;

export function isToken(element: CstElement): element is IToken {
  return (element as IToken).image !== undefined;
}

function offsetOf(element: CstElement): number {
  return isToken(element) ? element.startOffset : element.location.startOffset;
}

/** The node's children (rules and tokens) in source order. */
export function children(node: CstNode): CstElement[] {
  const all: CstElement[] = [];
  for (const list of Object.values(node.children)) {
    all.push(...(list as unknown as CstElement[]));
  }
  return all.sort((a, b) => offsetOf(a) - offsetOf(b));
}

/** Child rule nodes called `name`, in source order. */
export function kids(node: CstNode, name: string): CstNode[] {
  return ((node.children[name] ?? []) as unknown as CstElement[]).filter((child): child is CstNode => !isToken(child));
}

/** The first child rule called `name`. */
export function kid(node: CstNode, name: string): CstNode | undefined {
  return kids(node, name)[0];
}

/** Child tokens of one token type (`Identifier`, `StringLiteral`, …). */
export function tokensNamed(node: CstNode, name: string): IToken[] {
  return ((node.children[name] ?? []) as unknown as CstElement[]).filter(isToken);
}

/** The node's `Identifier` tokens joined with dots (`org.geysermc.geyser`); empty when there is no node. */
export function dottedName(node: CstNode | undefined): string {
  return node
    ? tokensNamed(node, 'Identifier')
        .map((token) => token.image)
        .join('.')
    : '';
}

/**
 * Every descendant rule called `name`, in source order. `stopAt` rules are not entered (for example
 * nested class bodies, so a search stays inside one type).
 */
export function findAll(node: CstNode, name: string, stopAt: readonly string[] = []): CstNode[] {
  const found: CstNode[] = [];
  const visit = (current: CstNode): void => {
    for (const child of children(current)) {
      if (isToken(child)) {
        continue;
      }
      if (child.name === name) {
        found.push(child);
      }
      if (!stopAt.includes(child.name)) {
        visit(child);
      }
    }
  };
  visit(node);
  return found;
}

/** The first descendant rule called `name` (depth first). */
export function find(node: CstNode, name: string): CstNode | undefined {
  for (const child of children(node)) {
    if (isToken(child)) {
      continue;
    }
    if (child.name === name) {
      return child;
    }
    const deeper = find(child, name);
    if (deeper) {
      return deeper;
    }
  }
  return undefined;
}

/** Every token below the node, in source order. */
export function tokens(node: CstNode): IToken[] {
  const all: IToken[] = [];
  const visit = (current: CstNode): void => {
    for (const child of children(current)) {
      if (isToken(child)) {
        all.push(child);
      } else {
        visit(child);
      }
    }
  };
  visit(node);
  return all;
}

const WORD = /^[\w"'$]/;

/**
 * The node as compact source text: tokens joined without spaces except between two words, so
 * `this.geyser.platformType() == PlatformType.STANDALONE` reads `this.geyser.platformType()==PlatformType.STANDALONE`.
 * Stable under reformatting, which makes it usable to compare conditions between two versions.
 */
export function text(node: CstNode): string {
  let out = '';
  let previous = '';
  for (const token of tokens(node)) {
    if (out && WORD.test(token.image) && /[\w"'$]$/.test(previous)) {
      out += ' ';
    }
    out += token.image;
    previous = token.image;
  }
  return out;
}

export function line(element: CstElement): number {
  return isToken(element) ? element.startLine : element.location.startLine;
}

/** java-parser's `parse`, loaded once by `loadParsers` (the package is an ES module). */
export type JavaParse = (source: string) => CstNode;

/** Parses a Java file; throws with the file name and the parser's message when it cannot. */
export function parseJava(parse: JavaParse, source: string, file: string): CstNode {
  try {
    return parse(source);
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new Error(`${file}: java-parser could not read the file (${message})`);
  }
}
