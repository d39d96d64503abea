import fs from 'node:fs';
import path from 'node:path';

import {generateConfig, OPTIONS} from '../../src/lib/config';
import {seriousAxeViolations} from './a11y';
import {
  FIXTURES,
  REAL_WORLD,
  test,
  openEditor,
  field,
  serverName,
  errorNotice,
  statusNotice,
  loadDefault,
  pasteIntoSource,
  upload,
  fixtureFile,
  exportFile,
  expectSourceToContain,
} from './config-editor-helpers';
import {expect, setColorMode, waitForHydration} from './fixtures';

test.describe('config editor', () => {
  test('starts empty, with Export disabled, and loads Monaco only once a config is open', async ({page}) => {
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(request.url()));
    await openEditor(page);
    await expect(page.getByRole('heading', {level: 1, name: 'Config editor'})).toBeVisible();
    await expect(page.getByText('Open your config.yml, or start from your platform', {exact: false})).toBeVisible();
    await expect(page.getByText('No config is open yet.')).toBeVisible();
    await expect(
      page.getByText('Upload your config.yml, or press Default to start from the default config'),
    ).toBeVisible();
    await expect(page.getByRole('button', {name: 'Export', exact: true})).toBeDisabled();
    expect(scripts.filter((url) => url.includes('monaco'))).toEqual([]);

    await loadDefault(page);
    await expect(page.locator('.monaco-editor').first()).toBeVisible({timeout: 20_000});
    const monacoUrls = scripts.filter((url) => url.includes('monaco'));
    expect(monacoUrls.length).toBeGreaterThan(0);
    for (const url of monacoUrls) {
      expect(new URL(url).hostname).toBe('127.0.0.1');
    }
  });

  test('Default, then a switch, a number and a select, exports exactly those changes', async ({page}) => {
    await openEditor(page);
    await page.getByLabel('Platform').selectOption('spigot');
    await loadDefault(page);

    await field(page, 'gameplay.show-coordinates').getByRole('switch').click();
    await field(page, 'bedrock.port').getByRole('spinbutton').fill('19133');
    await field(page, 'java.auth-type').getByRole('combobox').selectOption('floodgate');
    await expect(page.getByText('unsaved changes', {exact: true})).toBeVisible();

    const {download, bytes} = await exportFile(page);
    expect(download.suggestedFilename()).toBe('config.yml');
    const exported = bytes.toString('utf8');
    // The Paper/Spigot default has no random bStats ID, so the library writes the same file the page
    // started from: exactly the three edited lines differ from it.
    const expectedDefault = generateConfig('spigot');
    const before = expectedDefault.split('\n');
    const after = exported.split('\n');
    expect(after).toHaveLength(before.length);
    const changed = after.filter((line, index) => line !== before[index]);
    expect(changed).toEqual(['  port: 19133', '  auth-type: floodgate', '  show-coordinates: false']);
    await expect(statusNotice(page)).toContainText('Exported config.yml');
    await expect(page.getByText('unsaved changes', {exact: true})).toHaveCount(0);
  });

  test('Export names the fields whose entry was not written, and the file keeps their old values', async ({page}) => {
    await openEditor(page);
    await loadDefault(page);
    const port = field(page, 'bedrock.port');
    await port.getByRole('spinbutton').fill('1e3');
    await expect(port).toContainText('Enter a whole number.');
    await field(page, 'gameplay.show-coordinates').getByRole('switch').click();

    const {bytes} = await exportFile(page);
    expect(bytes.toString('utf8')).toContain('\n  port: 19132\n');
    const reported = statusNotice(page);
    await expect(reported).toHaveAttribute('data-kind', 'warning');
    await expect(reported).toContainText('without what 1 field shows');
    await expect(reported).toContainText('bedrock.port holds 1e3, which is not a whole number: the file keeps 19132');
    // The entry is still there to fix, and survives the search hiding and showing the field again.
    await page.getByLabel('Search options').fill('coordinates');
    await page.getByLabel('Search options').fill('');
    await expect(port.getByRole('spinbutton')).toHaveValue('1e3');

    await port.getByRole('spinbutton').fill('19140');
    await expect(port).not.toContainText('Enter a whole number.');
    const fixed = await exportFile(page);
    expect(fixed.bytes.toString('utf8')).toContain('\n  port: 19140\n');
    await expect(statusNotice(page)).toHaveAttribute('data-kind', 'success');
  });

  test('shows form edits in the source view and source edits in the form', async ({page}) => {
    await openEditor(page);
    await loadDefault(page);
    await field(page, 'bedrock.port').getByRole('spinbutton').fill('19150');
    await expectSourceToContain(page, 'port: 19150');

    // Replace the whole source with a short file pasted into Monaco.
    await pasteIntoSource(page, 'bedrock:\n  port: 19140\ngameplay:\n  cooldown-type: hotbar\nconfig-version: 7\n');
    await expect(field(page, 'bedrock.port').getByRole('spinbutton')).toHaveValue('19140');
    await expect(field(page, 'gameplay.cooldown-type').getByRole('combobox')).toHaveValue('hotbar');
    await expect(field(page, 'gameplay.show-coordinates')).toContainText('not in file');
  });

  test('a log pasted into the source view is named a log, with a link to the log checker', async ({page}) => {
    await openEditor(page);
    await loadDefault(page);
    await pasteIntoSource(page, '[12:00:00 INFO]: Starting minecraft server version 26.2\n[12:00:01 WARN]: Ready\n');
    const problem = page.getByRole('region', {name: 'Problems'}).getByRole('listitem');
    await expect(problem).toHaveCount(1);
    await expect(problem).toContainText('This is a server console log, not a config.');
    await expect(problem.getByRole('link', {name: 'Open the log checker'})).toHaveAttribute(
      'href',
      '/utilities/log-checker/',
    );
  });

  test('uploads a file with comments and exports it byte for byte', async ({page}) => {
    // Big pages and several round trips: slow on a two-core machine.
    test.slow();
    await openEditor(page);
    for (const name of ['07-current-v7-foreign-comments.yml', '12-crlf.yml', '11-no-final-newline.yml']) {
      const file = fixtureFile(name);
      await upload(page, file);
      await expect(statusNotice(page)).toContainText('Loaded config.yml.');
      const {bytes} = await exportFile(page);
      expect(bytes.equals(file.buffer), name).toBe(true);
    }
  });

  test('loads real config files from public servers and exports them unchanged', async ({page}) => {
    // Big pages and several round trips: slow on a two-core machine.
    test.slow();
    test.skip(!REAL_WORLD, 'the shared real-world configs are not on this machine');
    await openEditor(page);
    const names = fs.readdirSync(REAL_WORLD as string).filter((name) => name.endsWith('.yml'));
    for (const name of [
      '12-spigot-v5-chinese-comments.yml',
      '18-velocity-v4-hex-color-tags.yml',
      '01-spigot-v7-4space-leftover-key.yml',
    ].filter((candidate) => names.includes(candidate))) {
      const buffer = fs.readFileSync(path.join(REAL_WORLD as string, name));
      await upload(page, {name, buffer});
      await expect(statusNotice(page)).toContainText(`Loaded ${name}.`);
      const {bytes} = await exportFile(page);
      expect(bytes.equals(buffer), name).toBe(true);
    }
    // The Chinese-commented file is shown with its values; the legacy one is recognised.
    await expect(page.getByText('Current layout, config-version 7')).toBeVisible();
  });

  test('keeps the open config when an upload is broken, and says why', async ({page}) => {
    await openEditor(page);
    await loadDefault(page);
    await field(page, 'motd.primary-motd').getByRole('textbox').fill('Kept server');

    await upload(page, fixtureFile('14-broken-syntax.yml'));
    const alert = errorNotice(page);
    await expect(alert).toContainText('is not valid YAML');
    await expect(alert).toContainText(/Line \d+, column \d+/);
    await expect(alert).toContainText('The config you had open is unchanged.');
    await expect(field(page, 'motd.primary-motd').getByRole('textbox')).toHaveValue('Kept server');

    // Each upload is refused with its own message (a log's names the log checker), and the open config stays.
    const refused: [name: string, content: string | Buffer, message: string, logCheckerLink?: true][] = [
      ['notes.txt', 'hello', 'not a YAML file'],
      ['latest.log', '[12:00:00 INFO]: Done\n', 'is a server log, not a config. The log checker', true],
      [
        'config.yml',
        '[12:00:00 INFO]: Starting minecraft server version 26.2\n[12:00:01 WARN]: Ready\n',
        'This is a server console log, not a config',
        true,
      ],
      ['config.yml', Buffer.from([0x61, 0x3a, 0x20, 0xff, 0x0a]), 'not UTF-8'],
      [
        'config.yml',
        'key-file-name: key.pem\nusername-prefix: "."\nplayer-link:\n  enabled: true\n',
        "Floodgate's config.yml",
      ],
    ];
    for (const [name, content, message, logCheckerLink] of refused) {
      const mimeType = name.endsWith('.yml') ? 'application/x-yaml' : 'text/plain';
      await page.getByTestId('config-file-input').setInputFiles({name, mimeType, buffer: Buffer.from(content)});
      await expect(alert, name).toContainText(message);
      const link = alert.getByRole('link', {name: 'Open the log checker'});
      await expect(link, name).toHaveCount(logCheckerLink ? 1 : 0);
      if (logCheckerLink) {
        await expect(link, name).toHaveAttribute('href', '/utilities/log-checker/');
      }
    }
    await expect(field(page, 'motd.primary-motd').getByRole('textbox')).toHaveValue('Kept server');
  });

  test('opens a file with 20,000 unknown keys, groups them, and keeps every typed character', async ({page}) => {
    // A 600 KB file analysed several times in the worker: slow on a two-core machine.
    test.slow();
    const keys = Array.from({length: 20_000}, (_, index) => `unknown-key-${index}: value-${index}`);
    const text = `${generateConfig('spigot')}${keys.join('\n')}\n`;
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await openEditor(page);
    await upload(page, {name: 'config.yml', buffer: Buffer.from(text)});
    const group = page.getByTestId('unknown-keys');
    await expect(group.locator('summary')).toHaveText('Unknown keys (20,000)', {timeout: 60_000});
    // The analysis ran in the page's Web Worker (the site's CSP allows it: no console error).
    expect(workers.filter((url) => /config-analysis/.test(url))).toHaveLength(1);
    // Collapsed: no row is rendered until the group is opened, then one page of them.
    await expect(group.getByRole('button', {name: 'Remove key'})).toHaveCount(0);
    await group.locator('summary').click();
    await expect(group.getByRole('button', {name: 'Remove key'})).toHaveCount(50);
    await expect(group.getByRole('button', {name: /^Show 50 more of 19,950 hidden keys$/})).toBeVisible();

    // Typed key by key while analyses of earlier texts are still running: nothing may be lost.
    const name = serverName(page);
    await name.fill('');
    await name.pressSequentially('Big <<server>>', {delay: 20});
    await expect(name).toHaveValue('Big <<server>>');
    await expect(page.getByText('Checking your latest change…')).toHaveCount(0, {timeout: 60_000});
    await expect(name).toHaveValue('Big <<server>>');

    const {bytes} = await exportFile(page);
    const exported = bytes.toString('utf8');
    expect(exported).toContain("  server-name: 'Big <<server>>'\n");
    expect(exported).toContain('unknown-key-19999: value-19999\n');
    expect(exported.length).toBe(text.length - 'Geyser'.length + "'Big <<server>>'".length);
    await expect(statusNotice(page)).toContainText(/Exported config\.yml\. It has \d+ warnings/);
  });

  test('recognises a legacy config and converts it', async ({page}) => {
    await openEditor(page);
    await page.getByLabel('Platform').selectOption('standalone');
    await upload(page, fixtureFile('04-legacy-v4-full.yml'));
    await expect(page.getByText('This is a legacy config')).toBeVisible();
    await expect(field(page, 'bedrock.motd1').getByRole('textbox')).toHaveValue('Legacy Land');

    await page.getByRole('button', {name: 'Convert for Standalone'}).click();
    await expect(page.getByRole('heading', {name: /Converted to the current layout/})).toBeVisible();
    await expect(page.getByText('Current layout, config-version 7')).toBeVisible();
    await expect(field(page, 'motd.primary-motd').getByRole('textbox')).toHaveValue('Legacy Land');
    await expect(field(page, 'java.address').getByRole('textbox')).toHaveValue('127.0.0.1');
    await expect(field(page, 'advanced.floodgate-key-file').getByRole('textbox')).toHaveValue('key.pem');

    await page.getByRole('button', {name: 'Undo'}).click();
    await expect(page.getByText('This is a legacy config')).toBeVisible();
  });

  test('lists problems next to their options and in the summary', async ({page}) => {
    await openEditor(page);
    await upload(page, fixtureFile('13-unknown-misplaced.yml'));
    const problems = page.getByRole('region', {name: 'Problems'});
    await expect(problems).toContainText('Did you mean `java.auth-type`'.replace(/`/g, ''));
    await expect(problems).toContainText('Keys are case-sensitive');

    await field(page, 'bedrock.port').getByRole('spinbutton').fill('99999');
    await expect(field(page, 'bedrock.port')).toContainText('outside 0–65535');
    await expect(problems).toContainText('1 error');
    await problems
      .getByRole('listitem')
      .filter({hasText: 'outside 0–65535'})
      .getByRole('button', {name: 'Go to option'})
      .click();
    await expect(field(page, 'bedrock.port').getByRole('spinbutton')).toBeFocused();

    // Export still works, but warns.
    const {bytes} = await exportFile(page);
    expect(bytes.toString('utf8')).toContain('port: 99999');
    await expect(statusNotice(page)).toContainText('Geyser will refuse to load it');

    await problems
      .getByRole('listitem')
      .filter({hasText: 'allow-flight'})
      .getByRole('button', {name: 'Remove key'})
      .click();
    await expect(problems).not.toContainText('allow-flight');
  });

  test('filters options by name or meaning', async ({page}) => {
    await openEditor(page);
    await loadDefault(page);
    const search = page.getByLabel('Search options');
    await search.fill('cooldown');
    await expect(field(page, 'gameplay.cooldown-type')).toBeVisible();
    await expect(field(page, 'bedrock.port')).toHaveCount(0);
    expect(await page.locator('[data-option]').count()).toBeLessThanOrEqual(3);
    await search.fill('scaffolding');
    await expect(page.locator('[data-option]')).toHaveCount(1);
    await search.fill('skins heads');
    await expect(field(page, 'gameplay.max-visible-custom-skulls')).toBeVisible();
    await search.fill('zzzz');
    await expect(page.getByText('No option matches')).toBeVisible();
  });

  test('never renders uploaded text as HTML', async ({page}) => {
    await openEditor(page);
    const hostile = [
      'motd:',
      '  primary-motd: "<img src=x onerror=window.__configXss=1>"',
      '  "<b>bold</b>": true',
      'java:',
      '  auth-type: "[click](https://example.com)"',
      'config-version: 7',
      '',
    ].join('\n');
    await upload(page, {name: 'config.yml', buffer: Buffer.from(hostile)});
    await expect(field(page, 'motd.primary-motd').getByRole('textbox')).toHaveValue(
      '<img src=x onerror=window.__configXss=1>',
    );
    await expect(page.getByRole('region', {name: 'Problems'})).toContainText('<b>bold</b>');
    expect(await page.locator('main img[src="x"], main b').count()).toBe(0);
    expect(await page.getByRole('region', {name: 'Problems'}).getByRole('link').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as {__configXss?: number}).__configXss)).toBeUndefined();
  });

  test('opens a file dropped on the page', async ({page}) => {
    await openEditor(page);
    const text = fs.readFileSync(path.join(FIXTURES, '08-colour-codes.yml'), 'utf8');
    await page.evaluate((content) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([content], 'dropped.yml', {type: 'application/x-yaml'}));
      for (const type of ['dragenter', 'dragover', 'drop']) {
        window.dispatchEvent(new DragEvent(type, {dataTransfer: transfer, bubbles: true, cancelable: true}));
      }
    }, text);
    await expect(statusNotice(page)).toContainText('Loaded dropped.yml.');
    await expect(field(page, 'motd.primary-motd').getByRole('textbox')).toHaveValue('§a§lGreen §rServer');
  });

  test('works on a 375 px wide phone', async ({page}) => {
    await page.setViewportSize({width: 375, height: 740});
    await openEditor(page);
    await loadDefault(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(field(page, 'bedrock.port').getByRole('spinbutton')).toBeVisible();
    await page.getByRole('button', {name: 'Source', exact: true}).click();
    await expect(page.locator('.monaco-editor').first()).toBeVisible({timeout: 20_000});
    await expect(field(page, 'bedrock.port')).toBeHidden();
    await page.getByRole('button', {name: 'Options', exact: true}).click();
    await field(page, 'debug-mode').getByRole('switch').click();
    await expect(field(page, 'debug-mode').getByRole('switch')).toBeChecked();
  });

  for (const mode of ['dark', 'light'] as const) {
    // The empty editor is checked by the sitemap walk (./sitemap.spec.ts); this is the editor in use.
    test(`has no serious or critical axe violations in ${mode} mode with a file open`, async ({page}) => {
      // Big pages and several round trips: slow on a two-core machine.
      test.slow();
      await openEditor(page);
      await setColorMode(page, mode);
      await upload(page, fixtureFile('13-unknown-misplaced.yml'));
      await expect(page.locator('.monaco-editor').first()).toBeVisible({timeout: 20_000});
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }
});

test.describe('Monaco stays off other pages', () => {
  for (const pagePath of ['/wiki/geyser/', '/wiki/geyser/understanding-the-config/']) {
    test(`${pagePath} loads no Monaco code or styles`, async ({page}) => {
      const loaded: {url: string; body: string}[] = [];
      const pending: Promise<void>[] = [];
      page.on('response', (response) => {
        const type = response.request().resourceType();
        if (type === 'script' || type === 'stylesheet') {
          pending.push(response.text().then((body) => void loaded.push({url: response.url(), body})));
        }
      });
      await page.goto(pagePath, {waitUntil: 'networkidle'});
      await waitForHydration(page);
      await Promise.all(pending);
      expect(loaded.length).toBeGreaterThan(0);
      expect(loaded.filter(({url}) => /monaco/i.test(url)).map(({url}) => url)).toEqual([]);
      // Strings found only in Monaco's own code and CSS.
      const monacoCode = loaded.filter(
        ({body}) =>
          body.includes('MonacoEnvironment') ||
          body.includes('.monaco-editor') ||
          body.includes('editor.action.triggerSuggest'),
      );
      expect(monacoCode.map(({url}) => url)).toEqual([]);
    });
  }
});

test.describe('config reference page', () => {
  test('explains every option of the schema and links to the editor', async ({page}) => {
    // Big pages and several round trips: slow on a two-core machine.
    test.slow();
    await page.goto('/wiki/geyser/understanding-the-config/');
    await waitForHydration(page);
    for (const option of OPTIONS) {
      await expect(page.locator(`h3#${option.path.replace(/\./g, '-')}`)).toContainText(option.path);
    }
    await expect(page.getByRole('link', {name: 'config editor'}).first()).toHaveAttribute(
      'href',
      '/utilities/config-editor/',
    );
    await expect(page.locator('table').filter({hasText: 'bedrock.motd1'})).toContainText('motd.primary-motd');
    // The table of contents lists the options too.
    await expect(page.locator('.table-of-contents').first()).toContainText('bedrock.port');
  });
});
