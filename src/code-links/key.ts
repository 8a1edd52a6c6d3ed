import {createHash} from 'node:crypto';

/**
 * A Go block's key in examples/code-links.json: the first 16 hex digits of the SHA-256 of
 * its code without the last line break (as tools/docexamples/codelinks.go computes it).
 */
export function codeKey(code: string): string {
  return createHash('sha256').update(code.replace(/\n$/, '')).digest('hex').slice(0, 16);
}

/** The file's shape: targets are [pkg.go.dev address, one-line signature]. */
export interface CodeLinks {
  targets: [string, string][];
  /** Per block: [line from 1, column from 0 in UTF-16 units, length, target index]. */
  blocks: Record<string, [number, number, number, number][]>;
}
