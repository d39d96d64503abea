/**
 * Java expressions as a small tree the extractors can pattern-match: literals, dotted names, method
 * calls with their target, `new` expressions, class literals and operators. Built from java-parser's
 * `expression`/`primary` rules; anything else becomes `other` with its compact text.
 */
import {children, dottedName, isToken, kid, kids, line, text, tokensNamed, type CstNode, type IToken} from './cst';

export type JExpr =
  | {readonly k: 'lit'; readonly value: string | number | boolean | null; readonly line: number}
  | {readonly k: 'name'; readonly parts: readonly string[]; readonly line: number}
  | {readonly k: 'member'; readonly target: JExpr; readonly name: string; readonly line: number}
  | {
      readonly k: 'call';
      readonly name: string;
      readonly target?: JExpr;
      readonly args: readonly JExpr[];
      readonly line: number;
    }
  | {readonly k: 'new'; readonly type: string; readonly args: readonly JExpr[]; readonly line: number}
  | {readonly k: 'class'; readonly type: string; readonly line: number}
  | {readonly k: 'not'; readonly operand: JExpr; readonly line: number}
  | {readonly k: 'binary'; readonly ops: readonly string[]; readonly operands: readonly JExpr[]; readonly line: number}
  | {readonly k: 'other'; readonly text: string; readonly line: number};

export type JCall = Extract<JExpr, {k: 'call'}>;
export type JNew = Extract<JExpr, {k: 'new'}>;

/** Java string literal escapes; JSON's differ in `\'` and octal escapes. */
function unescapeJava(body: string): string {
  return body.replace(/\\(u+[0-9a-fA-F]{4}|[0-7]{1,3}|.)/g, (_match, code: string) => {
    if (code.startsWith('u')) {
      return String.fromCharCode(parseInt(code.replace(/^u+/, ''), 16));
    }
    if (/^[0-7]/.test(code)) {
      return String.fromCharCode(parseInt(code, 8));
    }
    const simple: Record<string, string> = {n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', s: ' '};
    return simple[code] ?? code;
  });
}

/** A text block's value: the lines after the opening quotes, with their common indentation removed. */
function textBlockValue(image: string): string {
  const lines = image
    .slice(3, -3)
    .replace(/^[ \t]*\r?\n/, '')
    .split(/\r?\n/);
  const indents = lines.filter((entry) => entry.trim() !== '').map((entry) => /^[ \t]*/.exec(entry)![0].length);
  const closingIndent = /^[ \t]*$/.test(lines[lines.length - 1]) ? lines[lines.length - 1].length : Infinity;
  const cut = Math.min(closingIndent, ...indents);
  return unescapeJava(lines.map((entry) => entry.slice(Number.isFinite(cut) ? cut : 0).trimEnd()).join('\n'));
}

/** The value of a literal token (string, text block, character, number, boolean, null). */
export function literalValue(token: IToken): string | number | boolean | null | undefined {
  const image = token.image;
  switch (token.tokenType.name) {
    case 'StringLiteral':
      return unescapeJava(image.slice(1, -1));
    case 'TextBlock':
      return textBlockValue(image);
    case 'CharLiteral':
      return unescapeJava(image.slice(1, -1));
    case 'True':
      return true;
    case 'False':
      return false;
    case 'Null':
      return null;
    case 'DecimalLiteral':
    case 'HexLiteral':
    case 'OctalLiteral':
    case 'BinaryLiteral': {
      const digits = image.replace(/_/g, '').replace(/[lL]$/, '');
      const value = digits.startsWith('0b') || digits.startsWith('0B') ? parseInt(digits.slice(2), 2) : Number(digits);
      return Number.isNaN(value) ? undefined : value;
    }
    case 'FloatLiteral':
      return Number(image.replace(/_/g, '').replace(/[fFdD]$/, ''));
    default:
      return undefined;
  }
}

function firstToken(node: CstNode): IToken | undefined {
  for (const child of children(node)) {
    if (isToken(child)) {
      return child;
    }
    const inner = firstToken(child);
    if (inner) {
      return inner;
    }
  }
  return undefined;
}

function other(node: CstNode): JExpr {
  return {k: 'other', text: text(node), line: line(node)};
}

/** Identifiers of a dotted name rule (`fqnOrRefType`), type arguments left out. */
function nameParts(node: CstNode): string[] {
  const parts: string[] = [];
  for (const part of [...kids(node, 'fqnOrRefTypePartFirst'), ...kids(node, 'fqnOrRefTypePartRest')]) {
    const common = kid(part, 'fqnOrRefTypePartCommon');
    const identifier = common ? (tokensNamed(common, 'Identifier')[0] ?? firstToken(common)) : undefined;
    if (identifier) {
      parts.push(identifier.image);
    }
  }
  return parts;
}

function argumentsOf(node: CstNode | undefined): JExpr[] {
  const list = node ? kid(node, 'argumentList') : undefined;
  return list ? kids(list, 'expression').map(toExpr) : [];
}

function prefixExpr(prefix: CstNode): JExpr {
  const literal = kid(prefix, 'literal');
  if (literal) {
    const token = firstToken(literal);
    const value = token ? literalValue(token) : undefined;
    return value === undefined ? other(prefix) : {k: 'lit', value, line: line(prefix)};
  }
  const fqn = kid(prefix, 'fqnOrRefType');
  if (fqn) {
    return {k: 'name', parts: nameParts(fqn), line: line(prefix)};
  }
  if (tokensNamed(prefix, 'This').length > 0) {
    return {k: 'name', parts: ['this'], line: line(prefix)};
  }
  const parenthesis = kid(prefix, 'parenthesisExpression');
  const inner = parenthesis ? kid(parenthesis, 'expression') : undefined;
  if (inner) {
    return toExpr(inner);
  }
  const creation = kid(prefix, 'newExpression');
  const unqualified = creation ? kid(creation, 'unqualifiedClassInstanceCreationExpression') : undefined;
  if (unqualified) {
    const typeName = dottedName(kid(unqualified, 'classOrInterfaceTypeToInstantiate'));
    return {k: 'new', type: typeName, args: argumentsOf(unqualified), line: line(prefix)};
  }
  return other(prefix);
}

function applySuffix(current: JExpr, suffix: CstNode): JExpr {
  const identifier = tokensNamed(suffix, 'Identifier')[0];
  if (identifier && tokensNamed(suffix, 'Dot').length > 0) {
    return current.k === 'name'
      ? {...current, parts: [...current.parts, identifier.image]}
      : {k: 'member', target: current, name: identifier.image, line: identifier.startLine};
  }
  const invocation = kid(suffix, 'methodInvocationSuffix');
  if (invocation) {
    const args = argumentsOf(invocation);
    if (current.k === 'name') {
      const parts = current.parts;
      const target: JExpr | undefined =
        parts.length > 1 ? {k: 'name', parts: parts.slice(0, -1), line: current.line} : undefined;
      return {k: 'call', name: parts[parts.length - 1], target, args, line: current.line};
    }
    if (current.k === 'member') {
      return {k: 'call', name: current.name, target: current.target, args, line: current.line};
    }
  }
  if (kid(suffix, 'classLiteralSuffix') && current.k === 'name') {
    return {k: 'class', type: current.parts.join('.'), line: current.line};
  }
  return {k: 'other', text: `${describe(current)}${text(suffix)}`, line: current.line};
}

/** A `primary` rule: a prefix followed by `.name`, `(args)`, `.class` and similar suffixes. */
export function primaryExpr(primary: CstNode): JExpr {
  const prefix = kid(primary, 'primaryPrefix');
  let current = prefix ? prefixExpr(prefix) : other(primary);
  for (const suffix of kids(primary, 'primarySuffix')) {
    current = applySuffix(current, suffix);
  }
  return current;
}

function unaryExpr(node: CstNode): JExpr {
  const primary = kid(node, 'primary');
  if (!primary || tokensNamed(node, 'UnarySuffixOperator').length > 0) {
    return other(node);
  }
  const operand = primaryExpr(primary);
  const operators = tokensNamed(node, 'UnaryPrefixOperator').map((token) => token.image);
  if (operators.length === 0) {
    return operand;
  }
  if (operators.length === 1 && operators[0] === '!') {
    return {k: 'not', operand, line: line(node)};
  }
  if (operators.length === 1 && operators[0] === '-' && operand.k === 'lit' && typeof operand.value === 'number') {
    return {...operand, value: -operand.value};
  }
  return other(node);
}

function binaryExpr(node: CstNode): JExpr {
  const operands = kids(node, 'unaryExpression');
  const operators = children(node).filter((child): child is IToken => isToken(child));
  if (operands.length === 1 && operators.length === 0 && kids(node, 'expression').length === 0) {
    return unaryExpr(operands[0]);
  }
  if (operands.length >= 2 && operators.length === operands.length - 1 && kids(node, 'expression').length === 0) {
    return {
      k: 'binary',
      ops: operators.map((token) => token.image),
      operands: operands.map(unaryExpr),
      line: line(node),
    };
  }
  return other(node);
}

/** An `expression` rule (or a `conditionalExpression`, `elementValue` or `variableInitializer` around one). */
export function toExpr(node: CstNode): JExpr {
  switch (node.name) {
    case 'expression':
    case 'elementValue':
    case 'variableInitializer': {
      const inner = kid(node, 'conditionalExpression') ?? kid(node, 'expression');
      return inner ? toExpr(inner) : other(node);
    }
    case 'conditionalExpression': {
      const binary = kid(node, 'binaryExpression');
      return binary && tokensNamed(node, 'QuestionMark').length === 0 ? binaryExpr(binary) : other(node);
    }
    case 'binaryExpression':
      return binaryExpr(node);
    case 'primary':
      return primaryExpr(node);
    default:
      return other(node);
  }
}

/** Short source-like text of an expression, for messages. */
export function describe(expr: JExpr): string {
  switch (expr.k) {
    case 'lit':
      return typeof expr.value === 'string' ? JSON.stringify(expr.value) : String(expr.value);
    case 'name':
      return expr.parts.join('.');
    case 'member':
      return `${describe(expr.target)}.${expr.name}`;
    case 'call':
      return `${expr.target ? `${describe(expr.target)}.` : ''}${expr.name}(${expr.args.map(describe).join(', ')})`;
    case 'new':
      return `new ${expr.type}(${expr.args.map(describe).join(', ')})`;
    case 'class':
      return `${expr.type}.class`;
    case 'not':
      return `!${describe(expr.operand)}`;
    case 'binary':
      return expr.operands.map(describe).reduce((left, right, index) => `${left} ${expr.ops[index - 1]} ${right}`);
    case 'other':
      return expr.text;
  }
}

/** `System.getProperty` for a call on a dotted name, `getProperty` for an unqualified one. */
export function qualifiedName(call: JCall): string {
  return call.target?.k === 'name' ? `${call.target.parts.join('.')}.${call.name}` : call.name;
}

/** Every method call below `node`, including each call of a chain (`a.b().c()` gives `b` and `c`). */
export function callsIn(node: CstNode, findAll: (root: CstNode, name: string) => CstNode[]): JCall[] {
  const calls: JCall[] = [];
  for (const primary of findAll(node, 'primary')) {
    let current: JExpr | undefined = primaryExpr(primary);
    while (current) {
      if (current.k === 'call') {
        calls.push(current);
        current = current.target;
      } else if (current.k === 'member') {
        current = current.target;
      } else {
        current = undefined;
      }
    }
  }
  return calls.sort((a, b) => a.line - b.line);
}

/** Every `new T(...)` below `node`. */
export function newsIn(node: CstNode, findAll: (root: CstNode, name: string) => CstNode[]): JNew[] {
  return findAll(node, 'primary')
    .map((primary) => {
      const prefix = kid(primary, 'primaryPrefix');
      return prefix && kid(prefix, 'newExpression') ? prefixExpr(prefix) : undefined;
    })
    .filter((expr): expr is JNew => expr?.k === 'new');
}
