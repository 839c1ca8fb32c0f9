/**
 * Hash of an English source page, as recorded in its translations' `translation_source`. Line
 * endings, a BOM, trailing spaces and trailing blank lines do not change it.
 */
import { createHash } from 'node:crypto';

export const HASH_LENGTH = 12;
const HASH_PATTERN = /^[0-9a-f]{12}$/;

export function normalizeSource(text: string): string {
  return (
    text
      .replace(/^\uFEFF/, '')
      .replace(/\r\n?/g, '\n')
      .split('\n')
      .map((line) => line.replace(/[ \t]+$/, ''))
      .join('\n')
      .replace(/\n+$/, '') + '\n'
  );
}

export function hashSource(text: string): string {
  return createHash('sha256').update(normalizeSource(text), 'utf8').digest('hex').slice(0, HASH_LENGTH);
}

export function isSourceHash(value: unknown): value is string {
  return typeof value === 'string' && HASH_PATTERN.test(value);
}
