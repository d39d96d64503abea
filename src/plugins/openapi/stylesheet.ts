import crypto from 'node:crypto';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {compile} from 'sass';

/**
 * The API explorer's stylesheet as a file of its own. Docusaurus merges every imported stylesheet
 * into the one `styles.css` that all pages load, so importing the theme's styles anywhere would put
 * them (mostly inline code-sample logos) on every page. Instead the theme's
 * SCSS is compiled here and linked only from the API pages (./ApiDocItem.tsx).
 */
export interface Stylesheet {
  /** Path inside the build output, e.g. `assets/css/openapi-theme.1a2b3c4d.css`. */
  readonly file: string;
  readonly css: string;
}

export function compileThemeStylesheet(): Stylesheet {
  const source = createRequire(__filename).resolve('docusaurus-theme-openapi-docs/lib/theme/styles.scss');
  // Every url() in these styles is a data: URI, so the file works from any folder.
  const theme = compile(source, {style: 'compressed'}).css;
  const pageStyles = fs.readFileSync(path.join(__dirname, 'api-pages.css'), 'utf8');
  const css = `${theme}\n${pageStyles}`;
  const hash = crypto.createHash('sha256').update(css).digest('hex').slice(0, 8);
  return {file: `assets/css/openapi-theme.${hash}.css`, css};
}
