/*
 * Digital Rain demo creative.
 * Streams of procedurally drawn glyphs fall down a full-window canvas. Glyph shapes are generated once
 * into an atlas canvas (one row per colour), so each frame is only clearRect + drawImage calls.
 * The canvas follows the window size and devicePixelRatio; the loop stops while the page is hidden
 * and never starts when the visitor prefers reduced motion (a single still frame is drawn instead).
 */
(function () {
  'use strict';

  var STRINGS = {
    en: { badge: 'Demo creative', headline: 'Privacy at full speed' },
    de: { badge: 'Demo-Creative', headline: 'Privatsphäre mit voller Geschwindigkeit' },
    es: { badge: 'Creatividad de demostración', headline: 'Privacidad a toda velocidad' },
    fr: { badge: 'Création de démonstration', headline: 'La confidentialité à pleine vitesse' },
    pt: { badge: 'Criativo de demonstração', headline: 'Privacidade em alta velocidade' },
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

  // Small deterministic PRNG (mulberry32) so the glyph alphabet is identical on every load.
  function prng(seed) {
    return function () {
      seed = (seed + 0x6d2b79f5) | 0;
      var t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  // Stroke primitives in a unit box: [x1, y1, x2, y2].
  var STROKES = [
    [0, 0, 1, 0],
    [0, 0.5, 1, 0.5],
    [0, 1, 1, 1],
    [0, 0, 0, 0.5],
    [0, 0.5, 0, 1],
    [1, 0, 1, 0.5],
    [1, 0.5, 1, 1],
    [0.5, 0, 0.5, 0.5],
    [0.5, 0.5, 0.5, 1],
    [0, 0.5, 0.5, 0],
    [0.5, 1, 1, 0.5],
    [0, 0, 0.5, 0.5],
    [0.5, 0.5, 1, 1],
  ];
  var GLYPH_COUNT = 44;
  var GLYPHS = (function () {
    var rand = prng(20250611);
    var list = [];
    while (list.length < GLYPH_COUNT) {
      var count = 3 + Math.floor(rand() * 3);
      var picked = [];
      while (picked.length < count) {
        var s = Math.floor(rand() * STROKES.length);
        if (picked.indexOf(s) === -1) picked.push(s);
      }
      picked.sort(function (a, b) {
        return a - b;
      });
      var key = picked.join(',');
      if (list.every(function (g) { return g.key !== key; })) list.push({ key: key, strokes: picked, dot: rand() < 0.3 });
    }
    return list;
  })();

  // Trail colours from left to right: Brave orange, a warm pink, lavender.
  var TRAIL_COLOURS = ['#ff7445', '#ff5f6d', '#f0509a', '#c95fd6', '#9b7cf0', '#8f9bff'];
  var HEAD_ROW = TRAIL_COLOURS.length;

  var canvas = document.getElementById('rain');
  var ctx = canvas.getContext('2d');
  var reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)');

  var state = null;
  // The size the grid was last laid out for.
  var laidOut = { cssW: -1, cssH: -1 };
  var frameId = 0;
  var lastTime = 0;
  // A seeded generator (mulberry32), seeded again by every layout: the same window size always gives the same
  // streams, so the still frame shown with reduced motion does not reshuffle when the window is resized or the
  // host settles its layout.
  var SEED = 0x2f6b1d;
  var seed = SEED;
  function rand() {
    seed = (seed + 0x6d2b79f5) | 0;
    var t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  // Each atlas slot is the cell plus a transparent margin, so the glow of a head glyph is never clipped.
  function buildAtlas(cellW, cellH, pad) {
    var slotW = cellW + 2 * pad;
    var slotH = cellH + 2 * pad;
    var atlas = document.createElement('canvas');
    atlas.width = slotW * GLYPH_COUNT;
    atlas.height = slotH * (TRAIL_COLOURS.length + 1);
    var a = atlas.getContext('2d');
    var boxW = cellW * 0.58;
    var boxH = cellH * 0.64;
    var padX = pad + (cellW - boxW) / 2;
    var padY = pad + (cellH - boxH) / 2;
    a.lineCap = 'round';
    a.lineJoin = 'round';
    for (var row = 0; row <= TRAIL_COLOURS.length; row++) {
      var isHead = row === HEAD_ROW;
      a.strokeStyle = isHead ? '#fff8f2' : TRAIL_COLOURS[row];
      a.fillStyle = a.strokeStyle;
      a.lineWidth = Math.max(1, cellH * (isHead ? 0.095 : 0.08));
      a.shadowColor = isHead ? 'rgba(255, 170, 140, 0.95)' : 'transparent';
      a.shadowBlur = isHead ? pad * 0.8 : 0;
      for (var g = 0; g < GLYPH_COUNT; g++) {
        var ox = g * slotW + padX;
        var oy = row * slotH + padY;
        a.beginPath();
        GLYPHS[g].strokes.forEach(function (index) {
          var s = STROKES[index];
          a.moveTo(ox + s[0] * boxW, oy + s[1] * boxH);
          a.lineTo(ox + s[2] * boxW, oy + s[3] * boxH);
        });
        a.stroke();
        if (GLYPHS[g].dot) {
          a.beginPath();
          a.arc(ox + boxW * 0.5, oy + boxH * 0.78, a.lineWidth * 0.75, 0, Math.PI * 2);
          a.fill();
        }
      }
    }
    return atlas;
  }

  function newStream(column, rows, fromTop) {
    var depth = rand() < 0.35 ? 0.45 : 1;
    return {
      col: column,
      head: fromTop ? -rand() * rows * 0.6 : rand() * rows * 1.4 - rows * 0.3,
      speed: (7 + rand() * 12) * (depth < 1 ? 0.6 : 1),
      length: 8 + Math.floor(rand() * 20),
      depth: depth,
      delay: fromTop ? rand() * 2.5 : 0,
    };
  }

  function layout() {
    seed = SEED;
    var cssW = window.innerWidth;
    var cssH = window.innerHeight;
    // Cap the backing store at roughly 4K worth of pixels: sharper than that is invisible on a moving canvas.
    var dpr = Math.min(window.devicePixelRatio || 1, Math.sqrt(8.3e6 / Math.max(1, cssW * cssH)));
    dpr = Math.max(dpr, 0.5);
    canvas.width = Math.round(cssW * dpr);
    canvas.height = Math.round(cssH * dpr);
    laidOut = { cssW: cssW, cssH: cssH };
    var cellCss = Math.min(30, Math.max(14, Math.round(Math.min(cssW, cssH) / 38)));
    var cellH = Math.round(cellCss * dpr);
    var cellW = Math.round(cellH * 0.74);
    var cols = Math.ceil(canvas.width / cellW);
    var rows = Math.ceil(canvas.height / cellH) + 1;
    var pad = Math.ceil(cellH * 0.3);
    var grid = new Uint8Array(cols * rows);
    for (var i = 0; i < grid.length; i++) grid[i] = Math.floor(rand() * GLYPH_COUNT);
    var streams = [];
    for (var c = 0; c < cols; c++) streams.push(newStream(c, rows, false));
    state = {
      cellW: cellW,
      cellH: cellH,
      cols: cols,
      rows: rows,
      grid: grid,
      streams: streams,
      pad: pad,
      atlas: buildAtlas(cellW, cellH, pad),
      mutationCarry: 0,
    };
  }

  function colourRow(column, cols) {
    return Math.min(TRAIL_COLOURS.length - 1, Math.floor((column / Math.max(1, cols - 1)) * TRAIL_COLOURS.length));
  }

  function step(dt) {
    var s = state;
    // Re-roll a few glyphs every frame so the streams shimmer (about 0.5 changes per cell per second).
    s.mutationCarry += s.grid.length * 0.5 * dt;
    var changes = Math.floor(s.mutationCarry);
    s.mutationCarry -= changes;
    for (var m = 0; m < changes; m++) s.grid[Math.floor(rand() * s.grid.length)] = Math.floor(rand() * GLYPH_COUNT);
    for (var i = 0; i < s.streams.length; i++) {
      var st = s.streams[i];
      if (st.delay > 0) {
        st.delay -= dt;
        continue;
      }
      st.head += st.speed * dt;
      if (st.head - st.length > s.rows) s.streams[i] = newStream(st.col, s.rows, true);
    }
  }

  function draw() {
    var s = state;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    for (var i = 0; i < s.streams.length; i++) {
      var st = s.streams[i];
      if (st.delay > 0) continue;
      var headCell = Math.floor(st.head);
      var frac = st.head - headCell;
      var row = colourRow(st.col, s.cols);
      var slotW = s.cellW + 2 * s.pad;
      var slotH = s.cellH + 2 * s.pad;
      var x = st.col * s.cellW - s.pad;
      for (var k = 0; k <= st.length; k++) {
        var r = headCell - k;
        if (r < 0) break;
        if (r >= s.rows) continue;
        var distance = k + frac;
        var fade = 1 - distance / (st.length + 1);
        var alpha = (k === 0 ? 1 : fade * fade * 0.9) * st.depth;
        // The tail fades out: glyphs too faint to see are not drawn at all.
        if (alpha < 0.05) break;
        var glyph = s.grid[st.col * s.rows + r];
        var atlasRow = k === 0 ? HEAD_ROW : row;
        ctx.globalAlpha = alpha;
        ctx.drawImage(s.atlas, glyph * slotW, atlasRow * slotH, slotW, slotH, x, r * s.cellH - s.pad, slotW, slotH);
      }
    }
    ctx.globalAlpha = 1;
  }

  function frame(now) {
    var dt = lastTime ? Math.min(0.1, (now - lastTime) / 1000) : 0;
    lastTime = now;
    step(dt);
    draw();
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

  // Lays the grid out again when the frame's size changes (the same seed: the same streams at the same size).
  function onResize() {
    if (window.innerWidth === laidOut.cssW && window.innerHeight === laidOut.cssH) return;
    layout();
    draw();
    markReady();
  }

  // Tells a host (and the tests) that the first frame is drawn. A host may give the frame its size only after
  // this script has run (0 by 0 until then): the creative is ready once it has drawn at a real size.
  function markReady() {
    if (canvas.width > 0 && canvas.height > 0) document.documentElement.setAttribute('data-ready', 'true');
  }

  localize();
  layout();
  draw();
  start();
  markReady();

  // The root element follows the frame's size. A ResizeObserver reports the first size a host gives the frame
  // after this script has run, which the resize event does not: the frame's document starts at 0 by 0 and, when
  // its first layout already has the real size, no resize event follows.
  new ResizeObserver(onResize).observe(document.documentElement);
  document.addEventListener('visibilitychange', function () {
    if (shouldAnimate()) start();
    else stop();
  });
  reduceMotion.addEventListener('change', function () {
    if (shouldAnimate()) start();
    else stop();
  });
})();
