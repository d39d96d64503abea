/**
 * Message templates: a message as a program prints it, with `{name}` where the program puts a value.
 * A template is data written by people (src/data/messages.ts), so its syntax is small and strict:
 *
 * - `{name}` any text on the line, 1 to 300 characters;
 * - `{name:number}` digits with `.`, `,` or `-`, 1 to 30 characters;
 * - `{name:word}` a run without spaces, 1 to 200 characters;
 * - `{{` and `}}` stand for literal braces.
 *
 * Every placeholder has an upper bound, which is what lets the matcher (./matcher.ts) look at a
 * bounded stretch of text around each candidate and stay linear in the length of the line.
 */

export type PlaceholderKind = 'text' | 'number' | 'word';

export type TemplatePart =
  | {readonly kind: 'literal'; readonly text: string}
  | {
      readonly kind: 'placeholder';
      readonly name: string;
      readonly type: PlaceholderKind;
      readonly min: number;
      readonly max: number;
    };

export const PLACEHOLDER_LIMITS: Readonly<Record<PlaceholderKind, {min: number; max: number}>> = {
  text: {min: 1, max: 300},
  number: {min: 1, max: 30},
  word: {min: 1, max: 200},
};

export class TemplateError extends Error {}

const NAME = /^[a-z][a-zA-Z0-9]{0,30}$/;

/** Splits a template into literal text and placeholders; throws `TemplateError` on bad syntax. */
export function parseTemplate(template: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let literal = '';
  let index = 0;
  const flush = (): void => {
    if (literal !== '') {
      parts.push({kind: 'literal', text: literal});
      literal = '';
    }
  };
  while (index < template.length) {
    const char = template[index];
    if (char === '{' && template[index + 1] === '{') {
      literal += '{';
      index += 2;
      continue;
    }
    if (char === '}' && template[index + 1] === '}') {
      literal += '}';
      index += 2;
      continue;
    }
    if (char === '}') {
      throw new TemplateError(`"${template}": a lone "}" at ${index}; write "}}" for a literal brace`);
    }
    if (char !== '{') {
      literal += char;
      index += 1;
      continue;
    }
    const close = template.indexOf('}', index);
    if (close === -1) {
      throw new TemplateError(`"${template}": "{" at ${index} is never closed`);
    }
    const [name, type = 'text'] = template.slice(index + 1, close).split(':');
    if (!NAME.test(name)) {
      throw new TemplateError(`"${template}": placeholder name "${name}" must be a short camelCase word`);
    }
    if (type !== 'text' && type !== 'number' && type !== 'word') {
      throw new TemplateError(`"${template}": placeholder type "${type}" is not text, number or word`);
    }
    const previous = parts.at(-1);
    if (literal === '' && previous?.kind === 'placeholder') {
      throw new TemplateError(`"${template}": two placeholders in a row cannot be told apart`);
    }
    flush();
    parts.push({kind: 'placeholder', name, type, ...PLACEHOLDER_LIMITS[type]});
    index = close + 1;
  }
  flush();
  if (!parts.some((part) => part.kind === 'literal')) {
    throw new TemplateError(`"${template}": a template needs some literal text`);
  }
  return parts;
}

/** The template as readers see it on the site: placeholders as `<name>`, braces as themselves. */
export function displayTemplate(parts: readonly TemplatePart[]): string {
  return parts.map((part) => (part.kind === 'literal' ? part.text : `<${part.name}>`)).join('');
}
