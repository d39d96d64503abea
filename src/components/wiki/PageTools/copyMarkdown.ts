/** Why copying failed, in words the reader can act on. */
export class CopyMarkdownError extends Error {}

/**
 * Puts the text at `url` (the page's Markdown copy) on the clipboard. Where the browser accepts a
 * `ClipboardItem` whose content is still loading, the write starts within the click, as Safari requires;
 * elsewhere the text is fetched first.
 */
export async function copyMarkdown(url: string): Promise<void> {
  const text = fetch(url, {credentials: 'same-origin'}).then(
    async (response) => {
      if (!response.ok) {
        throw new CopyMarkdownError(`The Markdown copy could not be loaded (HTTP ${response.status}).`);
      }
      return response.text();
    },
    () => {
      throw new CopyMarkdownError('The Markdown copy could not be loaded: the network request failed.');
    },
  );
  // Keeps the loading error when the clipboard reports the failed write in its own words.
  text.catch(() => undefined);
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  try {
    if (clipboard?.write && typeof ClipboardItem !== 'undefined') {
      const blob = text.then((value) => new Blob([value], {type: 'text/plain'}));
      await clipboard.write([new ClipboardItem({'text/plain': blob})]);
    } else if (clipboard?.writeText) {
      await clipboard.writeText(await text);
    } else {
      throw new CopyMarkdownError('This browser does not let pages copy to the clipboard.');
    }
  } catch (error) {
    await text; // a loading error explains more than the clipboard's
    throw error instanceof CopyMarkdownError
      ? error
      : new CopyMarkdownError('The browser did not allow copying to the clipboard.');
  }
}
