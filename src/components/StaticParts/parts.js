// A page's parts: this file is only ever imported with a `?parts=` query, which the static-parts loader
// (src/plugins/static-parts) turns into the page's strings.
export default [];
