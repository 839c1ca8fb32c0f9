import { createHash } from 'node:crypto';
import { cspDirectives } from '../../../../../config/csp';
import { inlineScripts, policyFor, withPolicy } from '../policy';

const page = `<!doctype html><html lang="es"><head><meta charset="UTF-8"><script>var a=1;</script>
<script src="/assets/js/main.js" defer></script><script type="application/ld+json">{"@type":"WebPage"}</script>
</head><body><script>
window.b = 2;
</script></body></html>`;

const hash = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

describe('CSP build step', () => {
  it('finds executable inline scripts only', () => {
    expect(inlineScripts(page)).toEqual(['var a=1;', '\nwindow.b = 2;\n']);
  });

  it('allows scripts from self and the hash of each inline script, never unsafe-inline or unsafe-eval', () => {
    const policy = policyFor(page, cspDirectives());
    const scriptSrc = /script-src ([^;]+)/.exec(policy)![1].split(' ');
    expect(scriptSrc).toEqual(["'self'", hash('var a=1;'), hash('\nwindow.b = 2;\n')]);
    expect(scriptSrc.join(' ')).not.toMatch(/unsafe/);
  });

  it('blocks objects, media, forms and base URIs, and frames only self and the ad-serving domain', () => {
    const policy = policyFor(page, cspDirectives());
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("media-src 'none'");
    expect(policy).toContain("form-action 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain("frame-src 'self' https://*.ads.s.brave.io");
    expect(policy).toContain("connect-src 'self'");
    expect(policy).not.toContain('algolia');
  });

  it('adds the search service domains to connect-src only when asked (hosted mode)', () => {
    const policy = policyFor(page, cspDirectives({ connectSources: ['https://*.algolia.net'] }));
    expect(policy).toContain("connect-src 'self' https://*.algolia.net");
  });

  it('puts the meta tag right after <meta charset>, before any script, and is idempotent', () => {
    const once = withPolicy(page, cspDirectives());
    const metaAt = once.indexOf('http-equiv="Content-Security-Policy"');
    expect(metaAt).toBeGreaterThan(once.indexOf('<meta charset'));
    expect(metaAt).toBeLessThan(once.indexOf('<script'));
    expect(withPolicy(once, cspDirectives())).toBe(once);
  });
});
