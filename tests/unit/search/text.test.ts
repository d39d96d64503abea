import {describe, expect, it} from 'vitest';

import {createSlugger, slug} from '../../../src/lib/search/slug';
import {normalize, singular, terms, termsOfWord, words} from '../../../src/lib/search/text';

describe('search terms', () => {
  it('lower-cases, strips accents and joins apostrophes', () => {
    expect(normalize("Café Bedrock's Can’t")).toBe('cafe bedrocks cant');
  });

  it('keeps joined names whole and also indexes their parts', () => {
    expect(termsOfWord('clone-remote-port')).toEqual(['clone-remote-port', 'clone', 'remote', 'port']);
    expect(termsOfWord('geyser.command.dump')).toEqual(['geyser.command.dump', 'geyser', 'command', 'dump']);
    expect(termsOfWord('1.21.4')).toEqual(['1.21.4', '1', '21', '4']);
  });

  it('reads a file named after a joined name as that name too ("Geyser-Spigot.jar" is Geyser-Spigot)', () => {
    expect(termsOfWord('Geyser-Spigot.jar')).toEqual(['geyser-spigot.jar', 'geyser-spigot', 'geyser', 'spigot', 'jar']);
    // A plain file name is no joined name: "config.yml" adds nothing.
    expect(termsOfWord('config.yml')).toEqual(['config.yml', 'config', 'yml']);
  });

  it('drops stop words and single letters but keeps digits', () => {
    expect(terms('How do I open the port 7?')).toEqual(['open', 'port', '7']);
  });

  it('drops contractions of question words, with or without the apostrophe ("what\'s" is not "what" plus a plural)', () => {
    expect(terms("What's the IP? whats hows where's that's")).toEqual(['ip']);
  });

  it('reduces plurals so either form finds the other', () => {
    expect(['commands', 'entities', 'players', 'access', 'status', 'ports', 'is'].map(singular)).toEqual([
      'command',
      'entity',
      'player',
      'access',
      'status',
      'port',
      'is',
    ]);
  });

  it('splits paths at slashes but not names at dots', () => {
    expect(words('plugins/Geyser-Spigot/config.yml')).toEqual(['plugins', 'geyser-spigot', 'config.yml']);
  });
});

describe('heading slugs (as Docusaurus makes them)', () => {
  it('matches github-slugger for the headings the wiki uses', () => {
    expect(slug('Step 4: Check player information forwarding')).toBe('step-4-check-player-information-forwarding');
    expect(slug('"Unable to connect to world" (Bedrock)')).toBe('unable-to-connect-to-world-bedrock');
    expect(slug('What is `key.pem`?')).toBe('what-is-keypem');
    expect(slug('Über_cool  spaces')).toBe('über_cool--spaces');
  });

  it('numbers repeats within one document', () => {
    const next = createSlugger();
    expect(['Setup', 'Setup', 'Setup-1', 'Setup'].map(next)).toEqual(['setup', 'setup-1', 'setup-1-1', 'setup-2']);
  });
});
