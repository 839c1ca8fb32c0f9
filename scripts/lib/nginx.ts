/**
 * A prefix folder for Debian's nginx run as a child process on loopback with the generated site config
 * (scripts/write-host-config.ts): the host-configs tests and the serve bench start it the same way.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as headerConfig from '../../config/headers';
import { isHostConfigFile, listFiles } from './routing';
import { nginxFile } from '../write-host-config';

/** Writes nginx.conf and site.conf for `buildDir` on 127.0.0.1:`port`; returns the folder and nginx's arguments. */
export function nginxPrefix(
  buildDir: string,
  port: number,
  { workerConnections, extra = [] }: { workerConnections: number; extra?: readonly string[] },
): { tmp: string; args: string[] } {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'help-centre-nginx-'));
  for (const dir of ['logs', 'temp']) mkdirSync(path.join(tmp, dir));
  const site = nginxFile(
    { ...headerConfig },
    listFiles(buildDir).filter((f) => !isHostConfigFile(f)),
    { listen: `127.0.0.1:${port}`, root: buildDir, serverName: 'localhost' },
  );
  writeFileSync(path.join(tmp, 'site.conf'), site);
  const temp = (name: string) => `${name}_temp_path ${path.join(tmp, 'temp', name)};`;
  writeFileSync(
    path.join(tmp, 'nginx.conf'),
    [
      'daemon off;',
      'master_process off;',
      `pid ${path.join(tmp, 'logs/nginx.pid')};`,
      `error_log ${path.join(tmp, 'logs/error.log')} warn;`,
      ...extra,
      `events { worker_connections ${workerConnections}; }`,
      'http {',
      '  access_log off;',
      `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
      `  include ${path.join(tmp, 'site.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  return { tmp, args: ['-p', tmp, '-c', path.join(tmp, 'nginx.conf'), '-e', path.join(tmp, 'logs/error.log')] };
}
