import {describe, expect, it} from 'vitest';

import {parseDumpReference, readDumpIdFromLocation} from '../../../src/lib/dump/reference';

const ID = 'Tqj35t9dtDn6W7gUxqnrTZ723093HuLy';
const options = {serviceUrl: 'http://127.0.0.1:4011', siteHost: '127.0.0.1:3000'};

describe('parseDumpReference: accepted forms', () => {
  it.each([
    [ID],
    [`  ${ID}  `],
    [`https://dump.geysermc.org/${ID}`],
    [`http://dump.geysermc.org/${ID}`],
    [`dump.geysermc.org/${ID}`],
    [`https://dump.geysermc.org/${ID}/`],
    [`https://dump.geysermc.org/raw/${ID}`],
    [`https://dump.geysermc.org/v1/raw/${ID}`],
    [`https://dump.geysermc.org/v1/analysed/${ID}`],
    [`https://geysermc.org/utilities/dump-viewer#${ID}`],
    [`https://geysermc.org/utilities/dump-viewer/#${ID}`],
    [`https://geysermc.org/utilities/dump-viewer/?id=${ID}`],
    [`https://www.geysermc.org/utilities/dump-viewer?${ID}`],
    [`http://127.0.0.1:3000/utilities/dump-viewer/#${ID}`],
    [`http://127.0.0.1:4011/raw/${ID}`],
    [`http://127.0.0.1:4011/v1/raw/${ID}`],
    [`<https://dump.geysermc.org/${ID}>`],
    [`"https://dump.geysermc.org/${ID}".`],
    [`(https://dump.geysermc.org/${ID})`],
  ])('%s', (input) => {
    expect(parseDumpReference(input, options)).toEqual({kind: 'id', id: ID});
  });

  it('hands pasted JSON over to be read locally', () => {
    const text = '{"versionInfo": {}}';
    expect(parseDumpReference(`  ${text}`, options)).toEqual({kind: 'json', text: `  ${text}`});
  });
});

describe('parseDumpReference: refused with a specific message', () => {
  const message = (input: string): string => {
    const result = parseDumpReference(input, options);
    if (result.kind !== 'invalid') {
      throw new Error(`expected "${input}" to be refused, got ${JSON.stringify(result)}`);
    }
    return result.message;
  };

  it('empty input', () => expect(message('   ')).toMatch(/Enter a dump ID/));
  it('an id one character short', () => expect(message(ID.slice(1))).toMatch(/exactly 32 letters and digits.*has 31/));
  it('an id with other characters', () =>
    expect(message(`${ID.slice(0, 10)}%${ID.slice(11)}`)).toMatch(/only letters and digits/));
  it('a short id in a dump link', () => expect(message('https://dump.geysermc.org/abc')).toMatch(/has 3/));
  it('a dump link without id', () => expect(message('https://dump.geysermc.org/')).toMatch(/no dump ID/));
  it('a dump link with an unknown path', () =>
    expect(message(`https://dump.geysermc.org/docs/${ID}`)).toMatch(/does not point to a dump/));
  it('another site', () => expect(message(`https://example.com/${ID}`)).toMatch(/example\.com are not dump links/));
  it('a log link', () => expect(message('https://mclo.gs/aB3dE9f')).toMatch(/log on mclo\.gs/));
  it('a javascript: link', () => expect(message('javascript:alert(1)')).toMatch(/Only web links/));
  it('text with spaces', () => expect(message('my dump id please')).toMatch(/without spaces/));
  it('a viewer link without id', () =>
    expect(message('https://geysermc.org/utilities/dump-viewer/')).toMatch(/without a dump/));
  it('another page of the site', () => expect(message('https://geysermc.org/wiki/geyser/')).toMatch(/not to a dump/));
});

describe('readDumpIdFromLocation', () => {
  it('reads #id, ?id= and ?id', () => {
    expect(readDumpIdFromLocation('', `#${ID}`)).toEqual({id: ID});
    expect(readDumpIdFromLocation(`?id=${ID}`, '')).toEqual({id: ID});
    expect(readDumpIdFromLocation(`?${ID}`, '')).toEqual({id: ID});
  });

  it('prefers the hash', () => {
    expect(readDumpIdFromLocation('?id=something', `#${ID}`)).toEqual({id: ID});
  });

  it('ignores ordinary anchors and other parameters', () => {
    expect(readDumpIdFromLocation('', '#problems')).toEqual({});
    expect(readDumpIdFromLocation('?utm_source=x', '')).toEqual({});
    expect(readDumpIdFromLocation('', '')).toEqual({});
  });

  it('explains an id that is almost right', () => {
    expect(readDumpIdFromLocation('', `#${ID.slice(2)}`).invalid).toMatch(/has 30/);
    expect(readDumpIdFromLocation('?id=nope', '').invalid).toMatch(/not hold a valid dump ID/);
  });
});
