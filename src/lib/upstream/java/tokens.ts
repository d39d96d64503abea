/**
 * Readers over a Java file's tokens, for facts that are about the text a file writes rather than about its
 * declarations: the strings a log call can print, and the calls that pass a language key to a logger. The
 * tokens are java-parser's, so comments, character literals and text blocks are told apart as the compiler
 * does.
 */
import {children, isToken, type CstNode, type IToken} from './cst';
import {literalValue} from './expr';

/** Every token below `node`, in source order. */
export function tokensIn(node: CstNode): IToken[] {
  return children(node).flatMap((child) => (isToken(child) ? [child] : tokensIn(child)));
}

const isString = (token: IToken | undefined): boolean =>
  token?.tokenType.name === 'StringLiteral' || token?.tokenType.name === 'TextBlock';

/**
 * The values of the string literals and text blocks, in source order, with literals that `+` joins
 * directly (`"Please " + "update"`) merged into one: the texts a log call can print as they are written.
 */
export function stringLiterals(tokens: readonly IToken[]): string[] {
  const strings: string[] = [];
  tokens.forEach((token, index) => {
    if (!isString(token)) {
      return;
    }
    const value = literalValue(token) as string;
    const joined = index >= 2 && tokens[index - 1].tokenType.name === 'Plus' && isString(tokens[index - 2]);
    if (joined) {
      strings[strings.length - 1] += value;
    } else {
      strings.push(value);
    }
  });
  return strings;
}

/**
 * The arguments of the call whose name is the token at `index` (an identifier followed by `(`), each as its
 * tokens; undefined when no call starts there.
 */
export function callArguments(tokens: readonly IToken[], index: number): IToken[][] | undefined {
  if (tokens[index]?.tokenType.name !== 'Identifier' || tokens[index + 1]?.tokenType.name !== 'LBrace') {
    return undefined;
  }
  const args: IToken[][] = [[]];
  let depth = 0;
  for (let at = index + 2; at < tokens.length; at++) {
    const kind = tokens[at].tokenType.name;
    if (depth === 0 && kind === 'RBrace') {
      return args[0].length === 0 ? [] : args;
    }
    if (depth === 0 && kind === 'Comma') {
      args.push([]);
      continue;
    }
    depth += kind === 'LBrace' || kind === 'LCurly' || kind === 'LSquare' ? 1 : 0;
    depth -= kind === 'RBrace' || kind === 'RCurly' || kind === 'RSquare' ? 1 : 0;
    args[args.length - 1].push(tokens[at]);
  }
  return undefined;
}
