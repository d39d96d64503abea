/**
 * The catalogue of known messages (src/data/messages.ts), compiled once into matchers: one per
 * wording, the current one first, then the older ones readers still paste.
 */
import {messages, type KnownMessage, type MessageSeverity} from '../../data/messages';
import {compileTemplate, type CompiledTemplate} from './matcher';
import {parseTemplate} from './template';

export interface CompiledMessage {
  readonly message: KnownMessage;
  /** The current wording, the message's other lines, then each older wording. */
  readonly wordings: readonly CompiledTemplate[];
}

/** Most serious first; the order problems are reported in. */
export const SEVERITY_ORDER: readonly MessageSeverity[] = ['stops', 'kicks', 'breaks', 'warns', 'harmless'];

export function compileMessage(message: KnownMessage): CompiledMessage {
  const texts = [message.text, ...(message.continuation ?? []), ...(message.older ?? []).map((older) => older.text)];
  return {message, wordings: texts.map((text) => compileTemplate(parseTemplate(text)))};
}

export function matchesMessage(compiled: CompiledMessage, line: string): boolean {
  return compiled.wordings.some((wording) => wording.test(line));
}

let cache: readonly CompiledMessage[] | undefined;

/** Every catalogue entry, compiled on first use. */
export function compiledCatalogue(): readonly CompiledMessage[] {
  cache ??= messages.map(compileMessage);
  return cache;
}
