/**
 * The generator's page template with one change: the app's scripts load once the page has
 * been parsed and painted, instead of downloading alongside the stylesheet while the page
 * is still arriving.
 *
 * Every page is complete HTML, readable and navigable before any script runs, so the
 * scripts only add interactivity (search, colour toggle, client-side navigation). On a slow
 * phone connection the ~150 KB of scripts otherwise share the bandwidth with the HTML and
 * the stylesheet and delay the first paint of the text. The script tags sit in an inert
 * <template> (the browser neither fetches nor runs them) and a small fixed script, whose
 * hash the Content-Security-Policy allows, adds them in order once the browser reports the
 * first contentful paint. A tab in the background paints nothing, and some browsers report
 * no paint: there they load with the window's load event.
 *
 * If a script is not found, and the stylesheet was not either (it hides the banner, see
 * custom.css), the site is most likely served from another path than its baseUrl: a banner
 * says so and suggests the baseUrl that matches the address. The generator's own banner is
 * off because it assumes the scripts have run by the time the document is parsed.
 */
const appScriptsLoader = `
(function () {
  var loaded = false;
  function loadAppScripts() {
    // The app hydrates the whole page: never before the parser has read all of it.
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', loadAppScripts);
      return;
    }
    if (loaded) return;
    loaded = true;
    var scripts = document.getElementById('app-scripts').content.querySelectorAll('script');
    for (var i = 0; i < scripts.length; i++) {
      var script = document.createElement('script');
      script.src = scripts[i].getAttribute('src');
      script.async = false;
      script.onerror = showBaseUrlBanner;
      document.head.appendChild(script);
    }
  }
  function showBaseUrlBanner(event) {
    if (document.getElementById('base-url-issue')) return;
    var src = event.target.getAttribute('src');
    var baseUrl = src.slice(0, src.indexOf('assets/'));
    // The page's route is its canonical path; what precedes it in the address is the real base.
    var canonical = document.querySelector('link[rel="canonical"]');
    var route = canonical ? new URL(canonical.href).pathname : '';
    var path = location.pathname;
    var suggestion = route && path.length > route.length && path.slice(-route.length) === route ?
      path.slice(0, path.length - route.length + 1) : '';
    var banner = document.createElement('div');
    banner.id = 'base-url-issue';
    banner.setAttribute('role', 'alert');
    banner.style.cssText = 'margin:16px;padding:16px;border:4px solid #b3261e;background:#fff4e5;color:#1c1e21;font:18px/1.5 system-ui,sans-serif';
    var title = document.createElement('strong');
    title.textContent = 'This site did not load completely.';
    var detail = document.createElement('p');
    detail.style.margin = '8px 0 0';
    detail.textContent = 'Its stylesheet and scripts were not found under ' + baseUrl + 'assets/. ' +
      'The site is probably served from another path than its baseUrl setting, which is "' + baseUrl + '"' +
      (suggestion ? '; for this address it should be "' + suggestion + '".' : '.');
    banner.appendChild(title);
    banner.appendChild(detail);
    document.body.insertBefore(banner, document.body.firstChild);
  }
  var reportsPaint = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes &&
    PerformanceObserver.supportedEntryTypes.indexOf('paint') >= 0;
  if (reportsPaint && document.visibilityState === 'visible') {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) setTimeout(loadAppScripts, 0);
    }).observe({type: 'paint', buffered: true});
    document.addEventListener('visibilitychange', loadAppScripts);
  } else {
    addEventListener('load', loadAppScripts);
  }
})();
`;

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
    <template id="app-scripts">
    <% it.scripts.forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>"></script>
    <% }); %>
    </template>
    <script>${appScriptsLoader}</script>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
