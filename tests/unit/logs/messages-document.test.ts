import {describe, expect, it} from 'vitest';

import {messages} from '../../../src/data/messages';
import {createMessagesDocument} from '../../../src/lib/logs/messages-document';
import {siteDataFiles} from '../../../src/plugins/site-data';

describe('/data/messages.json', () => {
  const document = createMessagesDocument('https://geysermc.org/');

  it('lists every entry with its id, severity, template parts and the URL of its explanation', () => {
    expect(document.messages.map((message) => message.id)).toEqual(messages.map((message) => message.id));
    const start = document.messages.find((message) => message.id === 'geyser-start-failed');
    expect(start).toMatchObject({
      severity: 'stops',
      template: 'Failed to start Geyser on {address}:{port:number}',
      url: 'https://geysermc.org/wiki/geyser/common-issues/#address-already-in-use',
    });
    expect(start?.parts[0]).toEqual({kind: 'literal', text: 'Failed to start Geyser on '});
  });

  it('is written with the other site data files', () => {
    const files = siteDataFiles('https://geysermc.org');
    expect(JSON.parse(files['data/messages.json']).messages.length).toBe(messages.length);
  });
});
