/*
 * Slider demo creative.
 * One scene is described once as a list of shapes and drawn twice: as a pencil sketch on squared paper
 * (left of the divider) and as the finished flat-colour illustration (right of it). The divider follows
 * pointer drags and the arrow keys (role="slider"). Until someone touches it, and again after a few idle
 * seconds, it sweeps gently to invite a try; with reduced motion it stays put. The loop stops while hidden.
 */
(function () {
  'use strict';

  var STRINGS = {
    en: {
      badge: 'Demo creative',
      headline: 'From first sketch to final art',
      hint: 'Drag the handle or use the arrow keys',
      before: 'Sketch',
      after: 'Final',
      label: 'Compare the sketch and the final artwork',
      value: '{p}% sketch',
    },
    de: {
      badge: 'Demo-Creative',
      headline: 'Vom ersten Entwurf zum fertigen Bild',
      hint: 'Ziehen Sie den Regler oder verwenden Sie die Pfeiltasten',
      before: 'Entwurf',
      after: 'Fertig',
      label: 'Entwurf und fertiges Bild vergleichen',
      value: '{p} % Entwurf',
    },
    es: {
      badge: 'Creatividad de demostración',
      headline: 'Del primer boceto a la obra final',
      hint: 'Arrastre el control o use las teclas de flecha',
      before: 'Boceto',
      after: 'Final',
      label: 'Comparar el boceto y la obra final',
      value: '{p} % boceto',
    },
    fr: {
      badge: 'Création de démonstration',
      headline: 'Du premier croquis à l’œuvre finale',
      hint: 'Faites glisser la poignée ou utilisez les flèches du clavier',
      before: 'Croquis',
      after: 'Final',
      label: 'Comparer le croquis et l’œuvre finale',
      value: '{p} % croquis',
    },
    pt: {
      badge: 'Criativo de demonstração',
      headline: 'Do primeiro esboço à arte final',
      hint: 'Arraste o controle ou use as teclas de seta',
      before: 'Esboço',
      after: 'Final',
      label: 'Comparar o esboço e a arte final',
      value: '{p}% esboço',
    },
  };

  var lang = new URLSearchParams(window.location.search).get('lang');
  if (!lang || !Object.prototype.hasOwnProperty.call(STRINGS, lang)) lang = 'en';
  var t = STRINGS[lang];
  document.documentElement.lang = lang;
  document.querySelectorAll('[data-i18n]').forEach(function (el) {
    el.textContent = t[el.getAttribute('data-i18n')];
  });

  // ---- The scene: [tag, attributes, final fill (null = sketch only), sketch style ('' = outline, null = final only)]
  var GRAPHITE = '#3d4257';
  var PAPER = '#f4efe4';
  var SCENE = [
    ['rect', { width: 1920, height: 1080 }, 'url(#sky)', null],
    ['circle', { cx: 1510, cy: 250, r: 170 }, 'url(#sun-glow)', null],
    ['circle', { cx: 1510, cy: 250, r: 78 }, '#ffd166', ''],
    ['circle', { cx: 1510, cy: 250, r: 120 }, null, 'dash'],
    ['path', { d: 'M1510 100v300M1360 250h300' }, null, 'guide'],
    ['path', { d: 'M250 250c10-50 90-60 120-25 25-45 120-40 130 15 45 0 60 50 20 60H255c-40-5-45-45-5-50Z' }, '#ffffff', ''],
    ['path', { d: 'M1080 170c8-36 70-44 92-18 20-34 92-30 100 12 34 0 46 38 14 46H1084c-30-4-34-34-4-40Z' }, '#ffffff', ''],
    ['path', { d: 'M0 640H1920' }, null, 'guide'],
    ['path', { d: 'M0 650C300 530 600 560 900 610S1500 520 1920 600V1080H0Z' }, '#a7cfa2', ''],
    ['path', { d: 'M0 770C400 670 800 710 1240 750S1780 700 1920 720V1080H0Z' }, '#74b06b', ''],
    ['path', { d: 'M0 900C500 840 1200 890 1920 860V1080H0Z' }, '#4f944f', ''],
    ['path', { d: 'M930 776C900 860 770 930 700 1080H870C905 950 960 870 990 776Z' }, '#ecd7a8', ''],
    // Trees: round ones on the left, pines on the right.
    ['path', { d: 'M512 700h16v90h-16zM632 720h14v80h-14zM1502 720h16v86h-16z' }, '#6b4a36', ''],
    ['circle', { cx: 520, cy: 660, r: 70 }, '#3f8a4a', ''],
    ['circle', { cx: 639, cy: 690, r: 52 }, '#56a05a', ''],
    ['circle', { cx: 1510, cy: 680, r: 62 }, '#3f8a4a', ''],
    ['path', { d: 'M1640 800l60-190 60 190ZM1760 810l48-150 48 150ZM380 800l50-160 50 160Z' }, '#2f6e46', ''],
    // The A-frame house, centred where the divider starts.
    ['path', { d: 'M770 790h380v22H770z' }, '#8a5a3c', ''],
    ['path', { d: 'M790 776L960 500l170 276Z' }, '#2f3a56', ''],
    ['path', { d: 'M852 776L960 600l108 176Z' }, '#ffd98a', ''],
    ['path', { d: 'M960 600V776M906 688H1014M879 732H1041' }, null, ''],
    ['path', { d: 'M960 600V776M906 688H1014M879 732H1041' }, 'none', 'final-lines'],
    ['path', { d: 'M938 776v-60h44v60z' }, '#8a5a3c', ''],
    ['path', { d: 'M1040 590v-70h34v125' }, '#3b465f', ''],
    // Construction lines and hatching that only the sketch shows.
    ['path', { d: 'M960 500L560 640M960 500L1360 640' }, null, 'guide'],
    ['path', { d: hatch(960, 500, 790, 1130, 776, 9) }, null, 'hatch'],
    ['path', { d: 'M760 840h400M760 832v16M1160 832v16' }, null, 'guide'],
    ['path', { d: 'M700 300q14-14 28 0q14-14 28 0M770 336q10-10 20 0q10-10 20 0' }, 'none', 'bird'],
  ];

  // Hatching inside the roof triangle: lines from the left edge, parallel to the right edge.
  function hatch(apexX, apexY, leftX, rightX, baseY, count) {
    var d = '';
    for (var i = 1; i < count; i++) {
      var f = i / count;
      var x = apexX + (leftX - apexX) * f;
      var y = apexY + (baseY - apexY) * f;
      d += 'M' + x.toFixed(1) + ' ' + y.toFixed(1) + 'L' + (x + (rightX - apexX) * (1 - f)).toFixed(1) + ' ' + baseY;
    }
    return d;
  }

  var SVG_NS = 'http://www.w3.org/2000/svg';
  function el(tag, attrs) {
    var node = document.createElementNS(SVG_NS, tag);
    Object.keys(attrs).forEach(function (key) {
      node.setAttribute(key, String(attrs[key]));
    });
    return node;
  }

  function gradient(tag, id, attrs, stops) {
    var g = el(tag, Object.assign({ id: id }, attrs));
    stops.forEach(function (stop) {
      g.appendChild(el('stop', { offset: stop[0], 'stop-color': stop[1], 'stop-opacity': stop[2] === undefined ? 1 : stop[2] }));
    });
    return g;
  }

  function drawScene(kind) {
    var svg = el('svg', { viewBox: '0 0 1920 1080', preserveAspectRatio: 'xMidYMid slice' });
    var defs = el('defs', {});
    if (kind === 'final') {
      defs.appendChild(gradient('linearGradient', 'sky', { x1: 0, y1: 0, x2: 0, y2: 1 }, [[0, '#5fa8e6'], [0.6, '#cfe8f6']]));
      defs.appendChild(gradient('radialGradient', 'sun-glow', {}, [[0.4, '#fff4c2', 0.9], [1, '#fff4c2', 0]]));
    } else {
      var grid = el('pattern', { id: 'grid', width: 40, height: 40, patternUnits: 'userSpaceOnUse' });
      grid.appendChild(el('path', { d: 'M40 0H0V40', fill: 'none', stroke: '#9fb4d6', 'stroke-width': 1, opacity: 0.55 }));
      defs.appendChild(grid);
    }
    svg.appendChild(defs);
    if (kind === 'sketch') {
      svg.appendChild(el('rect', { width: 1920, height: 1080, fill: PAPER }));
      svg.appendChild(el('rect', { width: 1920, height: 1080, fill: 'url(#grid)' }));
    }
    SCENE.forEach(function (shape) {
      var tag = shape[0];
      var fill = shape[2];
      var sketch = shape[3];
      var attrs = Object.assign({}, shape[1]);
      if (kind === 'final') {
        if (fill === null) return;
        if (sketch === 'final-lines') Object.assign(attrs, { fill: 'none', stroke: '#c99a4a', 'stroke-width': 4 });
        else if (sketch === 'bird') Object.assign(attrs, { fill: 'none', stroke: '#2f3a56', 'stroke-width': 4, 'stroke-linecap': 'round' });
        else attrs.fill = fill;
      } else {
        if (sketch === null || sketch === 'final-lines') return;
        // Closed shapes get a slightly translucent paper fill: lines behind them fade like erased construction.
        var closed = fill !== null && fill !== 'none';
        Object.assign(attrs, {
          fill: closed ? PAPER : 'none',
          'fill-opacity': 0.82,
          stroke: GRAPHITE,
          'stroke-linecap': 'round',
          'stroke-linejoin': 'round',
        });
        if (sketch === 'guide') Object.assign(attrs, { stroke: '#6f86b8', 'stroke-width': 1.5, 'stroke-dasharray': '10 8' });
        else if (sketch === 'dash') Object.assign(attrs, { 'stroke-width': 1.5, 'stroke-dasharray': '4 8' });
        else if (sketch === 'hatch') Object.assign(attrs, { 'stroke-width': 1.5, opacity: 0.6 });
        else attrs['stroke-width'] = 3;
      }
      svg.appendChild(el(tag, attrs));
    });
    return svg;
  }

  document.getElementById('final').appendChild(drawScene('final'));
  document.getElementById('sketch').appendChild(drawScene('sketch'));

  // ---- The divider
  var stage = document.getElementById('stage');
  var reveal = document.getElementById('reveal');
  var sketchArt = document.getElementById('sketch');
  var divider = document.getElementById('divider');
  var handle = document.getElementById('handle');
  handle.setAttribute('aria-label', t.label);
  var reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)');

  var IDLE_SECONDS = 6;
  var position = 50;
  var userPosition = 50;
  var lastInteraction = -Infinity;
  var hintWeight = 1;
  var hintClock = 0;
  var clock = 0;
  var dragging = false;
  var focused = false;
  var frameId = 0;
  var lastTime = 0;
  var announced = -1;

  function render() {
    var w = window.innerWidth;
    var dpr = window.devicePixelRatio || 1;
    // Whole device pixels: the compositor then moves the two pictures without resampling them.
    var x = Math.round((position / 100) * w * dpr) / dpr;
    reveal.style.transform = 'translate3d(' + (x - w) + 'px,0,0)';
    sketchArt.style.transform = 'translate3d(' + (w - x) + 'px,0,0)';
    divider.style.transform = 'translate3d(' + x + 'px,0,0)';
    var rounded = Math.round(position);
    if (rounded !== announced) {
      announced = rounded;
      handle.setAttribute('aria-valuenow', String(rounded));
      handle.setAttribute('aria-valuetext', t.value.replace('{p}', String(rounded)));
    }
  }

  function hinting() {
    return !reduceMotion.matches && !dragging && !focused && clock - lastInteraction > IDLE_SECONDS;
  }

  function frame(now) {
    var dt = lastTime ? Math.min(0.1, (now - lastTime) / 1000) : 0;
    lastTime = now;
    clock += dt;
    var active = hinting();
    // Blend smoothly between where the visitor left the divider and the sweeping hint.
    hintWeight = Math.max(0, Math.min(1, hintWeight + (active ? dt / 1.5 : -dt * 4)));
    if (active) hintClock += dt;
    var hint = 50 + 16 * Math.sin(hintClock * 0.9);
    var eased = hintWeight * hintWeight * (3 - 2 * hintWeight);
    position = userPosition + (hint - userPosition) * eased;
    render();
    frameId = document.visibilityState === 'visible' && !reduceMotion.matches ? window.requestAnimationFrame(frame) : 0;
  }

  function start() {
    if (frameId || reduceMotion.matches || document.visibilityState !== 'visible') return;
    lastTime = 0;
    frameId = window.requestAnimationFrame(frame);
  }

  function stop() {
    if (frameId) window.cancelAnimationFrame(frameId);
    frameId = 0;
  }

  function setUserPosition(value) {
    userPosition = Math.max(0, Math.min(100, value));
    hintWeight = 0;
    lastInteraction = clock;
    position = userPosition;
    render();
  }

  function fromPointer(event) {
    setUserPosition((event.clientX / window.innerWidth) * 100);
  }

  stage.addEventListener('pointerdown', function (event) {
    if (event.button !== 0) return;
    dragging = true;
    stage.setPointerCapture(event.pointerId);
    fromPointer(event);
  });
  stage.addEventListener('pointermove', function (event) {
    if (dragging) fromPointer(event);
  });
  function endDrag() {
    dragging = false;
    lastInteraction = clock;
  }
  stage.addEventListener('pointerup', endDrag);
  stage.addEventListener('pointercancel', endDrag);

  handle.addEventListener('keydown', function (event) {
    var steps = { ArrowLeft: -2, ArrowDown: -2, ArrowRight: 2, ArrowUp: 2, PageDown: -10, PageUp: 10 };
    var current = Math.round(position);
    if (Object.prototype.hasOwnProperty.call(steps, event.key)) setUserPosition(current + steps[event.key]);
    else if (event.key === 'Home') setUserPosition(0);
    else if (event.key === 'End') setUserPosition(100);
    else return;
    event.preventDefault();
  });
  handle.addEventListener('focus', function () {
    focused = true;
    setUserPosition(position);
  });
  handle.addEventListener('blur', function () {
    focused = false;
    lastInteraction = clock;
  });

  // Tells a host (and the tests) that both pictures are drawn. A host may give the frame its size only after this
  // script has run (0 by 0 until then): the creative is ready once it has drawn at a real size.
  function markReady() {
    if (window.innerWidth > 0 && window.innerHeight > 0) document.documentElement.setAttribute('data-ready', 'true');
  }

  // The root element follows the frame's size. A ResizeObserver reports the first size a host gives the frame
  // after this script has run, which the resize event does not: the frame's document starts at 0 by 0 and, when
  // its first layout already has the real size, no resize event follows.
  new ResizeObserver(function () {
    render();
    markReady();
  }).observe(document.documentElement);
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'visible') start();
    else stop();
  });
  reduceMotion.addEventListener('change', function () {
    if (reduceMotion.matches) stop();
    else start();
  });

  render();
  start();
  markReady();
})();
