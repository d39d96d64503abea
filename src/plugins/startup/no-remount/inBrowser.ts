/**
 * Stands in for `@docusaurus/useIsBrowser` in the API reference's `ApiItem` (see ./index.ts): `true` in the
 * browser from the first render on, hydration included, instead of only after hydration. Only right where
 * the server's and the browser's output are the same.
 */
export default function useIsBrowser(): boolean {
  return typeof window !== 'undefined';
}
