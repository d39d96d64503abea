import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {Parser} from 'htmlparser2';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {cardTitle, sectionLabel, socialCardPath, truncate} from '../../lib/social-cards/paths';
import {renderCard, type CardText} from './render';
import {readBuiltPage} from '../shared/built-page';

/**
 * A link preview (`og:image`, `twitter:image`) for every page. After the build, each page's title and
 * description are read from its HTML (what readers and crawlers see) and drawn onto a PNG at
 * `socialCardPath(route)`; src/theme/SiteMetadata points the page's meta tags at that file.
 *
 * Cards are cached by content in node_modules/.cache, so a rebuild only draws pages whose title,
 * description or address changed.
 */

const PLUGIN_NAME = 'geysermc-social-cards';
/** Bumped when the card's look changes, so cached cards are redrawn. */
const DESIGN_VERSION = '1';
const MAX_BYTES = 100 * 1024;

interface PageHead {
  title: string;
  description: string;
}

export function readHead(html: string): PageHead {
  const head: PageHead = {title: '', description: ''};
  let inTitle = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'title') {
          inTitle = true;
        } else if (name === 'meta' && attributes.name === 'description' && head.description === '') {
          head.description = attributes.content ?? '';
        }
      },
      ontext(text) {
        if (inTitle) {
          head.title += text;
        }
      },
      onclosetag(name) {
        if (name === 'title') {
          inTitle = false;
        } else if (name === 'head') {
          parser.pause();
        }
      },
    },
    {decodeEntities: true},
  );
  parser.end(html);
  return head;
}

export default function socialCardsPlugin(context: LoadContext): Plugin {
  const cacheDir = path.join(context.siteDir, 'node_modules/.cache', PLUGIN_NAME);
  const host = new URL(context.siteConfig.url).host;

  return {
    name: PLUGIN_NAME,

    async postBuild({outDir, routesPaths, siteConfig}) {
      const started = Date.now();
      await fs.mkdir(cacheDir, {recursive: true});
      const routes = [...new Set(routesPaths)];
      let drawn = 0;
      let totalBytes = 0;
      const oversized: string[] = [];
      for (const route of routes) {
        const html = await readBuiltPage(outDir, route);
        if (html === null) {
          continue;
        }
        const head = readHead(html);
        const text: CardText = {
          section: sectionLabel(route),
          title: truncate(cardTitle(head.title, siteConfig.title), 90),
          description: truncate(head.description || siteConfig.tagline, 150),
          address: truncate(`${host}${route}`, 70),
        };
        const key = crypto
          .createHash('sha256')
          .update(JSON.stringify([DESIGN_VERSION, text]))
          .digest('hex');
        const cached = path.join(cacheDir, `${key}.png`);
        let png: Buffer;
        try {
          png = await fs.readFile(cached);
        } catch {
          png = await renderCard(text, context.siteDir);
          await fs.writeFile(cached, png);
          drawn += 1;
        }
        const target = path.join(outDir, socialCardPath(route));
        await fs.mkdir(path.dirname(target), {recursive: true});
        await fs.writeFile(target, png);
        totalBytes += png.length;
        if (png.length > MAX_BYTES) {
          oversized.push(`${route} (${Math.round(png.length / 1024)} KB)`);
        }
      }
      console.log(
        `[social-cards] ${routes.length} pages, ${drawn} drawn, ${routes.length - drawn} from cache, ${Math.round(
          totalBytes / 1024,
        )} KB in ${Date.now() - started} ms`,
      );
      if (oversized.length > 0) {
        throw new Error(`[social-cards] Cards over ${MAX_BYTES / 1024} KB: ${oversized.join(', ')}`);
      }
    },
  };
}
