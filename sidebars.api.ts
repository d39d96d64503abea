import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

import {apiReferenceSidebarItems} from './src/plugins/openapi/sidebar';

/**
 * The REST API section: its home page, the website's own endpoint and files for programs, then one category per API (opening on the API's overview)
 * with the operations grouped by tag. The reference part is derived from openapi/*.yaml, the same
 * files the pages are generated from, so the sidebar always lists exactly the generated pages.
 */
const sidebars: SidebarsConfig = {
  api: ['index', 'site', ...apiReferenceSidebarItems(__dirname)],
};

export default sidebars;
