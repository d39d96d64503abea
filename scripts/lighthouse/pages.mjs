/** One page of each type, as the Lighthouse test and benchmark measure them. */
export const pageTypes = [
  {type: 'Home', path: '/'},
  {type: 'Wiki page (long)', path: '/wiki/geyser/setup/'},
  {type: 'Download', path: '/download/'},
  {type: 'API reference', path: '/wiki/api/api.geysermc.org/global-api/'},
  {type: 'Config editor', path: '/utilities/config-editor/'},
  {type: 'Blog list', path: '/blog/'},
];
