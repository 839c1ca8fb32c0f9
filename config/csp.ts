import { brand } from './brand';

/**
 * The Content-Security-Policy of every page (design section 5). Script hashes are added per page
 * by src/plugins/build/csp from the inline scripts the build emits. `frame-ancestors` cannot be set in a
 * meta tag: it ships as a header (config/headers.ts).
 */
export type CspDirectives = Record<string, readonly string[]>;

export function cspDirectives(options: { connectSources?: readonly string[] } = {}): CspDirectives {
  return {
    'default-src': ["'none'"],
    'script-src': ["'self'"],
    // Style attributes (React inline styles, theme colour variables) need 'unsafe-inline' for styles only.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(options.connectSources ?? [])],
    'frame-src': ["'self'", ...brand.adFrameSources],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'media-src': ["'none'"],
    // The search index is built and searched in a worker of the site's own (src/search/worker).
    'worker-src': ["'self'"],
    'form-action': ["'none'"],
    'base-uri': ["'none'"],
  };
}

export function serializeCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
