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
      document.head.appendChild(script);
    }
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
