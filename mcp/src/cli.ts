/**
 * brave-ads-help-mcp: the Brave Ads help centre as an MCP server over stdio. It reads the copy of the site bundled
 * with the package, or a local production build with `--build <dir>` (`npm run mcp -- --build build` in the
 * repository). Nothing goes to the network: the search index and the pages are files, searched in this process.
 * stdout carries the protocol only; messages go to stderr.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { createHelpServer } from './server';
import { loadSite, SiteLoadError } from './site';
import { LineTransport } from './transport';

const USAGE = `Usage: brave-ads-help-mcp [--build <dir>]

Runs the Brave Ads help centre MCP server over stdio (search_help, get_page, list_pages; llms.txt resources).
  --build <dir>  serve a local production build of the site instead of the copy bundled with the package
  --help         show this help
  --version      show the version`;

/** The folder of the package: `dist/..` once bundled, `mcp/` when run from the sources. */
const packageDir = path.resolve(__dirname, '..');

function packageVersion(): string {
  try {
    return (JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return '0.0.0';
  }
}

async function main(): Promise<number> {
  let values: { build?: string; help?: boolean; version?: boolean };
  try {
    ({ values } = parseArgs({
      options: { build: { type: 'string' }, help: { type: 'boolean' }, version: { type: 'boolean' } },
      strict: true,
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  // Not serving: stdout is free for the answer.
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const version = packageVersion();
  if (values.version) {
    console.log(version);
    return 0;
  }
  // Bundled: dist/site beside dist/server.js. From the sources there is no bundled copy: --build is needed.
  const root = values.build !== undefined ? path.resolve(values.build) : path.join(__dirname, 'site');
  if (values.build === undefined && !existsSync(root)) {
    console.error('brave-ads-help-mcp: no bundled copy of the site here: run it on a build (--build <dir>).');
    return 1;
  }
  let site;
  try {
    site = await loadSite(root);
  } catch (error) {
    if (!(error instanceof SiteLoadError)) throw error;
    console.error(`brave-ads-help-mcp: ${error.message}`);
    return 1;
  }
  for (const warning of site.skipped) console.error(`brave-ads-help-mcp: ${warning}`);
  const server = createHelpServer(site, version);
  const transport = new LineTransport();
  // stdin closed: the client is gone, the normal end. Anything else that stops the server says so and fails.
  transport.onclose = () => process.exit(process.exitCode ?? 0);
  await server.connect(transport);
  server.server.onerror = (error) => console.error(`brave-ads-help-mcp: ${error.message.split('\n')[0]}`);
  const pages = [...site.locales.values()].map((edition) => `${edition.locale} ${edition.pages.length}`).join(', ');
  console.error(`brave-ads-help-mcp ${version}: serving ${site.origin} from ${root} (pages: ${pages}).`);
  return -1;
}

main().then(
  (code) => {
    if (code >= 0) process.exitCode = code;
  },
  (error: unknown) => {
    console.error('brave-ads-help-mcp: unexpected error', error);
    process.exit(1);
  },
);

// Whatever escapes a handler ends the process with a message and a failure code, never silently.
process.on('uncaughtException', (error) => {
  console.error(`brave-ads-help-mcp: stopped on an unexpected error: ${error.message}`);
  process.exit(1);
});
