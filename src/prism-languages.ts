/**
 * Code-block languages the highlighter must know beyond those prism-react-renderer bundles
 * (go, json, yaml, markup, jsx, tsx, …). docusaurus.config.ts registers them and the
 * content checks accept exactly these plus the bundled ones, so no block is left unhighlighted.
 */
export const additionalPrismLanguages = ['bash', 'toml', 'protobuf', 'diff'];

/** Bundled with prism-react-renderer 2.4 (plus `text`, which is plain). */
export const bundledPrismLanguages = ['go', 'json', 'yaml', 'markup', 'jsx', 'tsx', 'typescript', 'javascript', 'markdown', 'sql', 'python', 'rust', 'text'];
