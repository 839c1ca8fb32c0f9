// Stands in for the classic theme's Prism client module (see ./index.ts): the grammars are registered by the code
// block that uses them.
export {};
