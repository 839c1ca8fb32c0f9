/*
 * Pan & Zoom 2 demo creative.
 * Five drawn layers are shifted by their depth (parallax): the pointer steers the view, and when no pointer
 * has moved for a few seconds the view drifts on its own along a slow Lissajous curve. Motion is smoothed
 * with a frame-rate independent exponential ease. The loop stops while the page is hidden; with reduced
 * motion the layers stay centred and the pointer does not move them.
 */
(function () {
  'use strict';

  var STRINGS = {
    en: {
      badge: 'Demo creative',
      headline: 'Look around',
      hintPointer: 'Move your pointer to shift the view',
      hintTouch: 'Drag to shift the view',
    },
    de: {
      badge: 'Demo-Creative',
      headline: 'Sehen Sie sich um',
      hintPointer: 'Bewegen Sie den Zeiger, um die Ansicht zu verschieben',
      hintTouch: 'Ziehen Sie, um die Ansicht zu verschieben',
    },
    es: {
      badge: 'Creatividad de demostración',
      headline: 'Mire a su alrededor',
      hintPointer: 'Mueva el puntero para desplazar la vista',
      hintTouch: 'Arrastre para desplazar la vista',
    },
    fr: {
      badge: 'Création de démonstration',
      headline: 'Regardez autour de vous',
      hintPointer: 'Déplacez le pointeur pour faire bouger la vue',
      hintTouch: 'Faites glisser pour faire bouger la vue',
    },
    pt: {
      badge: 'Criativo de demonstração',
      headline: 'Olhe ao redor',
      hintPointer: 'Mova o ponteiro para mudar a vista',
      hintTouch: 'Arraste para mudar a vista',
    },
  };

  function localize() {
    var lang = new URLSearchParams(window.location.search).get('lang');
    if (!lang || !Object.prototype.hasOwnProperty.call(STRINGS, lang)) lang = 'en';
    document.documentElement.lang = lang;
    var strings = STRINGS[lang];
    document.querySelectorAll('[data-i18n]').forEach(function (el) {
      el.textContent = strings[el.getAttribute('data-i18n')];
    });
    if (window.matchMedia('(pointer: coarse)').matches) document.getElementById('hint').textContent = strings.hintTouch;
  }

  var IDLE_SECONDS = 3;
  var layers = Array.prototype.map.call(document.querySelectorAll('.layer'), function (el) {
    return { el: el, depth: Number(el.getAttribute('data-depth')) };
  });
  var reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)');

  var current = { x: 0, y: 0 };
  var pointer = { x: 0, y: 0, at: -Infinity };
  var clock = 0;
  var lastTime = 0;
  var frameId = 0;

  function drift(t) {
    return { x: 0.75 * Math.sin(t * 0.19), y: 0.45 * Math.sin(t * 0.13 + 0.8) };
  }

  function target() {
    if (clock - pointer.at < IDLE_SECONDS) return { x: pointer.x, y: pointer.y };
    return drift(clock);
  }

  function render() {
    var w = window.innerWidth;
    var h = window.innerHeight;
    var dpr = window.devicePixelRatio || 1;
    for (var i = 0; i < layers.length; i++) {
      var d = layers[i].depth;
      // Nearer layers travel further. Offsets snap to whole device pixels and layers are never scaled,
      // so the compositor only moves finished bitmaps: nothing is re-rasterised or resampled per frame.
      var tx = Math.round(-current.x * d * 0.065 * w * dpr) / dpr;
      var ty = Math.round(-current.y * d * 0.045 * h * dpr) / dpr;
      layers[i].el.style.transform = 'translate3d(' + tx + 'px,' + ty + 'px,0)';
    }
  }

  function frame(now) {
    var dt = lastTime ? Math.min(0.1, (now - lastTime) / 1000) : 0;
    lastTime = now;
    clock += dt;
    var goal = target();
    var ease = 1 - Math.exp(-dt * 2.2);
    current.x += (goal.x - current.x) * ease;
    current.y += (goal.y - current.y) * ease;
    render();
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
    if (shouldAnimate()) {
      start();
    } else {
      stop();
      if (reduceMotion.matches) {
        current = { x: 0, y: 0 };
        render();
      }
    }
  }

  function onPointer(event) {
    pointer.x = Math.max(-1, Math.min(1, (event.clientX / window.innerWidth) * 2 - 1));
    pointer.y = Math.max(-1, Math.min(1, (event.clientY / window.innerHeight) * 2 - 1));
    pointer.at = clock;
  }

  // Start the drift where the curve begins so the first frames do not jump.
  current = reduceMotion.matches ? { x: 0, y: 0 } : drift(0);
  localize();
  render();
  start();
  // Tells a host (and the tests) that every layer is decoded and on screen. A host may give the frame its size
  // only after this script has run (0 by 0 until then): the creative is ready once it is shown at a real size.
  var decoded = false;
  function markReady() {
    if (decoded && window.innerWidth > 0 && window.innerHeight > 0) {
      document.documentElement.setAttribute('data-ready', 'true');
    }
  }
  Promise.all(
    Array.prototype.map.call(document.images, function (img) {
      return img.decode().catch(function () {});
    }),
  ).then(function () {
    decoded = true;
    markReady();
  });
  // The root element follows the frame's size. A ResizeObserver reports the first size a host gives the frame
  // after this script has run, which the resize event does not: the frame's document starts at 0 by 0 and, when
  // its first layout already has the real size, no resize event follows.
  new ResizeObserver(function () {
    render();
    markReady();
  }).observe(document.documentElement);

  window.addEventListener('pointermove', onPointer);
  window.addEventListener('pointerdown', onPointer);
  document.addEventListener('visibilitychange', sync);
  reduceMotion.addEventListener('change', sync);
})();
