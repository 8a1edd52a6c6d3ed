/**
 * The links of the Go blocks, in the pre-rendering bundle only (src/plugins/codeLinks.ts
 * points `@site-code-links-when-prerendering` here there, and at nothing in the browser's).
 * npm run examples resolves each block's identifiers with Go's type checker and writes
 * examples/code-links.json; here each linked identifier of a highlighted block becomes an
 * <a> inside its token, so the page's HTML carries the links and its scripts carry nothing.
 * A block the server rendered keeps its links in the browser: CodeBlock/Content takes its
 * lines over as served.
 */
import React, {type ReactNode} from 'react';
import type {Token} from 'prism-react-renderer';
import data from '../../examples/code-links.json';
import {codeKey, type CodeLinks} from './key';

const {targets, blocks} = data as unknown as CodeLinks;

type Piece = {start: number; end: number; target: number};

/** The children of each token that holds linked identifiers, or undefined for a block without links. */
export default function linkedTokens(language: string, code: string, lines: Token[][]): Map<Token, ReactNode[]> | undefined {
  const ranges = language === 'go' ? blocks[codeKey(code)] : undefined;
  if (!ranges?.length) return undefined;
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
