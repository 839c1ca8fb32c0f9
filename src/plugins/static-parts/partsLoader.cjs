/**
 * Loader of src/components/StaticParts/parts.js: a page's parts come in the request's query (`?parts=` and the
 * base64url of a JSON array of HTML strings, written by ./rehype.ts), so the module is what the request says and
 * a cached build can never pair a page with another build's strings.
 */
module.exports = function staticPartsLoader() {
  const match = /^\?parts=([A-Za-z0-9_-]*)$/.exec(this.resourceQuery);
  if (!match)
    throw new Error(`static-parts: unexpected query on ${this.resourcePath}: ${this.resourceQuery.slice(0, 80)}`);
  const parts = JSON.parse(Buffer.from(match[1], 'base64url').toString('utf8'));
  if (!Array.isArray(parts) || !parts.every((part) => typeof part === 'string'))
    throw new Error(`static-parts: the query on ${this.resourcePath} is not an array of strings`);
  return `export default ${JSON.stringify(parts)};\n`;
};
