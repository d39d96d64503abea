/**
 * Stands in for `@docusaurus/useIsBrowser` in the theme components listed in ./index.ts, where the hook
 * only serves as a `key`: `key={String(isBrowser)}`. It answers `false` on the server and in the browser,
 * so the key never changes and React keeps the elements the server rendered.
 */
export default function useIsBrowser(): boolean {
  return false;
}
