// Used only by tools that still go through Babel; the site build uses SWC (Docusaurus Faster).
module.exports = {
  presets: [require.resolve('@docusaurus/core/lib/babel/preset')],
};
