import {linkTokens, type CodeLinker, type LinkRange} from '../code-links/tokens';

/** src/start/code-links.json: the starter's lines of Go with their links, as [column, length, target]. */
export type StarterLinks = {targets: [string, string][]; lines: Record<string, [number, number, number][]>};

/** Links each line of a generated Go file that the starter's type-checked programs have. */
export function starterLinker(links: StarterLinks): CodeLinker {
  return (language, code, lines) => {
    if (language !== 'go') return undefined;
    const ranges = code
      .split('\n')
      .flatMap((text, index) => (Object.hasOwn(links.lines, text) ? links.lines[text] : []).map(([column, length, target]): LinkRange => [index + 1, column, length, target]));
    return linkTokens(lines, ranges, links.targets);
  };
}

/** The links, in a chunk of their own: the page's first code is served with its links. */
export const loadStarterLinks = (): Promise<StarterLinks> =>
  import(/* webpackChunkName: "start-code-links" */ './code-links.json').then((module) => module.default as unknown as StarterLinks);
