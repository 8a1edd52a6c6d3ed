import React, {type ReactNode} from 'react';
import type {Token} from 'prism-react-renderer';

/** A linked identifier: [line from 1, column from 0 in UTF-16 units, length, target index]. */
export type LinkRange = [number, number, number, number];

/** Links highlighted code: for each token that holds linked identifiers, its children (text and <a>). */
export type CodeLinker = (language: string, code: string, lines: Token[][]) => Map<Token, ReactNode[]> | undefined;

type Piece = {start: number; end: number; target: number};

/**
 * The children of each token that holds linked identifiers, or undefined when nothing is
 * linked. targets are [pkg.go.dev address, one-line signature].
 */
export function linkTokens(lines: Token[][], ranges: LinkRange[], targets: [string, string][]): Map<Token, ReactNode[]> | undefined {
  if (!ranges.length) return undefined;
  const pieces = new Map<Token, Piece[]>();
  for (const [line, column, length, target] of ranges) {
    let offset = 0;
    for (const token of lines[line - 1] ?? []) {
      const end = offset + token.content.length;
      if (column >= offset && column + length <= end) {
        pieces.set(token, [...(pieces.get(token) ?? []), {start: column - offset, end: column - offset + length, target}]);
        break;
      }
      offset = end;
    }
  }
  const children = new Map<Token, ReactNode[]>();
  for (const [token, links] of pieces) {
    const parts: ReactNode[] = [];
    let at = 0;
    for (const {start, end, target} of links) {
      if (start > at) parts.push(token.content.slice(at, start));
      const [href, title] = targets[target];
      parts.push(
        <a key={start} href={href} title={title} target="_blank" rel="noopener noreferrer">
          {token.content.slice(start, end)}
        </a>,
      );
      at = end;
    }
    if (at < token.content.length) parts.push(token.content.slice(at));
    children.set(token, parts);
  }
  return children;
}
