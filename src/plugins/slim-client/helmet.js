/**
 * The browser's `react-helmet-async`, for what Docusaurus asks of it: `<Head>` (a `Helmet`) with `<title>`,
 * `<meta>`, `<link>`, `<script>`, `<html>` and `<body>` children, inside the `HelmetProvider` of the browser entry.
 * The package's browser code, loaded by every page, also carries its server rendering, prop-type
 * checks and options this site never passes. The static site generator keeps the package (the alias is for the
 * browser bundle only), so the served `<head>` is unchanged; this module keeps it in step on client-side
 * navigation with the package's rules:
 * - the instance rendered last (the innermost `<Head>`) wins: its title, and its tags over others with the same
 *   key (a meta's `name`, `property`, `charset`, `http-equiv` or `itemprop`; a link's `href`, or `rel` for the
 *   canonical link; a script's `src` or content); attributes of `<html>` and `<body>` merge, later over earlier;
 * - the document is changed in one animation frame after the commit; a managed tag (`data-rh`) that is already
 *   in the head as wanted is left in place, others are removed or added; managed `<html>`/`<body>` attributes are
 *   listed in their `data-rh` attribute, so an attribute no `<Head>` sets any more is removed.
 */
import { Children, isValidElement, useLayoutEffect, useRef } from 'react';

const ATTRIBUTE = 'data-rh';
const TAG_TYPES = ['base', 'link', 'meta', 'noscript', 'script', 'style'];
const PRIMARY = {
  base: ['href'],
  link: ['rel', 'href'],
  meta: ['name', 'charset', 'http-equiv', 'property', 'itemprop'],
  noscript: ['innerHTML'],
  script: ['src', 'innerHTML'],
  style: ['cssText'],
};
const HTML_NAMES = {
  className: 'class',
  charSet: 'charset',
  httpEquiv: 'http-equiv',
  itemProp: 'itemprop',
  tabIndex: 'tabindex',
  accessKey: 'accesskey',
  contentEditable: 'contenteditable',
  contextMenu: 'contextmenu',
};

/** Mounted instances; `order` is the order of their first render (parents before children). */
const instances = [];
let renderCount = 0;
let frame = 0;

/** What one `<Helmet>` asks for: its title, `<html>`/`<body>` attributes and head tags by type. */
function collect(children) {
  const wanted = { title: undefined, html: {}, body: {}, tags: {} };
  Children.forEach(children, (child) => {
    if (!isValidElement(child) || typeof child.type !== 'string') return;
    const { children: content, ...props } = child.props;
    const attributes = {};
    for (const [name, value] of Object.entries(props)) attributes[HTML_NAMES[name] ?? name] = value;
    if (child.type === 'title') {
      wanted.title = Array.isArray(content) ? content.join('') : content;
    } else if (child.type === 'html' || child.type === 'body') {
      Object.assign(wanted[child.type], attributes);
    } else if (TAG_TYPES.includes(child.type)) {
      if (content !== undefined && content !== null) {
        const text = Array.isArray(content) ? content.join('') : String(content);
        attributes[child.type === 'style' ? 'cssText' : 'innerHTML'] = text;
      }
      (wanted.tags[child.type] ??= []).push(attributes);
    }
  });
  return wanted;
}

/** The attribute that makes a tag the same as another (react-helmet-async's rule, canonical link by `rel`). */
function primaryKey(type, tag) {
  let key;
  for (const name of Object.keys(tag)) {
    const lower = name === 'innerHTML' || name === 'cssText' ? name : name.toLowerCase();
    if (!PRIMARY[type].includes(lower)) continue;
    if (key === 'rel' && String(tag.rel).toLowerCase() === 'canonical') continue;
    if (lower === 'rel' && String(tag[name]).toLowerCase() === 'stylesheet') continue;
    key = lower;
  }
  return key && tag[key] ? `${key}\n${String(tag[key]).toLowerCase()}` : null;
}

/** The tags of one type, innermost instance first for each key, in document order. */
function reduceTags(type, wantedList) {
  const seen = new Set();
  const kept = [];
  for (let i = wantedList.length - 1; i >= 0; i -= 1) {
    const own = new Set();
    const tags = wantedList[i].tags[type] ?? [];
    for (let j = tags.length - 1; j >= 0; j -= 1) {
      const key = primaryKey(type, tags[j]);
      if (key === null || seen.has(key)) continue;
      own.add(key);
      kept.push(tags[j]);
    }
    for (const key of own) seen.add(key);
  }
  return kept.reverse();
}

function createTag(type, tag) {
  const element = document.createElement(type);
  for (const [name, value] of Object.entries(tag)) {
    if (name === 'innerHTML' && type === 'script') element.textContent = value;
    else if (name === 'innerHTML') element.innerHTML = value;
    else if (name === 'cssText') element.append(document.createTextNode(value));
    else if (value !== undefined && value !== null && value !== false) {
      element.setAttribute(name, value === true ? 'true' : String(value));
    }
  }
  element.setAttribute(ATTRIBUTE, 'true');
  return element;
}

function applyTags(type, tags) {
  const head = document.head;
  const old = [...head.querySelectorAll(`${type}[${ATTRIBUTE}]`)];
  const added = [];
  for (const tag of tags) {
    const element = createTag(type, tag);
    const same = old.findIndex((existing) => existing.isEqualNode(element));
    if (same === -1) added.push(element);
    else old.splice(same, 1);
  }
  for (const element of old) element.remove();
  head.append(...added);
}

function applyAttributes(element, attributes) {
  const managed = (element.getAttribute(ATTRIBUTE) ?? '').split(',').filter(Boolean);
  const names = Object.keys(attributes);
  for (const name of names) {
    const value = attributes[name] === undefined || attributes[name] === null ? '' : String(attributes[name]);
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  }
  for (const name of managed) if (!names.includes(name)) element.removeAttribute(name);
  if (names.length) element.setAttribute(ATTRIBUTE, names.join(','));
  else element.removeAttribute(ATTRIBUTE);
}

function apply() {
  frame = 0;
  const wantedList = instances.map((instance) => instance.wanted);
  const title = wantedList.reduce((current, wanted) => wanted.title ?? current, undefined);
  if (title !== undefined && document.title !== title) document.title = title;
  applyAttributes(document.documentElement, Object.assign({}, ...wantedList.map((wanted) => wanted.html)));
  applyAttributes(document.body, Object.assign({}, ...wantedList.map((wanted) => wanted.body)));
  for (const type of TAG_TYPES) applyTags(type, reduceTags(type, wantedList));
}

function schedule() {
  if (frame === 0) frame = window.requestAnimationFrame(apply);
}

/** One `<Head>`: renders nothing; what it asks for is applied to the document after the commit. */
export function Helmet({ children }) {
  const instance = useRef(null);
  instance.current ??= { order: (renderCount += 1), wanted: null };
  const wanted = collect(children);
  useLayoutEffect(() => {
    const current = instance.current;
    current.wanted = wanted;
    if (!instances.includes(current)) {
      const at = instances.findIndex((other) => other.order > current.order);
      instances.splice(at === -1 ? instances.length : at, 0, current);
    }
    schedule();
  });
  useLayoutEffect(
    () => () => {
      instances.splice(instances.indexOf(instance.current), 1);
      schedule();
    },
    [],
  );
  return null;
}

/** The browser needs no per-request context: one document, one list of instances. */
export function HelmetProvider({ children }) {
  return children;
}
