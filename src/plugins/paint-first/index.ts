/**
 * The HTML template of every page (`ssrTemplate` in docusaurus.config.ts): Docusaurus's own template, with
 * one change. The start-up scripts (the bundler's runtime and `main`) are fetched from the top of the page as
 * before, but they run only after the browser has painted the page's server-rendered HTML.
 *
 * Why: with Docusaurus's `<script defer>` tags, the scripts run as soon as the HTML is parsed, and when they
 * have arrived by then (a fast network, a cached visit) the browser evaluates them, about 480 KB of React,
 * router and theme before compression, before it paints anything. The text was already there to read; the
 * reader waited for script to see it. Painting first holds the scripts back until the text is on screen,
 * and gives the reader the page sooner.
 * Lighthouse measured the difference (README, "Painting before the scripts run"): its estimate of when the
 * main paragraph appears counted the download and evaluation of `main` whenever they came before the paint.
 *
 * How:
 * - `<link rel="preload" as="script">` in the head starts both downloads as early as the `defer` tags did;
 * - `START_SCRIPTS` at the end of the body inserts the scripts in order (`async = false`) in a task after the
 *   browser's first contentful paint. Waiting for the next frame is not enough: the first frame is often
 *   painted before the page's text is (a Lighthouse trace of /wiki/geyser/events/: first paint at 180 ms,
 *   text at 275 ms, with `main` evaluated between them).
 * The Content-Security-Policy allows the inline script by its hash, collected from the built HTML like the
 * theme's own inline scripts (src/plugins/hosting/). Without JavaScript nothing changes: the page is the
 * server-rendered HTML either way.
 */

/** Marks the preloads that `START_SCRIPTS` turns into scripts. */
export const START_SCRIPT_ATTRIBUTE = 'data-start-script';

/** If the browser reports no first contentful paint by then, the scripts start anyway (milliseconds). */
export const START_SCRIPTS_TIMEOUT = 2000;

/**
 * Inserts the preloaded start-up scripts, in order, in a task after the browser's first contentful paint (see
 * the module comment). Where the Paint Timing API is missing, it waits for the next frame instead; in a tab
 * that is hidden (loaded in the background, or left before anything was painted) it starts them at once, as
 * no paint is coming; and after `START_SCRIPTS_TIMEOUT` it starts them whatever happened.
 */
export const START_SCRIPTS = [
  '(function(){',
  'var started=false;',
  'function start(){',
  'if(started){return;}',
  'started=true;',
  `document.querySelectorAll('link[${START_SCRIPT_ATTRIBUTE}]').forEach(function(link){`,
  "var script=document.createElement('script');",
  'script.src=link.href;',
  'script.async=false;',
  'document.head.appendChild(script);',
  '});',
  '}',
  "if(document.visibilityState==='hidden'){start();return;}",
  "document.addEventListener('visibilitychange',start,{once:true});",
  `setTimeout(start,${START_SCRIPTS_TIMEOUT});`,
  'var P=window.PerformanceObserver;',
  "if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){",
  'new P(function(list,observer){',
  "if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(start);}",
  "}).observe({type:'paint',buffered:true});",
  '}else{requestAnimationFrame(function(){setTimeout(start);});}',
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
