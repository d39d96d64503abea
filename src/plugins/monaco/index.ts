import type {Plugin} from '@docusaurus/types';

const MONACO_MODULES = /[\\/]node_modules[\\/](monaco-editor|@monaco-editor)[\\/]/;

/** The name `monacoSetup.ts` gives Monaco's web worker; its chunk must stay self-contained. */
const WORKER_CHUNK = 'monaco-editor-worker';

/**
 * Keeps Monaco (the config editor's source view) off every page but the config editor.
 *
 * The editor imports Monaco lazily, so its JavaScript is already in async chunks. Its CSS is not:
 * Docusaurus' `styles` cache group (priority 50, all chunks) merges every stylesheet, async ones
 * included, into the single global CSS file, which would add Monaco's styles to every page. This
 * cache group outranks it for Monaco's modules and keeps their JS and CSS together in an async
 * `monaco` chunk that loads with the editor.
 */
export default function monacoPlugin(): Plugin {
  return {
    name: 'monaco-async-chunks',
    configureWebpack(_config, isServer) {
      if (isServer) {
        // The server bundle has splitChunks off; merging a cache group in would turn it on.
        return {};
      }
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              monaco: {
                test: MONACO_MODULES,
                name: 'monaco',
                // Only the editor's lazy chunks. The worker gets its own copy of the few modules it
                // needs: sharing the editor chunk would make it load all of the editor's UI code and try to
                // attach Monaco's CSS, which fails where there is no document.
                chunks: (chunk: {name?: string | null; canBeInitial(): boolean}) =>
                  chunk.name !== WORKER_CHUNK && !chunk.canBeInitial(),
                enforce: true,
                priority: 60,
                reuseExistingChunk: true,
              },
            },
          },
        },
      };
    },
  };
}
