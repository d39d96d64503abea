import fs from 'node:fs';
import path from 'node:path';
import {Resvg} from '@resvg/resvg-js';
import satori from 'satori';

/**
 * Draws one 1200×630 link-preview card in the site's look (dark background, brand green) with satori
 * (layout to SVG) and resvg (SVG to PNG). Pure Node: no browser, no network.
 */

export interface CardText {
  readonly section: string;
  readonly title: string;
  readonly description: string;
  /** Shown at the bottom, e.g. `geysermc.org/wiki/geyser/setup/`. */
  readonly address: string;
}

const WIDTH = 1200;
const HEIGHT = 630;

interface Node {
  type: string;
  props: {
    style?: Record<string, string | number>;
    children?: (Node | string)[] | Node | string;
    src?: string;
    width?: number;
    height?: number;
  };
}

const el = (type: string, style: Record<string, string | number>, children?: Node['props']['children']): Node => ({
  type,
  props: {style, children},
});

type Fonts = Parameters<typeof satori>[1]['fonts'];
let fonts: Fonts | undefined;
let logo: string | undefined;

function loadAssets(siteDir: string): {fonts: Fonts; logo: string} {
  if (!fonts) {
    // satori reads WOFF/TTF/OTF but not WOFF2; @fontsource ships both.
    const font = (weight: 400 | 700) =>
      fs.readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
    fonts = [
      {name: 'Inter', data: font(400), weight: 400, style: 'normal'},
      {name: 'Inter', data: font(700), weight: 700, style: 'normal'},
    ];
  }
  if (!logo) {
    const svg = fs.readFileSync(path.join(siteDir, 'static/img/logo.svg'));
    logo = `data:image/svg+xml;base64,${svg.toString('base64')}`;
  }
  return {fonts, logo};
}

function layout(text: CardText, logoSrc: string): Node {
  const titleSize = text.title.length > 60 ? 56 : text.title.length > 32 ? 66 : 78;
  return el(
    'div',
    {
      // satori sizes boxes without their padding and border.
      width: WIDTH - 24 - 144,
      height: HEIGHT - 128,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '64px 72px',
      backgroundColor: '#1b1b1d',
      borderLeft: '24px solid #3d9a3b',
      color: '#f5f6f7',
      fontFamily: 'Inter',
    },
    [
      el('div', {display: 'flex', alignItems: 'center'}, [
        {type: 'img', props: {src: logoSrc, width: 72, height: 72, style: {marginRight: 24}}},
        el('div', {display: 'flex', flexDirection: 'column'}, [
          el('div', {fontSize: 34, fontWeight: 700}, 'GeyserMC'),
          el('div', {fontSize: 28, color: '#5fd35c'}, text.section),
        ]),
      ]),
      el('div', {display: 'flex', flexDirection: 'column', width: WIDTH - 24 - 144}, [
        el('div', {fontSize: titleSize, fontWeight: 700, lineHeight: 1.1, marginBottom: 24}, text.title),
        el('div', {fontSize: 30, lineHeight: 1.4, color: '#c9ccd1'}, text.description),
      ]),
      el('div', {fontSize: 24, color: '#a6e8a5'}, text.address),
    ],
  );
}

export async function renderCard(text: CardText, siteDir: string): Promise<Buffer> {
  const assets = loadAssets(siteDir);
  // satori's element type is React's; the plain object above has the same shape.
  const svg = await satori(layout(text, assets.logo) as unknown as Parameters<typeof satori>[0], {
    width: WIDTH,
    height: HEIGHT,
    fonts: assets.fonts,
  });
  return new Resvg(svg, {fitTo: {mode: 'width', value: WIDTH}, font: {loadSystemFonts: false}}).render().asPng();
}
