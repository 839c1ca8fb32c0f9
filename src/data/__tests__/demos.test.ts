import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { demoIds, demos, getDemo, isDemoId } from '../demos';

const root = path.resolve(__dirname, '../../..');
const creativeDir = (id: string) => path.join(root, 'static', 'creatives', id);
const filesOf = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesOf(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );

const STRICT_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'";
/** Size budget of one creative (every file of its folder). */
const BUDGET_BYTES = 60 * 1024;

describe('demos', () => {
  it('lists the five demos in the order of the placement page', () => {
    expect(demos.map((d) => d.id)).toEqual([
      'pan-and-zoom',
      'pan-and-zoom-2',
      'carousel-autofade',
      'slider',
      'digital-rain',
    ]);
    expect(demoIds).toEqual(demos.map((d) => d.id));
  });

  it.each(demos.map((d) => [d.id, d] as const))('%s points at its creative and its doc', (id, demo) => {
    expect(demo.creativePath).toBe(`/creatives/${id}/index.html`);
    expect(demo.docPath).toBe(`/demos/dynamic-ntt/${id}`);
    expect(statSync(path.join(root, 'docs', 'demos', 'dynamic-ntt', `${id}.mdx`)).isFile()).toBe(true);
    expect(getDemo(id)).toBe(demo);
    expect(isDemoId(id)).toBe(true);
  });

  it('uses translate ids that the demo texts module defines', () => {
    const messages = readFileSync(path.join(root, 'src/components/NewTabPageFrame/demoTexts.ts'), 'utf8');
    for (const demo of demos) {
      for (const id of [demo.titleId, demo.menuLabelId, demo.descriptionId]) expect(messages).toContain(`id: '${id}'`);
    }
  });

  it('rejects unknown ids', () => {
    expect(isDemoId('slider-2')).toBe(false);
  });
});

describe.each(demoIds)('creative %s', (id) => {
  const dir = creativeDir(id);
  const files = filesOf(dir);

  it('is a self-contained package: page, script and style sheet', () => {
    const names = files.map((f) => path.relative(dir, f));
    expect(names).toEqual(expect.arrayContaining(['index.html', 'script.js', 'style.css']));
    for (const name of names) expect(name).toMatch(/^[a-z0-9-]+\.(html|js|css|svg)$/);
  });

  it(`stays under ${BUDGET_BYTES} bytes`, () => {
    const total = files.reduce((sum, f) => sum + statSync(f).size, 0);
    expect(total).toBeLessThan(BUDGET_BYTES);
  });

  it('carries the strict policy, no inline script and only relative URLs', () => {
    const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
    expect(html.replace(/\s+/g, ' ')).toContain(`content="${STRICT_CSP}"`);
    for (const script of html.match(/<script\b[^>]*>[\s\S]*?<\/script>/g) ?? []) {
      expect(script).toMatch(/^<script src="script\.js" defer><\/script>$/);
    }
    expect(html).not.toMatch(/\sstyle=/);
    for (const file of files) {
      const text = readFileSync(file, 'utf8').replace(/http:\/\/www\.w3\.org\/2000\/svg/g, '');
      expect({ file: path.relative(dir, file), external: /https?:\/\/|\/\/[a-z0-9.-]+\//i.test(text) }).toEqual({
        file: path.relative(dir, file),
        external: false,
      });
      // No storage, no network APIs.
      expect(text).not.toMatch(
        /localStorage|sessionStorage|indexedDB|document\.cookie|fetch\(|XMLHttpRequest|WebSocket|sendBeacon/,
      );
    }
  });

  it('respects reduced motion and pauses when hidden', () => {
    const script = readFileSync(path.join(dir, 'script.js'), 'utf8');
    expect(script).toContain('prefers-reduced-motion');
    expect(script).toContain('visibilitychange');
    expect(script).toContain('requestAnimationFrame');
  });
});
