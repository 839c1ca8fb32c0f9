/**
 * Loader for the browser bundle's copy of the docs' version data (`@generated/docusaurus-plugin-content-docs/
 * default/p/*.json`), which every doc page loads for its sidebar. Its `docs` map carries each doc's description,
 * which only the category pages' cards show: much of the file, loaded by every doc page. The
 * descriptions are taken out here and the cards read them from `@generated/slim-client/doc-descriptions.json`
 * (src/theme/DocCard), which only the pages with cards load. Other data modules of the folder pass unchanged.
 */
module.exports = function stripDocDescriptions(source) {
  const data = JSON.parse(source);
  const docs = data?.version?.docs;
  if (docs === null || typeof docs !== 'object') return source;
  for (const doc of Object.values(docs)) delete doc.description;
  return JSON.stringify(data);
};
