/**
 * The server's stdio transport: newline-delimited JSON-RPC, as the SDK's StdioServerTransport reads it, but every
 * line gets an answer. The SDK's transport drops what its schema refuses without a reply (params null, id null, a
 * batch, ...), so a client waits forever, and closes itself on a line over 10 MB, which ended the process with code
 * 0 and no message. Here, per JSON-RPC 2.0:
 * - a line that is not JSON: -32700 (id null); a line longer than MAX_LINE_BYTES: -32600 (id null), its bytes
 *   skipped up to the next newline, never buffered;
 * - JSON that is not a request, a notification or a response (id null or fractional, jsonrpc missing, method not a
 *   string, params not an object, an array, a scalar): -32600, with the request's id when it has a valid one;
 * - a batch: one -32600 per element, in an array (MCP has no batches); an empty array: one -32600;
 * - a known method whose params do not fit its schema (tools/call without a name, arguments not an object): -32602
 *   with one line saying what is wrong, instead of the SDK's -32603 and a raw schema dump.
 * A leading byte order mark is ignored (RFC 8259 allows it). Writes are queued behind one 'drain' listener.
 */
import type { Readable, Writable } from 'node:stream';

import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  ClientNotificationSchema,
  ClientRequestSchema,
  ErrorCode,
  JSONRPCMessageSchema,
  type JSONRPCMessage,
} from '@modelcontextprotocol/sdk/types.js';

/** Longest line read; a longer one is answered and skipped. Far above any request this server takes. */
export const MAX_LINE_BYTES = 1024 * 1024;

type Id = string | number;
const KEYS = ['jsonrpc', 'id', 'method', 'params', 'result', 'error'] as const;

/** Methods the SDK's client schemas name, with their schema: their params are checked here. */
function methodSchemas() {
  const byMethod = new Map<string, { safeParse: (value: unknown) => { success: boolean; error?: unknown } }>();
  for (const union of [ClientRequestSchema, ClientNotificationSchema])
    for (const option of union.options) {
      const method = (option.shape.method as { value?: unknown }).value;
      if (typeof method === 'string') byMethod.set(method, option);
    }
  return byMethod;
}

const validId = (id: unknown): id is Id =>
  (typeof id === 'string' && id.length <= 1024) || (typeof id === 'number' && Number.isSafeInteger(id));

/** The first problem a schema found, on one line: where, and what. */
function firstIssue(error: unknown): string {
  const issues = (error as { issues?: Array<{ path?: PropertyKey[]; message?: string }> })?.issues ?? [];
  const issue = issues[0];
  if (!issue) return 'the params do not fit this method';
  const where = (issue.path ?? []).map(String).join('.');
  return `${where ? `params.${where}` : 'params'}: ${String(issue.message ?? 'invalid')
    .split('\n')[0]
    .slice(0, 200)}`;
}

interface ErrorReply {
  jsonrpc: '2.0';
  id: Id | null;
  error: { code: number; message: string };
}

const reply = (id: Id | null, code: number, message: string): ErrorReply => ({
  jsonrpc: '2.0',
  id,
  error: { code, message },
});

export class LineTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  private readonly schemas = methodSchemas();
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  /** Inside a line longer than MAX_LINE_BYTES: its bytes are dropped up to the next newline. */
  private skipping = false;
  private closed = false;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly input: Readable = process.stdin,
    private readonly output: Writable = process.stdout,
    private readonly maxLineBytes = MAX_LINE_BYTES,
  ) {}

  private readonly onData = (chunk: Buffer | string) => {
    let data = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    for (let newline = data.indexOf(10); newline !== -1; newline = data.indexOf(10)) {
      const part = data.subarray(0, newline);
      data = data.subarray(newline + 1);
      if (this.skipping) {
        this.skipping = false;
        continue;
      }
      if (this.pendingBytes + part.length > this.maxLineBytes) {
        this.pending = [];
        this.pendingBytes = 0;
        this.tooLong();
        continue;
      }
      const line = Buffer.concat([...this.pending, part]);
      this.pending = [];
      this.pendingBytes = 0;
      this.handleLine(line.toString('utf8'));
    }
    if (this.skipping || data.length === 0) return;
    if (this.pendingBytes + data.length > this.maxLineBytes) {
      this.pending = [];
      this.pendingBytes = 0;
      this.skipping = true;
      this.tooLong();
      return;
    }
    this.pending.push(data);
    this.pendingBytes += data.length;
  };

  private readonly onEnd = () => void this.close();
  private readonly onInputError = (error: Error) => this.onerror?.(error);

  private tooLong(): void {
    this.write(
      reply(null, ErrorCode.InvalidRequest, `Invalid Request: a message is longer than ${this.maxLineBytes} bytes.`),
    );
  }

  async start(): Promise<void> {
    this.input.on('data', this.onData);
    this.input.on('end', this.onEnd);
    this.input.on('error', this.onInputError);
  }

  /** One line: a message for the server, or the error answered for it. */
  private handleLine(raw: string): void {
    const line = raw.replace(/^\uFEFF/, '').replace(/\r$/, '');
    if (line.trim() === '') return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      this.write(reply(null, ErrorCode.ParseError, 'Parse error: the line is not a JSON value.'));
      return;
    }
    if (Array.isArray(parsed)) {
      const batch =
        parsed.length === 0
          ? reply(null, ErrorCode.InvalidRequest, 'Invalid Request: an empty batch.')
          : parsed.map((element) =>
              reply(
                validId((element as { id?: unknown } | null)?.id) ? (element as { id: Id }).id : null,
                ErrorCode.InvalidRequest,
                'Invalid Request: batches are not supported; send each message on its own line.',
              ),
            );
      this.write(batch);
      return;
    }
    const outcome = this.check(parsed);
    if ('error' in outcome) this.write(outcome.error);
    else if ('message' in outcome) this.onmessage?.(outcome.message);
  }

  private check(value: unknown): { message: JSONRPCMessage } | { error: ErrorReply } | { dropped: true } {
    if (typeof value !== 'object' || value === null)
      return { error: reply(null, ErrorCode.InvalidRequest, 'Invalid Request: a message is a JSON object.') };
    // Only JSON-RPC's own members, read as own properties (a "__proto__" key is just dropped).
    const source = value as Record<string, unknown>;
    const clean: Record<string, unknown> = {};
    for (const key of KEYS) if (Object.prototype.hasOwnProperty.call(source, key)) clean[key] = source[key];
    const hasId = 'id' in clean;
    const id = validId(clean.id) ? clean.id : null;
    const invalid = (why: string) => ({ error: reply(id, ErrorCode.InvalidRequest, `Invalid Request: ${why}`) });
    if (clean.jsonrpc !== '2.0') return invalid('"jsonrpc" must be "2.0".');
    if (hasId && id === null) return invalid('"id" must be a string or a whole number.');
    if ('method' in clean) {
      if (typeof clean.method !== 'string' || clean.method === '') return invalid('"method" must be a string.');
      if ('params' in clean && (typeof clean.params !== 'object' || clean.params === null))
        return invalid('"params" must be an object.');
      if (Array.isArray(clean.params))
        return { error: reply(id, ErrorCode.InvalidParams, 'Invalid params: "params" must be an object.') };
      const schema = this.schemas.get(clean.method);
      if (schema) {
        const fit = schema.safeParse({ method: clean.method, ...('params' in clean ? { params: clean.params } : {}) });
        if (!fit.success) {
          // A well-formed notification gets no answer, even an error (JSON-RPC): its sender expects none.
          if (!hasId) return { dropped: true };
          return { error: reply(id, ErrorCode.InvalidParams, `Invalid params: ${firstIssue(fit.error)}.`) };
        }
      }
    } else if (!hasId || !('result' in clean || 'error' in clean)) {
      return invalid('a message needs a "method", or an "id" with a "result" or an "error".');
    }
    const fit = JSONRPCMessageSchema.safeParse(clean);
    if (!fit.success) return invalid(firstIssue(fit.error));
    return { message: fit.data };
  }

  private write(message: JSONRPCMessage | ErrorReply | ErrorReply[]): Promise<void> {
    const text = `${JSON.stringify(message)}\n`;
    this.writing = this.writing.then(
      () =>
        new Promise<void>((resolve) => {
          if (this.output.write(text)) resolve();
          else this.output.once('drain', resolve);
        }),
    );
    return this.writing;
  }

  send(message: JSONRPCMessage): Promise<void> {
    return this.write(message);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.input.off('data', this.onData);
    this.input.off('end', this.onEnd);
    this.input.off('error', this.onInputError);
    this.pending = [];
    this.onclose?.();
  }
}
