/**
 * HTTP/1.1 GETs sent byte for byte over a socket: the request target reaches the server exactly as
 * written (no URL normalisation, no dot-segment removal, no escaping), which `fetch` and Playwright's
 * request context would all do. Headers are read up to the blank line; the body is returned only
 * when the answer has a Content-Length (or none and the connection closes).
 */
import net from 'node:net';
import { gunzipSync } from 'node:zlib';

export interface RawAnswer {
  status: number;
  /** Lower-case names; repeated headers joined with ', '. */
  headers: Record<string, string>;
  /** Header names in order, lower case, with repeats (to catch an injected header). */
  names: string[];
  body: Buffer;
}

export function rawGet(
  port: number,
  target: string,
  headers: Record<string, string> = {},
  timeoutMs = 10_000,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer to GET ${JSON.stringify(target.slice(0, 80))} within ${timeoutMs} ms`));
    }, timeoutMs);
    const extra = Object.entries(headers)
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join('');
    socket.on('connect', () => {
      socket.write(
        Buffer.from(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${extra}Connection: close\r\n\r\n`, 'latin1'),
      );
    });
    socket.on('data', (d) => chunks.push(d));
    socket.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      const all = Buffer.concat(chunks);
      const end = all.indexOf('\r\n\r\n');
      if (end === -1) {
        reject(new Error(`no HTTP head in the answer to ${JSON.stringify(target.slice(0, 80))}`));
        return;
      }
      const [statusLine, ...lines] = all.subarray(0, end).toString('latin1').split('\r\n');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
      const out: Record<string, string> = {};
      const names: string[] = [];
      for (const line of lines) {
        const at = line.indexOf(':');
        const name = line.slice(0, at).trim().toLowerCase();
        const value = line.slice(at + 1).trim();
        names.push(name);
        out[name] = out[name] === undefined ? value : `${out[name]}, ${value}`;
      }
      let body: Buffer = all.subarray(end + 4);
      if (out['transfer-encoding']?.includes('chunked')) body = dechunk(body);
      if (out['content-encoding'] === 'gzip' && body.length > 0) body = gunzipSync(body);
      resolve({ status, headers: out, names, body });
    });
  });
}

function dechunk(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < data.length) {
    const eol = data.indexOf('\r\n', at);
    if (eol === -1) break;
    const size = Number.parseInt(data.subarray(at, eol).toString('latin1'), 16);
    if (!size) break;
    parts.push(data.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
  return Buffer.concat(parts);
}
