/*
 * Pan & Zoom demo creative.
 * A virtual camera glides over one large SVG illustration along a looping Catmull-Rom path through four
 * framings (overview, the peaks, the sun in the valley, the cabin). The SVG is drawn once into a canvas at
 * the size it has at the largest zoom (again after a resize), so each frame only changes the transform of
 * one bitmap layer: the compositor scales it, nothing is re-rasterised while the camera moves.
 * The loop stops while the page is hidden; with reduced motion the overview stays still.
 */
(function () {
  'use strict';

  var STRINGS = {
    en: { badge: 'Demo creative', headline: 'Slow down. Look closer.' },
    de: { badge: 'Demo-Creative', headline: 'Langsamer. Genauer hinsehen.' },
    es: { badge: 'Creatividad de demostración', headline: 'Sin prisa. Mire de cerca.' },
    fr: { badge: 'Création de démonstration', headline: 'Ralentissez. Regardez de plus près.' },
    pt: { badge: 'Criativo de demonstração', headline: 'Sem pressa. Olhe de perto.' },
  };

  function localize() {
    var lang = new URLSearchParams(window.location.search).get('lang');
    if (!lang || !Object.prototype.hasOwnProperty.call(STRINGS, lang)) lang = 'en';
    document.documentElement.lang = lang;
    var strings = STRINGS[lang];
    document.querySelectorAll('[data-i18n]').forEach(function (el) {
      el.textContent = strings[el.getAttribute('data-i18n')];
    });
  }

  var IMAGE_W = 3200;
  var IMAGE_H = 1800;
  var MAX_ZOOM = 1.55;
  var SEGMENT_SECONDS = 12;
  // Framings: centre of view as a fraction of the picture, and zoom relative to "cover".
  var KEYS = [
    { x: 0.5, y: 0.5, z: 1 },
    { x: 0.24, y: 0.3, z: 1.45 },
    { x: 0.6, y: 0.42, z: 1.3 },
    { x: 0.8, y: 0.64, z: MAX_ZOOM },
  ];

  var scene = document.getElementById('scene');
  var context = scene.getContext('2d');
  var picture = new Image();
  var pictureReady = false;
  var rasterTimer = 0;
  var reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
  var view = { w: 0, h: 0, coverW: 0, coverH: 0, layerW: 0, layerH: 0 };
  var frameId = 0;
  var lastTime = 0;
  var clock = 0;

  function catmullRom(p0, p1, p2, p3, t) {
    var t2 = t * t;
    var t3 = t2 * t;
    return 0.5 * (2 * p1 + (p2 - p0) * t + (2 * p0 - 5 * p1 + 4 * p2 - p3) * t2 + (3 * p1 - p0 - 3 * p2 + p3) * t3);
  }

  function cameraAt(seconds) {
    var n = KEYS.length;
    var u = (seconds / SEGMENT_SECONDS) % n;
    var i = Math.floor(u);
    var t = u - i;
    var p0 = KEYS[(i + n - 1) % n];
    var p1 = KEYS[i];
    var p2 = KEYS[(i + 1) % n];
    var p3 = KEYS[(i + 2) % n];
    return {
      x: catmullRom(p0.x, p1.x, p2.x, p3.x, t),
      y: catmullRom(p0.y, p1.y, p2.y, p3.y, t),
      // Interpolate zoom in log space so zooming in and out feel equally fast.
      z: Math.exp(catmullRom(Math.log(p0.z), Math.log(p1.z), Math.log(p2.z), Math.log(p3.z), t)),
    };
  }

  function layout() {
    view.w = window.innerWidth;
    view.h = window.innerHeight;
    var cover = Math.max(view.w / IMAGE_W, view.h / IMAGE_H);
    view.coverW = IMAGE_W * cover;
    view.coverH = IMAGE_H * cover;
    // The layer is laid out at the largest zoom (capped near 16 megapixels of backing store) and scaled down.
    var dpr = window.devicePixelRatio || 1;
    var layerW = view.coverW * MAX_ZOOM;
    var maxLayerW = Math.sqrt((16e6 * IMAGE_W) / IMAGE_H) / dpr;
    layerW = Math.min(layerW, Math.max(maxLayerW, view.coverW));
    view.layerW = layerW;
    view.layerH = (layerW * IMAGE_H) / IMAGE_W;
    view.dpr = dpr;
    scene.style.width = layerW + 'px';
    scene.style.height = view.layerH + 'px';
  }

  // Draws the SVG into the canvas at the layer's device-pixel size.
  function rasterize() {
    rasterTimer = 0;
    if (!pictureReady) return;
    var w = Math.round(view.layerW * view.dpr);
    var h = Math.round(view.layerH * view.dpr);
    // A host may give the frame its size only after this script has run (0 by 0 until then): nothing to draw yet.
    if (w === 0 || h === 0) return;
    if (scene.width === w && scene.height === h) return;
    scene.width = w;
    scene.height = h;
    context.drawImage(picture, 0, 0, w, h);
    // Tells a host (and the tests) that the creative has drawn its first complete picture.
    document.documentElement.setAttribute('data-ready', 'true');
  }

  function clamp(value, min, max) {
    return Math.min(max, Math.max(min, value));
  }

  function render(camera) {
    var k = (view.coverW * Math.max(1, camera.z)) / view.layerW;
    var shownW = view.layerW * k;
    var shownH = view.layerH * k;
    var tx = clamp(view.w / 2 - camera.x * shownW, view.w - shownW, 0);
    var ty = clamp(view.h / 2 - camera.y * shownH, view.h - shownH, 0);
    scene.style.transform = 'translate3d(' + tx.toFixed(2) + 'px,' + ty.toFixed(2) + 'px,0) scale(' + k.toFixed(5) + ')';
  }

  function frame(now) {
    clock += lastTime ? Math.min(0.1, (now - lastTime) / 1000) : 0;
    lastTime = now;
    render(cameraAt(clock));
    frameId = window.requestAnimationFrame(frame);
  }

  function shouldAnimate() {
    return !reduceMotion.matches && document.visibilityState === 'visible';
  }

  function start() {
    if (frameId || !shouldAnimate()) return;
    lastTime = 0;
    frameId = window.requestAnimationFrame(frame);
  }

  function stop() {
    if (frameId) window.cancelAnimationFrame(frameId);
    frameId = 0;
  }

  function sync() {
    if (shouldAnimate()) start();
    else stop();
  }

  localize();
  layout();
  render(cameraAt(clock));
  picture.addEventListener('load', function () {
    pictureReady = true;
    rasterize();
    start();
  });
  picture.src = 'scene.svg';

  // The root element follows the frame's size. A ResizeObserver reports the first size a host gives the frame
  // after this script has run, which the resize event does not: the frame's document starts at 0 by 0 and, when
  // its first layout already has the real size, no resize event follows.
  new ResizeObserver(function () {
    layout();
    render(cameraAt(clock));
    // Until the new bitmap is drawn the old one is stretched; redraw once the resizing settles (at once when
    // nothing is drawn yet: the frame has just been given its size).
    window.clearTimeout(rasterTimer);
    rasterTimer = window.setTimeout(rasterize, document.documentElement.hasAttribute('data-ready') ? 200 : 0);
  }).observe(document.documentElement);
  document.addEventListener('visibilitychange', sync);
  reduceMotion.addEventListener('change', sync);
})();
