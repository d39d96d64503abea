import {describe, expect, it} from 'vitest';

import {outboundLinks} from '../../../scripts/links/check-external.mjs';

describe('external link checker', () => {
  it('collects http(s) links to other hosts once each, without fragments', () => {
    const html = `
      <a href="https://modrinth.com/mod/floodgate#download">a</a>
      <a href="https://modrinth.com/mod/floodgate">b</a>
      <a href="http://example.com/page">c</a>
      <a href="/wiki/geyser/">internal</a>
      <a href="http://127.0.0.1:3000/">local</a>
      <a href="https://geysermc.org/download/">own site</a>
      <a href="mailto:someone@example.com">mail</a>
      <a>no href</a>`;
    expect(outboundLinks(html).sort()).toEqual(['http://example.com/page', 'https://modrinth.com/mod/floodgate']);
  });
});
