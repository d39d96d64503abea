/**
 * `/data/messages.json`: the catalogue of known messages for GeyserMC's Discord bot and other tools,
 * so they give the same answers, with the same links, as the log checker. Each template is also given
 * as parts: literal text to find as it is, and bounded placeholders (see ./template.ts), enough to
 * build a matcher that cannot backtrack.
 */
import {messages, type KnownMessage} from '../../data/messages';
import {parseTemplate, type TemplatePart} from './template';

export interface MessagesDocument {
  version: 1;
  /** How to read `parts`, in one sentence. */
  format: string;
  messages: {
    id: string;
    project: KnownMessage['project'];
    severity: KnownMessage['severity'];
    template: string;
    parts: TemplatePart[];
    /** Older wordings of the same message, each as a template. */
    older: string[];
    cause: string;
    url: string;
  }[];
}

export function createMessagesDocument(siteUrl: string): MessagesDocument {
  const base = siteUrl.replace(/\/+$/, '');
  return {
    version: 1,
    format:
      'A line matches when it contains the literal parts in order, each placeholder between them taking min to max characters (text: anything but a line break; number: digits . , -; word: no white space).',
    messages: messages.map((message) => ({
      id: message.id,
      project: message.project,
      severity: message.severity,
      template: message.text,
      parts: parseTemplate(message.text),
      older: (message.older ?? []).map((older) => older.text),
      cause: message.cause,
      url: `${base}${message.page}#${message.anchor}`,
    })),
  };
}
