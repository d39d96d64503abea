/** The part of the webpack/Rspack compiler API that `EmitFilesPlugin` uses; both bundlers provide it. */
interface MinimalCompiler {
  webpack: {
    sources: {RawSource: new (source: string) => unknown};
    Compilation: {PROCESS_ASSETS_STAGE_ADDITIONAL: number};
  };
  hooks: {
    thisCompilation: {
      tap(
        name: string,
        callback: (compilation: {
          hooks: {processAssets: {tap(options: {name: string; stage: number}, callback: () => void): void}};
          emitAsset(file: string, source: unknown): void;
        }) => void,
      ): void;
    };
  };
}

/**
 * A bundler plugin that adds generated files to every compilation. Under `docusaurus start` the
 * dev server serves compilation assets from memory, so this is how build-time files (the search
 * index, the site data JSON, the API explorer's stylesheet) also exist while writing.
 * `files` is called on each compilation, so the content can follow edits.
 */
export class EmitFilesPlugin {
  constructor(
    private readonly name: string,
    private readonly files: () => Record<string, string>,
  ) {}

  apply(compiler: MinimalCompiler): void {
    const {RawSource} = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(this.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        {name: this.name, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL},
        () => {
          for (const [file, content] of Object.entries(this.files())) {
            compilation.emitAsset(file, new RawSource(content));
          }
        },
      );
    });
  }
}
