import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { internalEntry } from '../../../config/internals';

import { moduleOfChunk, withModuleOrigins, type ClientManifest } from './manifest';

type Compiler = { hooks: { done: { tap: (name: string, callback: () => void) => void } } };

/**
 * Writes each page's route chunks into its HTML as deferred scripts (see ./manifest.ts): they download beside
 * main.js instead of after it, and main.js no longer inserts a script element per chunk while it evaluates.
 * The client compilation writes `client-manifest.json` as it emits; this adds the missing origins once it is
 * done, before the pages are rendered.
 */
export default function routeScriptsPlugin(context: LoadContext): Plugin {
  // Registered in the internals manifest (config/internals.ts); a stock build leaves this plugin out.
  internalEntry('route-scripts');
  const manifestPath = path.join(context.generatedFilesDir, 'client-manifest.json');
  const registryPath = path.join(context.generatedFilesDir, 'registry.js');
  return {
    name: 'route-scripts',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return { plugins: [new RouteScriptsPlugin(manifestPath, registryPath)] };
    },
  };
}

/** Adds the route modules' origins to the client manifest once the client compilation is done. */
export class RouteScriptsPlugin {
  constructor(
    private readonly manifestPath: string,
    private readonly registryPath: string,
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.done.tap('route-scripts', () => {
      if (!existsSync(this.manifestPath)) return;
      const manifest = JSON.parse(readFileSync(this.manifestPath, 'utf8')) as ClientManifest;
      const modules = moduleOfChunk(readFileSync(this.registryPath, 'utf8'));
      writeFileSync(this.manifestPath, JSON.stringify(withModuleOrigins(manifest, modules)));
    });
  }
}
