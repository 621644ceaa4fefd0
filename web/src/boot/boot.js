// Before the first paint (index.html): the colour mode (lib/layout-preference.ts's stored choice, else the
// system's), the screen whose heading the frame shows, a connection to a cross-origin API and, on an order
// page, its screen's code (data-order).
// A classic script, minified into the build by vite.config.ts (bootScript); it runs before any bundle.
/* global window, document, location */
(function (w, d) {
  var config = w.__SPONSORSPOT_CONFIG__ || {};
  var html = d.documentElement;
  var value = null;
  try {
    value = JSON.parse(localStorage.getItem(config.tenantId + '.layout'));
  } catch {
    // No config, storage or stored choice: the system's mode.
  }
  if (!value || typeof value !== 'object') value = {};
  var follow =
    typeof value.followSystem === 'boolean' ? value.followSystem : typeof value.isDark !== 'boolean';
  var dark = !!w.matchMedia && w.matchMedia('(prefers-color-scheme: dark)').matches;
  if (!follow && typeof value.isDark === 'boolean') dark = value.isDark;
  html.setAttribute('data-bs-theme', dark ? 'dark' : 'light');
  // The frame's copy of the marketplace's heading (index.html), on its address and on / (which goes there).
  if (/^\/(marketplace\/?)?$/.test(location.pathname)) html.setAttribute('data-frame-page', 'marketplace');
  function link(rel, href, crossOrigin) {
    var element = d.createElement('link');
    element.rel = rel;
    element.href = href;
    if (crossOrigin !== undefined) element.crossOrigin = crossOrigin;
    d.head.appendChild(element);
  }
  try {
    var api = new URL(config.apiBaseUrl || '/', location.href).origin;
    if (api !== location.origin) link('preconnect', api);
  } catch {
    // An apiBaseUrl the config check refuses: the app says so itself.
  }
  var order = d.currentScript && d.currentScript.getAttribute('data-order');
  if (order && /^\/order\//.test(location.pathname))
    order.split(' ').forEach(function (href) {
      link('modulepreload', href, '');
    });
})(window, document);
