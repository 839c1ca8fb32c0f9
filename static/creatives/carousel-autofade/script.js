/*
 * Carousel with autofade demo creative.
 * Four drawn frames cross-fade every few seconds (CSS opacity transitions) while the visible frame slowly
 * zooms. Two canvases take turns: the next frame's SVG is drawn into the hidden canvas ahead of time, then
 * it fades in, and its zoom is a Web Animation of `transform` that the compositor runs on the finished
 * bitmap. The timer and progress bar run on requestAnimationFrame. A Pause/Play button and one button per
 * frame follow the WAI-ARIA carousel pattern: moving keyboard focus to the frame buttons stops the rotation,
 * and a paused carousel announces the caption it shows. With reduced motion the carousel starts paused and
 * never zooms. The timer does not run while the page is hidden.
 */
(function () {
  'use strict';

  var STRINGS = {
    en: {
      badge: 'Demo creative',
      region: 'Demo slideshow',
      slide1: 'Coast at dawn',
      slide2: 'Fields at noon',
      slide3: 'Forest in autumn',
      slide4: 'City at night',
      pause: 'Pause',
      play: 'Play',
      show: 'Show slide {n}',
      position: '{n} of {total}',
    },
    de: {
      badge: 'Demo-Creative',
      region: 'Demo-Diashow',
      slide1: 'Küste im Morgengrauen',
      slide2: 'Felder zur Mittagszeit',
      slide3: 'Wald im Herbst',
      slide4: 'Stadt bei Nacht',
      pause: 'Anhalten',
      play: 'Abspielen',
      show: 'Bild {n} anzeigen',
      position: '{n} von {total}',
    },
    es: {
      badge: 'Creatividad de demostración',
      region: 'Presentación de demostración',
      slide1: 'Costa al amanecer',
      slide2: 'Campos a mediodía',
      slide3: 'Bosque en otoño',
      slide4: 'Ciudad de noche',
      pause: 'Pausar',
      play: 'Reproducir',
      show: 'Mostrar la diapositiva {n}',
      position: '{n} de {total}',
    },
    fr: {
      badge: 'Création de démonstration',
      region: 'Diaporama de démonstration',
      slide1: 'Côte à l’aube',
      slide2: 'Champs à midi',
      slide3: 'Forêt en automne',
      slide4: 'Ville la nuit',
      pause: 'Pause',
      play: 'Lecture',
      show: 'Afficher la diapositive {n}',
      position: '{n} sur {total}',
    },
    pt: {
      badge: 'Criativo de demonstração',
      region: 'Apresentação de demonstração',
      slide1: 'Litoral ao amanhecer',
      slide2: 'Campos ao meio-dia',
      slide3: 'Floresta no outono',
      slide4: 'Cidade à noite',
      pause: 'Pausar',
      play: 'Reproduzir',
      show: 'Mostrar o slide {n}',
      position: '{n} de {total}',
    },
  };

  var DWELL_SECONDS = 5;
  var REDUCED_DWELL_SECONDS = 8;
  var FADE_SECONDS = 1.2;
  var ZOOM = 0.07;
  var FRAMES = ['frame-1.svg', 'frame-2.svg', 'frame-3.svg', 'frame-4.svg'];
  var FRAME_W = 1920;
  var FRAME_H = 1080;

  var lang = new URLSearchParams(window.location.search).get('lang');
  if (!lang || !Object.prototype.hasOwnProperty.call(STRINGS, lang)) lang = 'en';
  var t = STRINGS[lang];
  function format(text, values) {
    return text.replace(/\{(\w+)\}/g, function (_, key) {
      return String(values[key]);
    });
  }

  var root = document.getElementById('carousel');
  var canvases = Array.prototype.slice.call(document.querySelectorAll('.slide'));
  var captions = Array.prototype.slice.call(document.querySelectorAll('.caption'));
  var captionBox = document.getElementById('captions');
  var toggle = document.getElementById('toggle');
  var toggleLabel = document.getElementById('toggle-label');
  var dotsBox = document.getElementById('dots');
  var progress = document.getElementById('progress');
  var reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
  var pictures = FRAMES.map(function (src) {
    var picture = new Image();
    picture.src = src;
    return picture;
  });

  var index = 0;
  var playing = !reduceMotion.matches;
  var elapsed = 0;
  // Which frame each canvas holds (-1: none), which canvas is in front, and each canvas's zoom animation.
  var held = [-1, -1];
  var front = 0;
  var zooms = [null, null];
  var fadeLeft = 0;
  var frameId = 0;
  var lastTime = 0;

  document.documentElement.lang = lang;
  document.querySelectorAll('[data-i18n]').forEach(function (el) {
    el.textContent = t[el.getAttribute('data-i18n')];
  });
  root.setAttribute('aria-label', t.region);
  captions.forEach(function (caption, i) {
    caption.setAttribute('aria-label', format(t.position, { n: i + 1, total: captions.length }));
  });
  var dots = FRAMES.map(function (_, i) {
    var dot = document.createElement('button');
    dot.type = 'button';
    dot.className = 'dot';
    dot.setAttribute('aria-label', format(t.show, { n: i + 1 }));
    dot.setAttribute('aria-current', i === 0 ? 'true' : 'false');
    dot.addEventListener('click', function () {
      show(i);
    });
    // WAI-ARIA carousel pattern: keyboard focus on the frame buttons stops the rotation.
    dot.addEventListener('focus', function () {
      if (dot.matches(':focus-visible')) setPlaying(false);
    });
    dotsBox.appendChild(dot);
    return dot;
  });

  function dwell() {
    return reduceMotion.matches ? REDUCED_DWELL_SECONDS : DWELL_SECONDS;
  }

  // Draws a frame into a canvas at the window's device-pixel size (capped near 4K), cropped to cover.
  function drawFrame(c, frame) {
    var canvas = canvases[c];
    var cssW = window.innerWidth;
    var cssH = window.innerHeight;
    // A host may give the frame its size only after this script has run (0 by 0 until then): nothing to draw yet.
    if (cssW === 0 || cssH === 0) return;
    var dpr = Math.min(window.devicePixelRatio || 1, Math.sqrt(8.3e6 / Math.max(1, cssW * cssH)));
    var w = Math.max(1, Math.round(cssW * dpr));
    var h = Math.max(1, Math.round(cssH * dpr));
    var picture = pictures[frame];
    if (!picture.complete || !picture.naturalWidth) return;
    if (held[c] === frame && canvas.width === w && canvas.height === h) return;
    canvas.width = w;
    canvas.height = h;
    var scale = Math.max(w / FRAME_W, h / FRAME_H);
    var dw = FRAME_W * scale;
    var dh = FRAME_H * scale;
    canvas.getContext('2d').drawImage(picture, (w - dw) / 2, (h - dh) / 2, dw, dh);
    held[c] = frame;
  }

  // Starts the slow zoom of the canvas in front (a compositor animation, paused with the carousel).
  function zoomFront() {
    if (zooms[front]) zooms[front].cancel();
    zooms[front] = null;
    if (reduceMotion.matches || typeof canvases[front].animate !== 'function') return;
    zooms[front] = canvases[front].animate([{ transform: 'scale(1)' }, { transform: 'scale(' + (1 + ZOOM) + ')' }], {
      duration: (DWELL_SECONDS + FADE_SECONDS) * 1000,
      easing: 'linear',
      fill: 'forwards',
    });
    if (!playing) zooms[front].pause();
  }

  // After a fade, the hidden canvas gets the next frame, so switching later costs no drawing.
  function prepareNext() {
    drawFrame(1 - front, (index + 1) % FRAMES.length);
  }

  function show(next) {
    next = (next + FRAMES.length) % FRAMES.length;
    if (next === index) return;
    index = next;
    elapsed = 0;
    var back = 1 - front;
    drawFrame(back, index);
    canvases[back].classList.add('is-active');
    canvases[front].classList.remove('is-active');
    front = back;
    fadeLeft = FADE_SECONDS;
    zoomFront();
    captions.forEach(function (caption, i) {
      caption.classList.toggle('is-active', i === index);
      if (i === index) caption.removeAttribute('aria-hidden');
      else caption.setAttribute('aria-hidden', 'true');
    });
    dots.forEach(function (dot, i) {
      dot.setAttribute('aria-current', i === index ? 'true' : 'false');
    });
    paint();
    sync();
  }

  function setPlaying(value) {
    playing = value;
    elapsed = 0;
    root.classList.toggle('is-paused', !playing);
    toggleLabel.textContent = playing ? t.pause : t.play;
    // Announce caption changes only when they are not automatic.
    captionBox.setAttribute('aria-live', playing ? 'off' : 'polite');
    zooms.forEach(function (zoom) {
      if (zoom && playing) zoom.play();
      else if (zoom) zoom.pause();
    });
    paint();
    sync();
  }

  function paint() {
    progress.style.transform = 'scaleX(' + Math.min(1, elapsed / dwell()).toFixed(4) + ')';
  }

  function needsFrames() {
    return document.visibilityState === 'visible' && (playing || fadeLeft > 0);
  }

  function frame(now) {
    var dt = lastTime ? Math.min(0.1, (now - lastTime) / 1000) : 0;
    lastTime = now;
    if (playing) elapsed += dt;
    if (fadeLeft > 0) {
      fadeLeft -= dt;
      if (fadeLeft <= 0) {
        // The old frame is now invisible: stop its zoom and paint the next frame behind the scenes.
        var back = 1 - front;
        if (zooms[back]) zooms[back].cancel();
        zooms[back] = null;
        prepareNext();
      }
    }
    if (playing && elapsed >= dwell()) show(index + 1);
    paint();
    frameId = needsFrames() ? window.requestAnimationFrame(frame) : 0;
  }

  function sync() {
    if (needsFrames()) {
      if (!frameId) {
        lastTime = 0;
        frameId = window.requestAnimationFrame(frame);
      }
    } else if (frameId) {
      window.cancelAnimationFrame(frameId);
      frameId = 0;
    }
  }

  toggle.addEventListener('click', function () {
    setPlaying(!playing);
  });
  document.addEventListener('visibilitychange', sync);
  reduceMotion.addEventListener('change', function () {
    if (reduceMotion.matches) {
      setPlaying(false);
      zoomFront();
    }
  });

  var decoded = false;
  // Tells a host (and the tests) that the creative is ready: every frame decoded and the first one drawn, at a
  // real size.
  function markReady() {
    if (decoded && window.innerWidth > 0 && window.innerHeight > 0) {
      document.documentElement.setAttribute('data-ready', 'true');
    }
  }

  var resizeTimer = 0;
  // The root element follows the frame's size. A ResizeObserver reports the first size a host gives the frame
  // after this script has run, which the resize event does not: the frame's document starts at 0 by 0 and, when
  // its first layout already has the real size, no resize event follows.
  new ResizeObserver(function () {
    // The frame has just been given its size: draw now.
    if (decoded && !document.documentElement.hasAttribute('data-ready')) {
      drawFrame(front, index);
      prepareNext();
      markReady();
      return;
    }
    // The bitmaps stretch with the window at once and are redrawn sharp when resizing settles.
    window.clearTimeout(resizeTimer);
    resizeTimer = window.setTimeout(function () {
      // drawFrame leaves a canvas alone when it already holds its frame at the current size.
      canvases.forEach(function (_, c) {
        if (held[c] >= 0) drawFrame(c, held[c]);
      });
    }, 200);
  }).observe(document.documentElement);

  setPlaying(playing);
  // Once every frame is decoded: draw the first, prepare the second, start the zoom, and tell a host
  // (and the tests) that the creative is ready.
  Promise.all(
    pictures.map(function (picture) {
      return picture.decode().catch(function () {});
    }),
  ).then(function () {
    drawFrame(front, index);
    prepareNext();
    zoomFront();
    decoded = true;
    markReady();
  });
})();
