// Stands in for the classic theme's `prism-include-languages` client module (see index.ts): Prism and its
// extra languages load with the code block component instead.
export {};
