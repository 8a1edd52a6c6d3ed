/**
 * The type and default cells of a key table are code only: the Chinese key table must repeat them
 * exactly, so words in them ("`int (seconds)`", "`nil (auto)`", "at Init") could never be
 * translated. Units and when a default is computed belong in the meaning cell.
 */
const goWords = new Set(['nil', 'true', 'false', 'string', 'int', 'int32', 'int64', 'uint', 'float64', 'bool', 'byte', 'any', 'map', 'func', 'error']);

export function wordsInCodeCell(cell: string): string[] {
  const trimmed = cell.trim();
  if (trimmed === '—') return [];
  const outside = trimmed.replace(/`[^`]*`/g, '').trim();
  const inside = [...trimmed.matchAll(/`([^`]*)`/g)].map((match) => match[1].replace(/"(?:[^"\\]|\\.)*"/g, '""'));
  // A lowercase word on its own (not a package, a method or a field of a dotted name) is prose.
  const words = inside.flatMap((code) => [...code.matchAll(/(?<![\w.])[a-z]+(?![\w.(])/g)].map((match) => match[0]).filter((word) => !goWords.has(word)));
  // A unit in parentheses ("int (MB)") is a word too; an underlying Go type ("(string)") is not.
  const units = inside.flatMap((code) => [...code.matchAll(/\(([A-Za-z]+)\)/g)].map((match) => match[1]).filter((word) => !goWords.has(word) && word !== word.toLowerCase()));
  return [...(outside ? [`text outside code: "${outside}"`] : []), ...[...words, ...units].map((word) => `the word "${word}" in code`)];
}
