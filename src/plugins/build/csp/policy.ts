import { createHash } from 'node:crypto';
import { serializeCsp, type CspDirectives } from '../../../../config/csp';

/** Inline <script> bodies of a page, in document order (scripts with a src are covered by 'self'). */
export function inlineScripts(html: string): string[] {
  const bodies: string[] = [];
  const re = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    const attrs = m[1];
    if (/\bsrc\s*=/i.test(attrs)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    // Data blocks (JSON-LD and the like) are never executed, so CSP does not govern them.
    if (type && !['text/javascript', 'module', 'application/javascript'].includes(type)) continue;
    bodies.push(m[2]);
  }
  return bodies;
}

export function sha256Source(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

export function policyFor(html: string, base: CspDirectives): string {
  const hashes = [...new Set(inlineScripts(html).map(sha256Source))];
  return serializeCsp({ ...base, 'script-src': [...base['script-src'], ...hashes] });
}

const META_RE = /<meta http-equiv="Content-Security-Policy"[^>]*>/i;

/**
 * Returns the page with its policy as the first element after <meta charset>, before any script.
 * Idempotent: a policy already present is replaced.
 */
export function withPolicy(html: string, base: CspDirectives): string {
  const clean = html.replace(META_RE, '');
  const policy = policyFor(clean, base).replace(/"/g, '&quot;');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
  const charset = /<meta charset=["']?utf-8["']?\s*\/?>/i.exec(clean);
  if (charset) {
    const at = charset.index + charset[0].length;
    return clean.slice(0, at) + meta + clean.slice(at);
  }
  const head = /<head[^>]*>/i.exec(clean);
  if (!head) throw new Error('page has no <head>: cannot add the Content-Security-Policy');
  const at = head.index + head[0].length;
  return clean.slice(0, at) + meta + clean.slice(at);
}
