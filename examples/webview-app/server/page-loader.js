// The script loader of a server-rendered page, inlined into its head by the server (ssr.ts), with
// the page's nonce. Plain ES5: it runs before any feature check. Its input is the JSON element
// `#lendview-scripts`: { hashPaths, base, preloads, entry }.
//
// A server-rendered page is read before it is interactive: its scripts start once the page has
// painted its content (the browser's first-contentful-paint entry, or the next frame where that
// is not reported), so on a slow network they do not take bandwidth from the page itself, nor
// run before it shows. The timer covers a page that paints nothing soon (hidden web view,
// skeleton only). A hash route no screen answers has nothing to show before its scripts: they
// start at once. The files are added one per task: each addition starts a request, and all of
// them together were one task of tens of milliseconds at 10x CPU slowdown.
//
// A hash address of a screen (`/#/agreementTemplate?...`) is one the server cannot see, so the
// page moves at once, from its head, to the same screen's path (`/agreementTemplate?...`), which
// arrives rendered.
(function () {
  var d = document;
  var config = JSON.parse(d.getElementById('lendview-scripts').textContent);
  var hash = location.hash;
  var route = hash.split('?')[0].slice(1);
  if (config.hashPaths.indexOf(route) >= 0) return location.replace(config.base + hash.slice(2));

  var done = 0;
  function element(tag, props) {
    var e = d.createElement(tag);
    for (var k in props) e[k] = props[k];
    return e;
  }
  function load() {
    if (done++) return;
    var queue = config.preloads.map(function (href) {
      return element('link', { rel: 'modulepreload', crossOrigin: '', href: href });
    });
    queue.push(element('script', { type: 'module', crossOrigin: '', src: config.entry }));
    (function next() {
      var e = queue.shift();
      if (e) {
        d.head.appendChild(e);
        setTimeout(next);
      }
    })();
  }

  if (d.documentElement.className == 'lv-hash') return load();
  var Observer = window.PerformanceObserver;
  if (Observer && (Observer.supportedEntryTypes || []).indexOf('paint') >= 0) {
    new Observer(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) setTimeout(load);
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(function () {
      setTimeout(load);
    });
  }
  setTimeout(load, 1000);
})();
