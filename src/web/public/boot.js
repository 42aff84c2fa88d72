/* global document, requestAnimationFrame */
// Starts the app on a prerendered page once the browser has painted its HTML (scripts/prerender.mjs writes this
// tag in place of the app's module script): the page's text and layout show at once, then the app's modules are
// fetched together (`data-modules`, preloaded so none waits for another) and the entry hydrates the page.
(function () {
  var tag = document.currentScript;
  var entry = tag.getAttribute('data-entry');
  var modules = (tag.getAttribute('data-modules') || '').split(' ').filter(Boolean);
  function start() {
    modules.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    });
    import(entry);
  }
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
})();
