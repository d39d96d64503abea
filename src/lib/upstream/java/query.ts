/** Questions the extractors ask of parsed Java: a type's method, what it returns, a constant's value. */
import {findAll, kid, line, text, type CstNode} from './cst';
import {toExpr, type JExpr} from './expr';
import type {JavaFile, JMethod, JType} from './model';
import type {Workspace} from '../workspace';

export function methodNamed(type: JType, name: string, params?: number): JMethod | undefined {
  return type.methods.find(
    (method) => method.name === name && (params === undefined || method.params.length === params),
  );
}

/** The expression of the first `return` in a method body. */
export function returned(method: JMethod): JExpr | undefined {
  const statement = method.body ? findAll(method.body, 'returnStatement')[0] : undefined;
  const expression = statement ? kid(statement, 'expression') : undefined;
  return expression ? toExpr(expression) : undefined;
}

/** The condition of the innermost `if` whose statement spans `target` (a 1-based line), as compact text. */
export function enclosingCondition(root: CstNode, target: number): string | undefined {
  let best: CstNode | undefined;
  for (const statement of findAll(root, 'ifStatement')) {
    const {startLine, endLine} = statement.location;
    if (startLine <= target && target <= (endLine ?? startLine) && (!best || startLine >= best.location.startLine)) {
      best = statement;
    }
  }
  const condition = best ? kid(best, 'expression') : undefined;
  return condition ? text(condition) : undefined;
}

export type Constant = string | number | boolean | null;

interface Scope {
  readonly ws: Workspace;
  readonly file: JavaFile;
  readonly type?: JType;
}

function fieldValue(scope: Scope, type: JType, name: string, depth: number): Constant | undefined {
  const field = type.fields.find((entry) => entry.name === name);
  if (field?.initializer) {
    return constantOf(field.initializer, {...scope, type}, depth + 1);
  }
  const constant = type.enumConstants.find((entry) => entry.name === name);
  return constant ? constant.name : undefined;
}

/**
 * The compile-time value of an expression: literals, string concatenation, and references to
 * `static final` fields (in this type, an enclosing type, or another type by its name). Undefined
 * for anything that needs running code.
 */
export function constantOf(expr: JExpr, scope: Scope, depth = 0): Constant | undefined {
  if (depth > 8) {
    return undefined;
  }
  switch (expr.k) {
    case 'lit':
      return expr.value;
    case 'binary': {
      if (!expr.ops.every((op) => op === '+')) {
        return undefined;
      }
      const parts = expr.operands.map((operand) => constantOf(operand, scope, depth + 1));
      if (parts.some((part) => part === undefined)) {
        return undefined;
      }
      return parts.every((part) => typeof part === 'number')
        ? (parts as number[]).reduce((a, b) => a + b)
        : parts.map(String).join('');
    }
    case 'name': {
      const parts = expr.parts.filter((part) => part !== 'this');
      if (parts.length === 1) {
        const local = [scope.type, ...scope.file.types.filter((type) => type.name === scope.type?.outer)];
        for (const type of local) {
          const value = type ? fieldValue(scope, type, parts[0], depth) : undefined;
          if (value !== undefined) {
            return value;
          }
        }
        return undefined;
      }
      const owner = scope.ws.resolveType(parts.slice(0, -1).join('.'), scope.file);
      return owner
        ? fieldValue({ws: scope.ws, file: owner.file}, owner.type, parts[parts.length - 1], depth)
        : undefined;
    }
    default:
      return undefined;
  }
}

/** 1-based line of a syntax node. */
export function lineOf(node: CstNode): number {
  return line(node);
}
