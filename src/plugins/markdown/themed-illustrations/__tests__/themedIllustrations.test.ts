import { readdirSync } from 'node:fs';
import path from 'node:path';
import remarkThemedIllustrations, { darkTwin, pairIllustrations } from '../index';

const image = (url: string) => ({ type: 'image', url, alt: 'A diagram' });

describe('remarkThemedIllustrations', () => {
  it('pairs an illustration with its dark twin, each marked for its theme', () => {
    const paragraph = { type: 'paragraph', children: [image('/img/illustrations/ntt.svg')] };
    remarkThemedIllustrations()({ type: 'root', children: [paragraph] });
    // Linked as files (not inlined into the page's script), with the size the SVG declares.
    const data = { hProperties: { width: 640, height: 400 } };
    expect(paragraph.children).toEqual([
      { ...image('pathname:///img/illustrations/ntt.svg#gh-light-mode-only'), data },
      { ...image('pathname:///img/illustrations/ntt.dark.svg#gh-dark-mode-only'), data },
    ]);
  });

  it('finds the dark twin of a translated illustration', () => {
    expect(darkTwin('/img/illustrations/campaign-structure.de.svg')).toBe(
      '/img/illustrations/campaign-structure.de.dark.svg',
    );
  });

  it('leaves other images, and illustrations without a twin, as they are', () => {
    const paragraph = {
      type: 'paragraph',
      children: [image('/img/logo.svg'), image('/img/illustrations/other.svg'), image('https://example.com/a.svg')],
    };
    pairIllustrations(paragraph, () => false);
    expect(paragraph.children.map((c) => c.url)).toEqual([
      '/img/logo.svg',
      '/img/illustrations/other.svg',
      'https://example.com/a.svg',
    ]);
  });

  it('every illustration has a dark twin', () => {
    const dir = path.join(__dirname, '../../../../../static/img/illustrations');
    const files = readdirSync(dir).filter((f) => f.endsWith('.svg'));
    const light = files.filter((f) => !f.endsWith('.dark.svg'));
    expect(light.filter((f) => !files.includes(f.replace(/\.svg$/, '.dark.svg')))).toEqual([]);
  });
});
