/**
 * The browser entry: what `@docusaurus/core/lib/client/clientEntry.js` does, in steps that each end with a yield
 * to the browser. Docusaurus's entry imports React DOM, the router, the theme and the page's route modules
 * statically, so the browser evaluates all of them in one long task, all of it blocking time. Here each group of
 * modules is evaluated by an `import()` that webpack keeps in the main chunk (`webpackMode: "eager"`: no request,
 * no new file), and the main thread is handed back between groups, so input and paint can run between them. The
 * order of side effects is Docusaurus's: client modules run before `window.docusaurus` is assigned, the route's
 * modules are preloaded, then the page is hydrated in a transition.
 */

/** Hands the main thread back: `scheduler.yield()` where there is one, else a message (not throttled in a
 * background tab, as timers are). */
function yieldToBrowser() {
  if (globalThis.scheduler && typeof globalThis.scheduler.yield === 'function') return globalThis.scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}

async function start() {
  const [{ default: React, startTransition }, { default: ReactDOM }] = await Promise.all([
    import(/* webpackMode: "eager", webpackExports: ["default", "startTransition"] */ 'react'),
    import(/* webpackMode: "eager", webpackExports: ["default"] */ 'react-dom/client'),
  ]);
  await yieldToBrowser();
  const [{ HelmetProvider }, { BrowserRouter, HashRouter }, { default: siteConfig }] = await Promise.all([
    import(/* webpackMode: "eager", webpackExports: ["HelmetProvider"] */ 'react-helmet-async'),
    import(/* webpackMode: "eager", webpackExports: ["BrowserRouter", "HashRouter"] */ 'react-router-dom'),
    import(/* webpackMode: "eager", webpackExports: ["default"] */ '@generated/docusaurus.config'),
  ]);
  await yieldToBrowser();
  const [{ default: App }, { default: preload }, { default: docusaurus }] = await Promise.all([
    import(/* webpackMode: "eager", webpackExports: ["default"] */ '@docusaurus/core/lib/client/App'),
    import(/* webpackMode: "eager", webpackExports: ["default"] */ '@docusaurus/core/lib/client/preload'),
    import(/* webpackMode: "eager", webpackExports: ["default"] */ '@docusaurus/core/lib/client/docusaurus'),
  ]);
  window.docusaurus = docusaurus;
  await yieldToBrowser();
  await preload(window.location.pathname);
  await yieldToBrowser();

  const Router = siteConfig.future.experimental_router === 'hash' ? HashRouter : BrowserRouter;
  const app = React.createElement(HelmetProvider, null, React.createElement(Router, null, React.createElement(App)));
  const onRecoverableError = (error, errorInfo) => {
    console.error('Docusaurus React Root onRecoverableError:', error, errorInfo);
  };
  startTransition(() => {
    if (window.docusaurusRoot) {
      window.docusaurusRoot.render(app);
    } else if (process.env.HYDRATE_CLIENT_ENTRY) {
      window.docusaurusRoot = ReactDOM.hydrateRoot(document.getElementById('__docusaurus'), app, {
        onRecoverableError,
      });
    } else {
      const root = ReactDOM.createRoot(document.getElementById('__docusaurus'), { onRecoverableError });
      root.render(app);
      window.docusaurusRoot = root;
    }
  });
}

if (typeof window !== 'undefined' && typeof document !== 'undefined') {
  void start();
}

if (module.hot) module.hot.accept();
