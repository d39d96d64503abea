/**
 * The HTML template of every page (`ssrTemplate` in docusaurus.config.ts): Docusaurus's own template, with
 * one change. The start-up scripts (the bundler's runtime and `main`) are still fetched from the top of the
 * page, but they run only after the browser has painted the page's server-rendered HTML.
 *
 * Why: with Docusaurus's `<script defer>` tags, the scripts run as soon as the HTML is parsed, and when they
 * have arrived by then (a fast network, a cached visit) the browser evaluates them, all of React, the
 * router and the theme, before it paints anything. The text was already there to read; the
 * reader waited for script to see it. Painting first holds the scripts back until the text is on screen,
 * and gives the reader the page sooner.
 * Lighthouse's estimate of when the main paragraph appears counts the download and evaluation of `main`
 * whenever they come before the paint (docs/design/startup.md).
 *
 * How:
 * - `<link rel="preload" as="script">` in the head starts both downloads as early as the `defer` tags did;
 * - `START_SCRIPTS` at the end of the body inserts the scripts in order (`async = false`) in a task after the
 *   browser's first contentful paint and two more frames. Less is not enough: in Lighthouse traces the first
 *   frame was often painted before any text, the first text painted could be the top of a long page only, and
 *   a frame reaches the screen a little after the browser has drawn it; each time `main` ran before the main
 *   text was shown. The starter runs once
 *   the page is parsed, and it also waits for the page's stylesheets: the API pages link theirs in the body
 *   (src/plugins/openapi/ApiDocItem.tsx), and the browser paints nothing below such a link until it has
 *   loaded. Then the first of the two frames draws the whole page, and by the second it is shown.
 * The page's route chunks are listed in its HTML after the build (./plugin.ts) and inserted right after `main`.
 * The Content-Security-Policy allows the inline script by its hash, collected from the built HTML like the
 * theme's own inline scripts (src/plugins/hosting/). Without JavaScript nothing changes: the page is the
 * server-rendered HTML either way.
 *
 * Depends on @docusaurus/core's `ssg/ssgTemplate.html.js` (the template copied) and
 * `server/codegen/codegenRoutes.js` (the `routes.js` format ./route-chunks.ts reads).
 * The upgrade guard, tests/unit/plugins/startup-upgrade.test.ts, fails when one of them changes.
 */

import {START_CHUNKS_ID} from './route-chunks';

/** Marks the preloads that `START_SCRIPTS` turns into scripts. */
export const START_SCRIPT_ATTRIBUTE = 'data-start-script';

/** If the browser reports no first contentful paint by then, the scripts start anyway (milliseconds). */
export const START_SCRIPTS_TIMEOUT = 2000;

/**
 * Inserts the preloaded start-up scripts, then the route chunks the page lists (./plugin.ts), in order, in a
 * task after the browser's first contentful paint, the page's stylesheets and two frames (see the module
 * comment). Where the Paint Timing API is missing, it waits for the stylesheets and the two frames only. In a
 * tab that is hidden (loaded in the background, or left before anything was painted) it starts them at once,
 * as no paint is coming; and after `START_SCRIPTS_TIMEOUT` it starts them whatever happened.
 */
export const START_SCRIPTS = [
  '(function(){',
  'var started=false;',
  // In order: each waits for the one before it to run (`async = false`).
  'function add(src){',
  "var script=document.createElement('script');",
  'script.src=src;',
  'script.async=false;',
  'document.head.appendChild(script);',
  '}',
  'function start(){',
  'if(started){return;}',
  'started=true;',
  `document.querySelectorAll('link[${START_SCRIPT_ATTRIBUTE}]').forEach(function(link){add(link.href);});`,
  // The page's route chunks (./plugin.ts), after `main`: when `main` asks for them, they are already coming.
  `var chunks=document.getElementById('${START_CHUNKS_ID}');`,
  'if(chunks){JSON.parse(chunks.textContent).forEach(function(src){add(src);});}',
  '}',
  // Two frames: the first paints the whole page; by the second, that paint has reached the screen.
  'function afterFrames(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(start);});});}',
  // A stylesheet linked in the body (the API pages') holds back the painting of everything after it.
  'function whenStyled(then){',
  'var pending=0;',
  "document.querySelectorAll('link[rel=stylesheet]').forEach(function(link){",
  'if(link.sheet){return;}',
  'pending+=1;',
  'function done(){pending-=1;if(pending===0){then();}}',
  "link.addEventListener('load',done);",
  "link.addEventListener('error',done);",
  '});',
  'if(pending===0){then();}',
  '}',
  "if(document.visibilityState==='hidden'){start();return;}",
  "document.addEventListener('visibilitychange',start,{once:true});",
  `setTimeout(start,${START_SCRIPTS_TIMEOUT});`,
  'var P=window.PerformanceObserver;',
  "if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){",
  'new P(function(list,observer){',
  "if(list.getEntriesByName('first-contentful-paint').length){",
  'observer.disconnect();',
  'whenStyled(afterFrames);',
  '}',
  "}).observe({type:'paint',buffered:true});",
  '}else{whenStyled(afterFrames);}',
  '})();',
].join('');

/**
 * Docusaurus's default SSG template (`@docusaurus/core/lib/ssg/ssgTemplate.html.js`, 3.10) with the start-up
 * scripts as preloads plus `START_SCRIPTS`. `tests/unit/plugins/paint-first.test.ts` fails when the default
 * template changes, so that an upgrade brings its changes here.
 */
export const ssrTemplate = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" href="<%= it.baseUrl %><%= script %>" ${START_SCRIPT_ATTRIBUTE} />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>${START_SCRIPTS}</script>
  </body>
</html>
`;
