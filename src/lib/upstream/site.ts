/**
 * Where the site states a fact, so the report can point at the line to edit. The values themselves come
 * from importing the data modules; this only finds lines, relying on Prettier's formatting of the data
 * files (`path: 'bedrock.port',`, single quotes, one property per line in multi-line objects).
 */

/** Read access to this site's files, relative to the repository root. */
export type SiteReader = (path: string) => string | undefined;

/** The first line of a file that contains `needle`. */
export function textLine(read: SiteReader, path: string, needle: string): number | undefined {
  const index = read(path)
    ?.split('\n')
    .findIndex((entry) => entry.includes(needle));
  return index === undefined || index < 0 ? undefined : index + 1;
}

/** The line of `property: value` in a data file (`path: 'bedrock.port'`, `protocol: 924`). */
export function propertyLine(
  read: SiteReader,
  path: string,
  property: string,
  value: string | number,
): number | undefined {
  const literal = typeof value === 'number' ? String(value) : `'${value.replace(/'/g, "\\'")}'`;
  const text = read(path);
  if (text === undefined) {
    return undefined;
  }
  const lines = text.split('\n');
  const pattern = new RegExp(`(^|[\\s{,])${property}: ${literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=[,}\\s]|$)`);
  const index = lines.findIndex((entry) => pattern.test(entry));
  return index < 0 ? undefined : index + 1;
}

/** The line of `const name` or of a `name:` property in a data file. */
export function declarationLine(read: SiteReader, path: string, name: string): number | undefined {
  const text = read(path);
  if (text === undefined) {
    return undefined;
  }
  const pattern = new RegExp(`(\\bconst ${name}\\b|^\\s*${name}:)`);
  const index = text.split('\n').findIndex((entry) => pattern.test(entry));
  return index < 0 ? undefined : index + 1;
}
