/**
 * Test images drawn with a canvas in the page and encoded by the browser (no binary fixtures), for the creative
 * tools' browser tests (tests/e2e/creative-tools.spec.ts) and benchmark (scripts/bench.ts, tools section).
 * Wrong files are made from them by cutting bytes (`keep`) or rewriting the JPEG frame header (`claim`).
 */
import type { Page } from 'playwright-core';

export type Pattern = 'gradient' | 'checks' | 'rings' | 'gradient-soft' | 'logo' | 'opaque';
export type ImageSpec = {
  name: string;
  type: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
  pattern: Pattern;
  /** Keep only this share of the encoded bytes (a truncated file). */
  keep?: number;
  /** Rewrite the JPEG frame header to claim this size (the pixels are not there). */
  claim?: { width: number; height: number };
};
export type Upload = { name: string; mimeType: string; buffer: Buffer };

export async function makeImage(page: Page, spec: ImageSpec): Promise<Upload> {
  const base64 = await page.evaluate(async (s) => {
    const canvas = document.createElement('canvas');
    canvas.width = s.width;
    canvas.height = s.height;
    const ctx = canvas.getContext('2d')!;
    const { width: w, height: h } = s;
    if (s.pattern === 'gradient' || s.pattern === 'gradient-soft') {
      const g = ctx.createLinearGradient(0, 0, w, 0);
      g.addColorStop(0, s.pattern === 'gradient' ? '#102040' : '#203050');
      g.addColorStop(1, s.pattern === 'gradient' ? '#f0c080' : '#e0b070');
      ctx.fillStyle = g;
      ctx.fillRect(0, 0, w, h);
    } else if (s.pattern === 'checks') {
      const cell = w / 8;
      for (let y = 0; y < h / cell; y += 1)
        for (let x = 0; x < 8; x += 1) {
          ctx.fillStyle = (x + y) % 2 ? '#fafafa' : '#0a5a2a';
          ctx.fillRect(x * cell, y * cell, cell, cell);
        }
    } else if (s.pattern === 'rings') {
      for (let r = Math.max(w, h); r > 0; r -= w / 12) {
        ctx.fillStyle = Math.round(r / (w / 12)) % 2 ? '#8a1030' : '#ffe0a0';
        ctx.beginPath();
        ctx.arc(w * 0.3, h * 0.6, r, 0, Math.PI * 2);
        ctx.fill();
      }
    } else if (s.pattern === 'logo') {
      ctx.fillStyle = '#ffffff';
      ctx.beginPath();
      ctx.arc(w / 2, h / 2, w / 3, 0, Math.PI * 2);
      ctx.fill();
    } else {
      ctx.fillStyle = '#3050a0';
      ctx.fillRect(0, 0, w, h);
    }
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), s.type, 0.9));
    let bytes = new Uint8Array(await blob.arrayBuffer());
    if (s.keep) bytes = bytes.slice(0, Math.floor(bytes.length * s.keep));
    if (s.claim) {
      // Find the baseline frame header (FF C0) and rewrite its height and width.
      for (let i = 2; i < bytes.length - 9; i += 1) {
        if (bytes[i] === 0xff && bytes[i + 1] === 0xc0) {
          bytes[i + 5] = s.claim.height >> 8;
          bytes[i + 6] = s.claim.height & 0xff;
          bytes[i + 7] = s.claim.width >> 8;
          bytes[i + 8] = s.claim.width & 0xff;
          break;
        }
      }
    }
    let text = '';
    for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(text);
  }, spec);
  return { name: spec.name, mimeType: spec.type, buffer: Buffer.from(base64, 'base64') };
}
