/**
 * Gradle's Kotlin DSL files read with tree-sitter's Kotlin grammar (web-tree-sitter and the grammar's
 * WebAssembly build): calls such as `target(21)` inside `javaVersions { }`, with their literal
 * arguments and the calls they sit in, and assignments such as `version = property("version")`.
 */
import type {Node as TsNode, Tree} from 'web-tree-sitter';

export type KotlinParse = (source: string) => Tree;

export type KotlinValue = string | number | boolean | {readonly property: string} | {readonly text: string};

export interface KotlinCall {
  /** The callee as written: `target`, `gameVersions.addAll`. */
  readonly name: string;
  readonly args: readonly KotlinValue[];
  /** Names of the enclosing calls, outermost first: `['indra', 'javaVersions']`. */
  readonly within: readonly string[];
  readonly line: number;
}

export interface KotlinAssignment {
  readonly target: string;
  readonly value: KotlinValue;
  readonly line: number;
}

function valueOf(node: TsNode): KotlinValue {
  const inner = node.type === 'value_argument' ? (node.namedChildren.at(-1) ?? node) : node;
  switch (inner.type) {
    case 'string_literal': {
      const parts = inner.namedChildren.filter((child): child is TsNode => child !== null);
      if (parts.every((child) => child.type === 'string_content')) {
        return parts.map((child) => child.text).join('');
      }
      return {text: inner.text};
    }
    case 'number_literal':
    case 'integer_literal':
      return Number(inner.text.replace(/_/g, ''));
    case 'boolean_literal':
      return inner.text === 'true';
    case 'unary_expression':
    case 'call_expression': {
      const call =
        inner.type === 'call_expression' ? inner : inner.namedChildren.find((c) => c?.type === 'call_expression');
      const callee = call?.namedChildren[0];
      const args = call?.namedChildren.find((c) => c?.type === 'value_arguments');
      const first = args?.namedChildren[0];
      if (callee?.text === 'property' && first) {
        const name = valueOf(first);
        if (typeof name === 'string') {
          return {property: name};
        }
      }
      return {text: inner.text};
    }
    default:
      return {text: inner.text};
  }
}

function calleeName(call: TsNode): string {
  return call.namedChildren[0]?.text.replace(/\s+/g, '') ?? '';
}

/** Every call in the file with its literal arguments. */
export function kotlinCalls(tree: Tree): KotlinCall[] {
  return tree.rootNode.descendantsOfType('call_expression').flatMap((call): KotlinCall[] => {
    if (!call) {
      return [];
    }
    const within: string[] = [];
    for (let parent = call.parent; parent; parent = parent.parent) {
      if (parent.type === 'call_expression') {
        within.unshift(calleeName(parent));
      }
    }
    const list = call.namedChildren.find((child) => child?.type === 'value_arguments');
    const args = (list?.namedChildren ?? []).filter((child): child is TsNode => child?.type === 'value_argument');
    return [{name: calleeName(call), args: args.map(valueOf), within, line: call.startPosition.row + 1}];
  });
}

/** Every `name = value` assignment in the file. */
export function kotlinAssignments(tree: Tree): KotlinAssignment[] {
  return tree.rootNode.descendantsOfType('assignment').flatMap((node): KotlinAssignment[] => {
    const [target, value] = (node?.namedChildren ?? []).filter((child): child is TsNode => child !== null);
    return target && value ? [{target: target.text, value: valueOf(value), line: node!.startPosition.row + 1}] : [];
  });
}
