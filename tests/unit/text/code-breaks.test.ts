import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';

import Code from '../../../src/components/shared/Code';
import {codeSegments} from '../../../src/lib/text/code-breaks';

describe('break points in inline code', () => {
  it.each([
    ['geyser.command.connectiontest', ['geyser', '.command', '.connectiontest']],
    ['plugins/Geyser-Spigot/config.yml', ['plugins', '/Geyser', '-Spigot', '/config', '.yml']],
    ['GeyserDefineCommandsEvent', ['Geyser', 'Define', 'Commands', 'Event']],
    ['auth_type', ['auth', '_type']],
    ['geyser.extension.<id>.command', ['geyser', '.extension', '.<id>', '.command']],
    ['/tag name:portforward', ['/tag name:', 'portforward']],
    ['-Dgeyser.debug=true', ['-Dgeyser', '.debug=', 'true']],
    ['?project=geyser&hash=a', ['?project=', 'geyser&', 'hash=', 'a']],
  ])('cuts %j into %j', (text, segments) => {
    expect(codeSegments(text)).toEqual(segments);
  });

  it.each([
    '/geyser reload',
    '--add-opens',
    'locales/overrides/',
    'bedrock_',
    'https://x',
    'HTTP',
    'key.pem',
    '19132',
    '',
    '.',
    '::',
  ])('never leaves a mark alone on a line in %j, and changes no character', (text) => {
    const segments = codeSegments(text);
    expect(segments.join('')).toBe(text);
    expect(segments.every((segment) => segment !== '' || text === '')).toBe(true);
    expect(segments.some((segment) => /^[./_:=-]+$/.test(segment) && segment !== text)).toBe(false);
  });

  it('breaks between letters of any script by their case', () => {
    expect(codeSegments('überÄnderung')).toEqual(['über', 'Änderung']);
  });

  it('draws the points as <wbr> and leaves elements inside the code alone', () => {
    expect(renderToStaticMarkup(createElement(Code, null, 'a.b'))).toBe('<code>a<wbr/>.b</code>');
    expect(renderToStaticMarkup(createElement(Code, null, '/geyser ', 'dump'))).toBe('<code>/geyser dump</code>');
    expect(renderToStaticMarkup(createElement(Code, null, createElement('em', null, 'a.b')))).toBe(
      '<code><em>a.b</em></code>',
    );
  });
});
