import type {CurrentBundler, Plugin} from '@docusaurus/types';

/** What the bundler's `NormalModuleReplacementPlugin` hands a replacement function. */
interface ImportRequest {
  /** The folder of the module that imports. */
  context?: string;
  /** What it imports, as written (`prism-react-renderer`, `@docusaurus/useIsBrowser`). */
  request?: string;
}

/**
 * A bundler plugin that makes the modules in `importers` (folders, as patterns) import `replacement` (a file)
 * wherever they import `request`; every other module keeps the original. This is how the site changes one
 * dependency of a theme component without ejecting the component.
 */
export function swapImport(
  bundler: CurrentBundler,
  request: RegExp,
  importers: readonly RegExp[],
  replacement: string,
): InstanceType<CurrentBundler['instance']['NormalModuleReplacementPlugin']> {
  return new bundler.instance.NormalModuleReplacementPlugin(request, (resource: ImportRequest) => {
    const {context} = resource;
    if (context && importers.some((folder) => folder.test(context))) {
      resource.request = replacement;
    }
  });
}

/** One import swapped for some importers: see `swapImport`. */
export interface ImportSwap {
  request: RegExp;
  importers: readonly RegExp[];
  replacement: string;
}

/** A plugin named `name` that does nothing but the given import swaps, on the server and in the browser. */
export function importSwapPlugin(name: string, swaps: readonly ImportSwap[]): Plugin {
  return {
    name,
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: swaps.map(({request, importers, replacement}) =>
          swapImport(currentBundler, request, importers, replacement),
        ),
      };
    },
  };
}
