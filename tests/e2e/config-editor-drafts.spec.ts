/** The config editor's drafts: kept across reloads, one per tab, and never replaced without asking. */
import {
  test,
  openEditor,
  field,
  serverName,
  loadDefault,
  openWithDraft,
  upload,
  fixtureFile,
  duplicateTab,
  reloadPage,
  draftTabIds,
} from './config-editor-helpers';
import {expect} from './fixtures';

test.describe('config editor drafts', () => {
  test('keeps the draft across a reload', async ({page}) => {
    await openWithDraft(page, 'Draft survivor');
    await reloadPage(page);
    await expect(serverName(page)).toHaveValue('Draft survivor');
    await expect(page.getByText(/Your draft from .* was restored/)).toBeVisible();
    await expect(page.getByText('unsaved changes', {exact: true})).toBeVisible();
  });

  test("keeps a draft per tab: a second tab never takes or replaces the first tab's unsaved edit", async ({page}) => {
    // Two pages, each loaded twice with the source editor: slow on a shared two-core machine.
    test.slow();
    await openWithDraft(page, 'First tab');
    const second = await page.context().newPage();
    await openEditor(second);
    await expect(second.getByText(/Your draft from .* was restored/)).toHaveCount(0);
    await loadDefault(second);
    await serverName(second).fill('Second tab');
    await reloadPage(page);
    await expect(serverName(page)).toHaveValue('First tab');
    await reloadPage(second);
    await expect(serverName(second)).toHaveValue('Second tab');
    await second.close();
  });

  test('gives a duplicated tab its own draft: neither tab loses an edit', async ({page}) => {
    // Two pages, each loaded twice with the source editor: slow on a shared two-core machine.
    test.slow();
    await openWithDraft(page, 'First tab');
    const duplicate = await duplicateTab(page);
    await openEditor(duplicate);
    // The duplicate starts from a copy of the first tab's draft, as the browser's copy of the page would.
    await expect(serverName(duplicate)).toHaveValue('First tab');
    await serverName(duplicate).fill('Duplicate tab');
    await field(page, 'motd.primary-motd').getByRole('textbox').fill('Edited in the first tab');

    await reloadPage(page);
    await expect(serverName(page)).toHaveValue('First tab');
    await expect(field(page, 'motd.primary-motd').getByRole('textbox')).toHaveValue('Edited in the first tab');
    await reloadPage(duplicate);
    await expect(serverName(duplicate)).toHaveValue('Duplicate tab');
    await expect(field(duplicate, 'motd.primary-motd').getByRole('textbox')).not.toHaveValue('Edited in the first tab');
    const ids = await draftTabIds([page, duplicate]);
    expect(ids[0]).not.toBe(ids[1]);
    await duplicate.close();
  });

  test('gives a duplicated tab its own draft even when the first tab is too busy to answer', async ({page}) => {
    test.slow();
    await openWithDraft(page, 'First tab');
    const duplicate = await duplicateTab(page);
    // The first tab's main thread is blocked while the copy loads, so it cannot answer the copy's
    // question in time; the mark it left in storage still shows that it holds the id.
    const busy = page.evaluate(() => {
      const end = performance.now() + 4000;
      while (performance.now() < end) {
        // busy
      }
    });
    await openEditor(duplicate);
    await expect(serverName(duplicate)).toHaveValue('First tab');
    await serverName(duplicate).fill('Duplicate tab');
    await busy;
    const ids = await draftTabIds([page, duplicate]);
    expect(ids[0]).not.toBe(ids[1]);
    await reloadPage(page);
    await expect(serverName(page)).toHaveValue('First tab');
    await reloadPage(duplicate);
    await expect(serverName(duplicate)).toHaveValue('Duplicate tab');
    await duplicate.close();
  });

  test('asks before replacing unsaved changes', async ({page}) => {
    await openEditor(page);
    await loadDefault(page);
    await field(page, 'motd.max-players').getByRole('spinbutton').fill('42');

    await page.getByRole('button', {name: 'Default', exact: true}).click();
    const dialog = page.getByRole('dialog', {name: 'Discard your unsaved changes?'});
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', {name: 'Keep editing'}).click();
    await expect(dialog).toBeHidden();
    await expect(field(page, 'motd.max-players').getByRole('spinbutton')).toHaveValue('42');

    await upload(page, fixtureFile('06-current-v7-no-comments.yml'));
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', {name: 'Discard changes'}).click();
    await expect(field(page, 'motd.max-players').getByRole('spinbutton')).toHaveValue('20');
  });
});
