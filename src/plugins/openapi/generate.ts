import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import pluginOpenApiDocs from 'docusaurus-plugin-openapi-docs/lib/index';

import {loadApiReference, overviewIdFor} from './operations';
import {API_DOCS_PLUGIN_ID, apiSpecs, type ApiSpec} from './specs';

/**
 * Generates the API reference pages with docusaurus-plugin-openapi-docs' own generator, the same
 * code behind its `gen-api-docs` command, so the pages are exactly what the plugin would write.
 *
 * The generator only offers that command, so it is driven through a stand-in for the CLI. It writes
 * into a temporary folder; the result is then copied over the output folder file by file, touching
 * only files whose content changed. Unchanged pages therefore never trigger the dev server's file
 * watcher, which would otherwise reload the site, regenerate, and loop.
 */

type CliAction = (id: string, command: {opts(): Record<string, unknown>}) => Promise<void>;

interface CliCommand {
  description(text: string): CliCommand;
  usage(text: string): CliCommand;
  arguments(text: string): CliCommand;
  option(flags: string, description?: string): CliCommand;
  action(handler: CliAction): CliCommand;
}

/** Records the handlers a plugin registers in `extendCli`. */
function captureCliActions(plugin: Plugin<unknown>): Map<string, CliAction> {
  const actions = new Map<string, CliAction>();
  const command = (name: string): CliCommand => {
    const builder: CliCommand = {
      description: () => builder,
      usage: () => builder,
      arguments: () => builder,
      option: () => builder,
      action: (handler) => {
        actions.set(name, handler);
        return builder;
      },
    };
    return builder;
  };
  const extendCli = plugin.extendCli as ((cli: {command(name: string): CliCommand}) => void) | undefined;
  extendCli?.({command});
  return actions;
}

function listFiles(dir: string, base = dir): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full, base) : [path.relative(base, full)];
  });
}

export interface SyncResult {
  written: string[];
  removed: string[];
}

/** Makes `target` hold exactly the files of `source`, rewriting only what differs. */
export function syncDirectory(source: string, target: string): SyncResult {
  const result: SyncResult = {written: [], removed: []};
  const wanted = new Set(listFiles(source));
  for (const file of listFiles(target)) {
    if (!wanted.has(file)) {
      fs.rmSync(path.join(target, file));
      result.removed.push(file);
    }
  }
  for (const file of wanted) {
    const content = fs.readFileSync(path.join(source, file));
    const destination = path.join(target, file);
    if (fs.existsSync(destination) && fs.readFileSync(destination).equals(content)) continue;
    fs.mkdirSync(path.dirname(destination), {recursive: true});
    fs.writeFileSync(destination, content);
    result.written.push(file);
  }
  return result;
}

/** Pages the generator must have produced for a spec; checked because it logs failures instead of throwing. */
export function expectedPageFiles(siteDir: string, spec: ApiSpec): string[] {
  const reference = loadApiReference(siteDir, spec);
  return [
    `${overviewIdFor(reference.title)}.info.mdx`,
    ...reference.operations.map((operation) => `${path.posix.basename(operation.docId)}.api.mdx`),
  ];
}

/** Runs `fn` with the generator's per-file success messages muted; errors still go to the console. */
async function quietly<T>(fn: () => Promise<T>): Promise<T> {
  const log = console.log;
  console.log = () => undefined;
  try {
    return await fn();
  } finally {
    console.log = log;
  }
}

export interface GenerateOptions {
  /** Folder under which the temporary output is created; defaults to the OS temp folder. */
  tempRoot?: string;
}

/** Generates every API's pages into its `outputDir` under the site. */
export async function generateApiPages(context: LoadContext, options: GenerateOptions = {}): Promise<SyncResult> {
  const staging = fs.mkdtempSync(path.join(options.tempRoot ?? os.tmpdir(), 'geysermc-openapi-'));
  try {
    // The generator derives each page's overview link from where `outputDir` sits below the docs
    // folder, so the staging copy keeps the same relative layout.
    const stagedDir = (spec: ApiSpec): string => path.join(staging, spec.outputDir);
    const generator = pluginOpenApiDocs(context, {
      id: 'openapi',
      docsPluginId: API_DOCS_PLUGIN_ID,
      config: Object.fromEntries(
        apiSpecs.map((spec) => [
          spec.id,
          // `externalJsonProps` is the plugin's default for its CLI (set by option validation, which this bypasses).
          {specPath: path.join(context.siteDir, spec.specPath), outputDir: stagedDir(spec), externalJsonProps: true},
        ]),
      ),
    });
    const generate = captureCliActions(generator).get('gen-api-docs');
    if (!generate) {
      throw new Error(
        'docusaurus-plugin-openapi-docs no longer registers `gen-api-docs`; update src/plugins/openapi/generate.ts',
      );
    }

    const total: SyncResult = {written: [], removed: []};
    for (const spec of apiSpecs) {
      await quietly(() => generate(spec.id, {opts: () => ({})}));
      const missing = expectedPageFiles(context.siteDir, spec).filter(
        (file) => !fs.existsSync(path.join(stagedDir(spec), file)),
      );
      if (missing.length > 0) {
        throw new Error(`Generating the API pages of ${spec.specPath} failed; missing: ${missing.join(', ')}`);
      }
      const result = syncDirectory(stagedDir(spec), path.join(context.siteDir, spec.outputDir));
      total.written.push(...result.written.map((file) => path.join(spec.outputDir, file)));
      total.removed.push(...result.removed.map((file) => path.join(spec.outputDir, file)));
    }
    return total;
  } finally {
    fs.rmSync(staging, {recursive: true, force: true});
  }
}

/** Fingerprint of the OpenAPI files, to skip regeneration when nothing changed. */
export function specsFingerprint(siteDir: string): string {
  const hash = crypto.createHash('sha256');
  for (const spec of apiSpecs) {
    hash.update(spec.specPath).update(fs.readFileSync(path.join(siteDir, spec.specPath)));
  }
  return hash.digest('hex');
}
