// Stands in for the theme's client module that registers `prism.additionalLanguages` on the
// global Prism at start-up: the site's Prism loads its grammars itself (src/prism/prism.ts).
export {};
