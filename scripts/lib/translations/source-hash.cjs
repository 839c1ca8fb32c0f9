// @ts-check
'use strict';
/**
 * The version of an English source that a translation records in its front matter
 * (`translation_source`). Shared by the stamp script, the translation check and the
 * translation-status Docusaurus plugin, so all three hash a file the same way.
 *
 * CommonJS on purpose: Jest (CommonJS, no ESM loader configured) and the Docusaurus plugin
 * loader can both require it, and the .mjs scripts import it natively.
 */
const { createHash } = require('node:crypto');

/** Length of the recorded hash: 12 hex characters (48 bits) is plenty to tell versions apart. */
const HASH_LENGTH = 12;
const HASH_PATTERN = /^[0-9a-f]{12}$/;

/**
 * Formatting noise must not make a translation stale: a BOM, Windows line endings, trailing
 * spaces and blank lines at the end of the file are ignored. Everything else counts.
 * @param {string} text
 * @returns {string}
 */
function normalizeSource(text) {
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

/**
 * @param {string} text the English source file's content
 * @returns {string} 12 lowercase hex characters
 */
function hashSource(text) {
  return createHash('sha256').update(normalizeSource(text), 'utf8').digest('hex').slice(0, HASH_LENGTH);
}

/**
 * @param {unknown} value
 * @returns {value is string}
 */
function isSourceHash(value) {
  return typeof value === 'string' && HASH_PATTERN.test(value);
}

module.exports = { HASH_LENGTH, normalizeSource, hashSource, isSourceHash };
