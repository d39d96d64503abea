/**
 * The inline script of the pages whose controls a reader can use before React runs (the utilities and
 * the download page). Their HTML is rendered at build time, so Default, Upload, Load, the tabs and the
 * drop zones are on screen while the site's scripts are still loading; a click there used to do nothing
 * and say nothing. This script, which runs before the page's zones are parsed, keeps what the reader does inside
 * a zone (`data-early-zone`) until the component that owns the zone takes it (./useEarlyActions.ts) and
 * carries it out; the script keeps recording until the owner releases the zone, once it has carried out
 * everything, so nothing done meanwhile reaches a handler that has not yet seen the state before it. It
 * records:
 * - a click on a button marked `data-early-action` (its `data-early-key` says which one: a tab's id);
 * - a form marked `data-early-action` being submitted, with the text of its named fields;
 * - a value typed or chosen in a field marked `data-early-action`, and the files of a file input;
 * - a `<details>` marked `data-early-action` opened or closed;
 * - files dropped in a zone marked `data-early-drop` (`page`: anywhere on the page).
 * Labels and summaries are left to the browser: a label opens its file input's chooser (which only a
 * click may do), a summary opens its details, and the script records what follows.
 *
 * While the zone is not released, the events stop here, so React (which may already be listening) never
 * acts on them too: each action happens once, when the owner replays it. The zone shows a progress
 * cursor and `aria-busy` until then. The script does nothing when React is already running (a page
 * reached by a link inside the site has no early moment) or when it has run before.
 *
 * A string, not a function, so the server and the browser bundle emit exactly the same text: the
 * Content-Security-Policy allows it by the hash of that text (src/plugins/hosting/headers.ts).
 */
export const EARLY_ACTIONS_SCRIPT = `(function () {
  var root = document.documentElement;
  if (window.__earlyActions || root.getAttribute('data-has-hydrated') === 'true') return;
  var queue = [];
  var taken = {};
  var list = function (items) { return items ? Array.prototype.slice.call(items) : undefined; };
  var nameOf = function (zone) { return zone.getAttribute('data-early-zone'); };
  var openZone = function (node) {
    var zone = node && node.closest ? node.closest('[data-early-zone]') : null;
    return zone && !taken[nameOf(zone)] ? zone : null;
  };
  var marked = function (node) {
    var zone = openZone(node);
    var control = zone && node.closest('[data-early-action]');
    return control && zone.contains(control) ? {zone: zone, control: control} : null;
  };
  var keep = function (event, zone, record) {
    event.stopPropagation();
    record.zone = nameOf(zone);
    var last = queue[queue.length - 1];
    if (record.type !== 'click' && last && last.control && last.control === record.control && last.type === record.type) {
      queue.pop();
    }
    queue.push(record);
    zone.setAttribute('aria-busy', 'true');
    zone.style.cursor = 'progress';
  };
  var describe = function (type, control, extra) {
    var record = {type: type, control: control, action: control.getAttribute('data-early-action')};
    var key = control.getAttribute('data-early-key');
    if (key !== null) record.key = key;
    for (var name in extra) if (extra[name] !== undefined) record[name] = extra[name];
    return record;
  };
  var on = function (type, listener) { window.addEventListener(type, listener, true); };
  on('click', function (event) {
    var found = marked(event.target);
    if (!found || found.control.tagName !== 'BUTTON') return;
    event.preventDefault();
    keep(event, found.zone, describe('click', found.control));
  });
  on('submit', function (event) {
    var found = marked(event.target);
    if (!found || found.control !== event.target) return;
    event.preventDefault();
    var fields = {};
    new FormData(found.control).forEach(function (value, name) {
      if (typeof value === 'string') fields[name] = value;
    });
    keep(event, found.zone, describe('submit', found.control, {fields: fields}));
  });
  var value = function (event) {
    var found = marked(event.target);
    if (!found || found.control !== event.target || !('value' in found.control)) return;
    var control = found.control;
    keep(event, found.zone, describe('value', control, {value: control.value, files: list(control.files)}));
  };
  on('input', value);
  on('change', value);
  on('toggle', function (event) {
    var found = marked(event.target);
    if (!found || found.control !== event.target || found.control.tagName !== 'DETAILS') return;
    keep(event, found.zone, describe('toggle', found.control, {open: found.control.open}));
  });
  var carriesFiles = function (event) {
    var types = event.dataTransfer && event.dataTransfer.types;
    return Boolean(types) && Array.prototype.indexOf.call(types, 'Files') >= 0;
  };
  var dropZone = function (node) {
    var zone = openZone(node);
    if (zone && zone.hasAttribute('data-early-drop')) return zone;
    var page = document.querySelector('[data-early-drop="page"]');
    return page && !taken[nameOf(page)] ? page : null;
  };
  on('dragover', function (event) {
    if (carriesFiles(event) && dropZone(event.target)) event.preventDefault();
  });
  on('drop', function (event) {
    var zone = carriesFiles(event) ? dropZone(event.target) : null;
    if (!zone) return;
    event.preventDefault();
    keep(event, zone, {type: 'drop', action: 'drop', files: list(event.dataTransfer.files)});
  });
  window.__earlyActions = {
    take: function (name) {
      var mine = queue.filter(function (record) { return record.zone === name; });
      queue = queue.filter(function (record) { return record.zone !== name; });
      return mine.map(function (record) {
        // Emptied as the page's own handler empties it, so choosing the same file again still counts.
        if (record.control && record.control.type === 'file') record.control.value = '';
        var action = {};
        for (var field in record) if (field !== 'control' && field !== 'zone') action[field] = record[field];
        return action;
      });
    },
    release: function (name) {
      taken[name] = true;
      document.querySelectorAll('[data-early-zone]').forEach(function (zone) {
        if (nameOf(zone) !== name) return;
        zone.removeAttribute('aria-busy');
        zone.style.cursor = '';
      });
    },
  };
})();`;
