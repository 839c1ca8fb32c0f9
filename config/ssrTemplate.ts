/**
 * The HTML page template (Docusaurus `ssrTemplate`), which differs from Docusaurus's own in one respect: how the
 * page's scripts start.
 *
 * Docusaurus names each script as `<script defer>`. A deferred script runs as soon as the parser finishes, before
 * the browser has painted what it parsed. The main bundle takes 230-330 ms to evaluate on a phone (4x CPU
 * throttling), and the first full style and layout pass only comes after it. So the article text painted
 * 600-700 ms after the announcement bar, and Lighthouse's simulation counted the download and evaluation of
 * every script in the largest contentful paint (the largest contentful paint came long after the first).
 *
 * Here the scripts are preloaded from the head, so they download exactly as early as before, and BOOT_SCRIPT,
 * the last element of the body, inserts them once the frame that paints the parsed page is on screen: when that
 * frame's largest text or image is reported (a `largest-contentful-paint` entry from the frame on), or after six
 * frames when the frame brought no larger element (the largest was painted while the page was still parsing).
 * Starting at the end of the frame's main-thread work is not enough: the frame reaches the screen later (80-180 ms
 * later in headless Chromium on a busy machine), and Lighthouse counts every script that started evaluating before
 * the largest paint as needed for it. Scripts inserted with `async = false` run in the order they are inserted
 * (runtime, main bundle, route chunks). A browser without largest-contentful-paint entries starts them after the
 * frame's main-thread work.
 *
 * User Timing marks `boot:parsed` (the boot script runs: the whole body is parsed) and `boot:start` (the scripts are
 * inserted) let tests and benchmarks see the order.
 *
 * A hidden document paints no frames and runs no animation frame callbacks: there, the scripts start at once, or
 * as soon as the tab is hidden.
 */
export const BOOT_SCRIPT = [
  '(function () {',
  '  var started = false;',
  '  function start() {',
  '    if (started) return;',
  '    started = true;',
  "    performance.mark('boot:start');",
  "    var links = document.querySelectorAll('link[data-entry-script]');",
  '    for (var i = 0; i < links.length; i++) {',
  "      var script = document.createElement('script');",
  "      script.src = links[i].getAttribute('href');",
  '      script.async = false;',
  '      document.body.appendChild(script);',
  '    }',
  '  }',
  "  performance.mark('boot:parsed');",
  '  if (document.hidden) return start();',
  "  document.addEventListener('visibilitychange', start, { once: true });",
  '  requestAnimationFrame(function (frame) {',
  '    var lcp = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;',
  "    if (!lcp || lcp.indexOf('largest-contentful-paint') < 0) return setTimeout(start, 0);",
  '    var frames = 0;',
  '    var observer = new PerformanceObserver(function (list) {',
  '      var entries = list.getEntries();',
  '      for (var i = 0; i < entries.length; i++) {',
  '        if (entries[i].startTime >= frame) {',
  '          observer.disconnect();',
  '          return setTimeout(start, 0);',
  '        }',
  '      }',
  '    });',
  "    observer.observe({ type: 'largest-contentful-paint', buffered: true });",
  '    requestAnimationFrame(function next() {',
  '      if (started) return;',
  '      if (++frames < 6) return requestAnimationFrame(next);',
  '      observer.disconnect();',
  '      start();',
  '    });',
  '  });',
  '})();',
].join('\n');

// `fetchpriority=low`: the priority the browser gives a deferred script, so the stylesheet and images keep theirs.
// The page's markup loses any NUL character: React 18's streaming renderer pads a buffer with NULs where a
// multi-byte character did not fit at its end (fixed in React 19), and the HTML minifier turns
// each into U+FFFD, a "�" before that character in the served page ("(�öffnet in neuem Tab)").
export const SSR_TEMPLATE = `<!DOCTYPE html>
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
      <link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>" data-entry-script>
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml.replaceAll('\\0', '') %></div>
    <%~ it.postBodyTags %>
    <script>${BOOT_SCRIPT}</script>
  </body>
</html>
`;
