/**
 * Replaces `{{name}}` in code blocks and inline code with a value from src/data, so a number that
 * several pages show inside code (the Geyser and Floodgate API versions in dependency snippets) has one home and the
 * blocks stay ordinary code blocks: highlighted, copyable, searchable. Prose uses MDX expressions
 * instead, since `{{` there is JavaScript. An unknown name fails the build.
 */
import {floodgateApi} from '../../data/floodgate-api';
import {geyserApi} from '../../data/geyser-api';
import {requiredJavaRuntime} from '../../data/versions';

export const SITE_CONSTANTS: Readonly<Record<string, string>> = {
  'geyser-api-version': geyserApi.version,
  'geyser-api-release': geyserApi.release,
  /** The Java version the API is compiled for, like Geyser itself. */
  'geyser-java-runtime': String(requiredJavaRuntime),
  'floodgate-api-version': floodgateApi.version,
};

const TOKEN = /\{\{\s*([a-z0-9-]+)\s*\}\}/g;

/** `text` with every `{{name}}` replaced; throws for a name that is not in `constants`. */
export function replaceConstants(text: string, constants: Readonly<Record<string, string>> = SITE_CONSTANTS): string {
  return text.replace(TOKEN, (_match, name: string) => {
    if (!Object.hasOwn(constants, name)) {
      throw new Error(`Unknown site constant {{${name}}}; known: ${Object.keys(constants).join(', ')}`);
    }
    return constants[name];
  });
}

/**
 * `text` with every known `{{name}}` replaced and unknown ones left as written, for the dev server's search
 * index: it reads Markdown that remark has not seen yet, and the page itself reports an unknown name.
 */
export function replaceKnownConstants(text: string): string {
  return text.replace(TOKEN, (token, name: string) =>
    Object.hasOwn(SITE_CONSTANTS, name) ? SITE_CONSTANTS[name] : token,
  );
}

interface MdNode {
  type: string;
  value?: string;
  children?: MdNode[];
}

function walk(node: MdNode): void {
  if ((node.type === 'code' || node.type === 'inlineCode') && typeof node.value === 'string') {
    node.value = replaceConstants(node.value);
  }
  node.children?.forEach(walk);
}

export default function remarkConstants() {
  return (tree: MdNode): void => walk(tree);
}
