/**
 * The route-change progress bar of the classic theme (its client module `nprogress.js` calls `configure`,
 * `start` and `done`), in place of the `nprogress` package: the same `#nprogress .bar .peg` markup, styled by the
 * theme's own stylesheet, without the package's spinner, jQuery-era queue and settings parser, which every page
 * loaded. The bar creeps towards the end while the next page's chunks load, fills when the route has rendered,
 * then fades out.
 */
const SPEED_MS = 200;
const TRICKLE_MS = 200;

let status = null;
let root = null;
let trickleTimer = 0;
let removeTimer = 0;

function render(value) {
  if (!root) {
    root = document.createElement('div');
    root.id = 'nprogress';
    const bar = document.createElement('div');
    bar.className = 'bar';
    bar.setAttribute('role', 'presentation');
    const peg = document.createElement('div');
    peg.className = 'peg';
    bar.append(peg);
    root.append(bar);
    bar.style.transform = 'translate3d(-100%,0,0)';
    document.body.append(root);
    // Laid out at the start, so the first step is a transition rather than a jump.
    void bar.offsetWidth;
  }
  window.clearTimeout(removeTimer);
  root.style.opacity = '1';
  root.style.transition = 'none';
  const bar = root.firstChild;
  bar.style.transition = `transform ${SPEED_MS}ms ease`;
  bar.style.transform = `translate3d(${(value - 1) * 100}%,0,0)`;
}

/** The next step: large at first, smaller as the bar fills, never reaching the end by itself. */
function step(value) {
  if (value < 0.2) return 0.1;
  if (value < 0.5) return 0.04;
  if (value < 0.8) return 0.02;
  if (value < 0.99) return 0.005;
  return 0;
}

function set(value) {
  status = Math.min(Math.max(value, 0.08), 1);
  render(status);
}

function trickle() {
  if (status === null || status >= 1) return;
  set(status + step(status));
  trickleTimer = window.setTimeout(trickle, TRICKLE_MS);
}

const nprogress = {
  /** The theme turns the spinner off; this bar has none. */
  configure() {
    return nprogress;
  },
  start() {
    if (status === null || status >= 1) set(0);
    window.clearTimeout(trickleTimer);
    trickleTimer = window.setTimeout(trickle, TRICKLE_MS);
    return nprogress;
  },
  done() {
    if (status === null) return nprogress;
    window.clearTimeout(trickleTimer);
    set(1);
    const finished = root;
    removeTimer = window.setTimeout(() => {
      finished.style.transition = `opacity ${SPEED_MS}ms linear`;
      finished.style.opacity = '0';
      removeTimer = window.setTimeout(() => {
        finished.remove();
        if (root === finished) root = null;
        status = null;
      }, SPEED_MS);
    }, SPEED_MS);
    return nprogress;
  },
};

export default nprogress;
