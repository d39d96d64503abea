/**
 * `@docusaurus/theme-common/internal` as the theme's date-showing components see it (./index.ts):
 * everything the theme exports, with ./useDateTimeFormat.ts in place of its date formatter hook.
 */
export * from '@docusaurus/theme-common/internal';
export {useDateTimeFormat} from './useDateTimeFormat';
