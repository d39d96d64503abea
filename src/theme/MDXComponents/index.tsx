/**
 * The stock MDX components, with Markdown tables drawn by the site's table (scrolling by keyboard too
 * when a table is wider than its column).
 */
import MDXComponents from '@theme-original/MDXComponents';

import Table from '../../components/shared/Table';

export default {...MDXComponents, table: Table};
