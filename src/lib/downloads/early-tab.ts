import {downloadTabs, otherProjectIds} from '../../data/projects';
import {DEFAULT_TAB, EXPANDED_VALUES, FLOODGATE_IMPLEMENTATION_NAMES} from './location';

/** The `<html>` attribute the script sets, read by the download page's CSS before hydration. */
export const EARLY_TAB_ATTRIBUTE = 'data-download-tab';

/**
 * A tiny inline script at the top of the download page's body. The static HTML always shows the Geyser
 * tab; for a link such as `/download/#floodgate` this marks the linked tab on <html> before the
 * first paint, so CSS can show the right panel at once instead of swapping it after hydration
 * (a visible jump). It decides only the tab, by the same rules as `parseDownloadLocation` (a test
 * runs both on the same URLs), and does nothing once React is running (client-side navigation).
 */
export function earlyTabScript(): string {
  const data = JSON.stringify({
    tabs: downloadTabs,
    others: otherProjectIds,
    floodgate: FLOODGATE_IMPLEMENTATION_NAMES,
    expanded: EXPANDED_VALUES,
    fallback: DEFAULT_TAB,
    attribute: EARLY_TAB_ATTRIBUTE,
  });
  return `(function(d){try{var h=document.documentElement;if(h.getAttribute('data-has-hydrated')==='true')return;var p=new URLSearchParams(location.search),t=(p.get('project')||'').trim().toLowerCase(),f='';if(t){f=d.tabs.indexOf(t)>=0?t:d.fallback}else if(d.others.some(function(o){var v=p.get(o);return v!==null&&d.expanded.indexOf(v.toLowerCase())>=0})){f='other-projects'}else{var r=location.hash.replace(/^#/,'');try{r=decodeURIComponent(r)}catch(e){}r=r.trim();var l=r.toLowerCase();if(d.tabs.indexOf(l)>=0){f=l}else if(d.others.indexOf(l)>=0){f='other-projects'}else if(d.floodgate.indexOf(r)>=0){f='floodgate'}}if(f&&f!==d.fallback){h.setAttribute(d.attribute,f)}}catch(e){}})(${data});`;
}
