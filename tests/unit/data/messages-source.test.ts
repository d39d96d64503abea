/**
 * The catalogue against the source: every entry taken from Geyser, Floodgate or the Discord bot must
 * still be what that source prints, by the drift check's own comparison (`src/lib/upstream/areas/messages.ts`),
 * here read from the snapshots in ../shared/upstream. Entries from other projects (Paper, BungeeGuard,
 * Java itself) are listed, not read.
 */
import {beforeAll, describe, expect, it} from 'vitest';

import {messages, type KnownMessage} from '../../../src/data/messages';
import {messageDisagreement, type QuotedFiles} from '../../../src/lib/upstream/areas/messages';
import {directoryTree, loadParsers} from '../../../src/lib/upstream/fs-tree';
import {Workspace} from '../../../src/lib/upstream/workspace';
import {describeWithShared, sharedPath} from '../../support/shared';

const SNAPSHOTS: Record<string, string> = {
  'GeyserMC/Geyser': 'geyser',
  'GeyserMC/Floodgate': 'floodgate',
  'GeyserMC/GeyserDiscordBot': 'discord-bot',
};

function snapshotOf(message: KnownMessage): string | undefined {
  const {source} = message;
  return source.kind === 'language' ? source.project : SNAPSHOTS[source.repository];
}

const workspaces = new Map<string, Workspace>();
beforeAll(async () => {
  const upstream = sharedPath('upstream');
  if (upstream) {
    const parsers = await loadParsers();
    for (const folder of Object.values(SNAPSHOTS)) {
      workspaces.set(folder, new Workspace(directoryTree(`${upstream}/${folder}`), parsers));
    }
  }
});

const checkable = messages.filter((message) => snapshotOf(message) !== undefined);

describe('comparing an entry with its source', () => {
  const [entry] = messages.filter((message) => message.id === 'geyser-start-failed');
  const language = (value: string): QuotedFiles => ({
    read: () => `# Geyser's English texts\ngeyser.core.fail=${value}\n`,
    javaStrings: () => undefined,
  });

  it('accepts the key as the catalogue quotes it, and reports a new wording with the line it is on', () => {
    expect(messageDisagreement(entry, language('Failed to start Geyser on {0}\\:{1}'))).toBeUndefined();
    expect(messageDisagreement(entry, language('Could not start Geyser on {0}\\:{1}'))).toEqual({
      kind: 'changed',
      place: {file: 'core/src/main/resources/languages/texts/en_US.properties', line: 2},
      sourceValue: 'Could not start Geyser on {0}:{1}',
      detail: 'the example no longer matches geyser.core.fail',
    });
  });
});

describeWithShared('catalogue entries against the upstream source', () => {
  it.each(checkable.map((message) => [message.id, message] as const))('%s', (_, message) => {
    expect(messageDisagreement(message, workspaces.get(snapshotOf(message)!)!)).toBeUndefined();
  });

  it('lists the entries it cannot check here', () => {
    const others = messages.filter((message) => !checkable.includes(message));
    // Quoted from projects without a snapshot in ../shared/upstream (server software, plugins, Java):
    // their text was checked by hand against the commit in `source`.
    expect(others.every((message) => message.source.kind === 'code' && message.source.commit !== '')).toBe(true);
    console.info(
      `[messages] ${others.length} entries quote other projects and are not read from ../shared: ${others.map((message) => message.id).join(', ')}`,
    );
  });
});
