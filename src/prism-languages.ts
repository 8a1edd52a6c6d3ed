/**
 * Code-block languages of the docs. The site's Prism (src/prism/prism.ts) has a grammar for
 * each of them except `text`, which stays plain. The content checks accept exactly these, and
 * check that each has its grammar, so no block is left unhighlighted.
 */
export const codeLanguages = ['go', 'json', 'yaml', 'bash', 'toml', 'protobuf', 'diff', 'text'];
