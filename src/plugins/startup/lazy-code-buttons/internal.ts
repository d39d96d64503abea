/**
 * `@docusaurus/theme-common/internal` as the theme's `CodeBlock/Content/String` sees it (./index.ts):
 * everything the theme exports, with ./useCodeWordWrap.ts in place of its word-wrap hook.
 */
export * from '@docusaurus/theme-common/internal';
export {useCodeWordWrap} from './useCodeWordWrap';
