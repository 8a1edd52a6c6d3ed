/**
 * Code-block languages of the docs. The site's Prism (src/prism/prism.ts) loads the first list
 * itself; docusaurus.config.ts registers the second through the theme. The content checks
 * accept exactly these, and check that each has a grammar, so no block is left unhighlighted.
 */
export const additionalPrismLanguages = ['bash', 'toml', 'protobuf', 'diff'];

/** Loaded by src/prism/prism.ts (plus `text`, which is plain). */
export const bundledPrismLanguages = ['go', 'json', 'yaml', 'text'];
