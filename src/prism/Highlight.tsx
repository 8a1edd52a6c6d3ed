import {createContext, useContext, useEffect, useMemo, useState, type CSSProperties, type ReactElement} from 'react';
import clsx from 'clsx';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import prerenderingPrism from '@site-prism-when-prerendering';
import linkedTokensWhenPrerendering from '@site-code-links-when-prerendering';
import type {CodeLinker} from '../code-links/tokens';
import type Prism from './prism';
import type {
  HighlightProps,
  LineInputProps,
  LineOutputProps,
  PrismTheme,
  RenderProps,
  Token,
  TokenInputProps,
  TokenOutputProps,
} from 'prism-react-renderer';

type PrismToken = InstanceType<typeof Prism.Token>;
type PrismStream = string | PrismToken | (string | PrismToken)[];

interface ThemeStyles {
  /** The code block's own style (with its background). */
  root: CSSProperties;
  /** Each line's style: the theme's plain text without the background. */
  line: CSSProperties;
  byType: Record<string, CSSProperties>;
}

const stylesCache = new WeakMap<PrismTheme, Map<string, ThemeStyles>>();

/** The theme's styles for one language, by token type. */
function themeStyles(theme: PrismTheme, language: string): ThemeStyles {
  let byLanguage = stylesCache.get(theme);
  if (!byLanguage) stylesCache.set(theme, (byLanguage = new Map()));
  let styles = byLanguage.get(language);
  if (!styles) {
    const byType: Record<string, CSSProperties> = {};
    for (const entry of theme.styles) {
      if (entry.languages && !entry.languages.includes(language)) continue;
      for (const type of entry.types) byType[type] = {...byType[type], ...(entry.style as CSSProperties)};
    }
    const root = theme.plain as CSSProperties;
    styles = {root, line: {...root, backgroundColor: undefined}, byType};
    byLanguage.set(language, styles);
  }
  return styles;
}

/** An empty line keeps one token, a line break marked empty, so that it still has a height. */
function markIfEmpty(line: Token[]): void {
  if (line.length === 0) line.push({types: ['plain'], content: '\n', empty: true});
  else if (line.length === 1 && line[0].content === '') line[0] = {...line[0], content: '\n', empty: true};
}

/**
 * Prism's nested tokens as lines of flat tokens. Each token carries the types of the tokens
 * it sits in (outermost first, no type twice in a row); text outside any token is "plain".
 */
function toLines(stream: PrismStream): Token[][] {
  let line: Token[] = [];
  const lines = [line];
  const visit = (node: PrismStream, types: string[]): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child, types);
    } else if (typeof node === 'string') {
      const [first, ...rest] = node.split(/\r\n|\r|\n/);
      const tokenTypes = types.length ? types : ['plain'];
      line.push({types: tokenTypes, content: first});
      for (const text of rest) {
        markIfEmpty(line);
        lines.push((line = [{types: tokenTypes, content: text}]));
      }
    } else {
      let nested = types;
      for (const type of [node.type, ...[node.alias ?? []].flat()]) {
        if (nested[nested.length - 1] !== type) nested = [...nested, type];
      }
      visit(node.content as PrismStream, nested);
    }
  };
  visit(stream, []);
  markIfEmpty(line);
  return lines;
}

/**
 * Links for code rendered in the browser, where the blocks' data is not loaded: a page whose
 * code changes as the reader works (/start/) provides its own. Without one, the blocks'
 * links are the pre-rendered ones (src/code-links/prerendering.tsx). Declared here, not in a
 * module of its own, so the highlighter's chunk stays one module, the same in both languages.
 */
export const CodeLinksContext = createContext<CodeLinker | undefined>(undefined);

// Pre-rendering has Prism from the start; the browser loads it when it first needs it.
let prism: typeof Prism | undefined = prerenderingPrism;
let prismLoading: Promise<void> | undefined;

/** Loads the site's Prism (a chunk of its own) once. */
function loadPrism(): Promise<void> {
  prismLoading ??= import(/* webpackChunkName: "prism" */ './prism').then((module) => {
    prism = module.default;
  });
  return prismLoading;
}

/**
 * The block's lines of tokens. Prism tokenizes when it is loaded; until then the block shows
 * plain lines. Blocks the server highlighted never get here in the browser: the site's
 * CodeBlock/Content wrapper keeps their lines as they were served.
 */
function useTokenLines(code: string, language: string): Token[][] {
  const [prismLoaded, setPrismLoaded] = useState(prism !== undefined);
  useEffect(() => {
    if (!prismLoaded) void loadPrism().then(() => setPrismLoaded(true));
  }, [prismLoaded]);
  return useMemo(() => {
    const grammar = prism?.languages[language];
    return toLines(grammar ? prism!.tokenize(code, grammar) : code);
  }, [language, code, prismLoaded]);
}

// A reader about to follow a link will likely need Prism for the next page's code.
if (ExecutionEnvironment.canUseDOM) {
  const intents = ['pointerover', 'focusin', 'touchstart'];
  const loadOnLinkIntent = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest('a[href^="/"]')) return;
    void loadPrism();
    for (const type of intents) removeEventListener(type, loadOnLinkIntent, true);
  };
  for (const type of intents) addEventListener(type, loadOnLinkIntent, {capture: true, passive: true});
}

/**
 * Renders highlighted code through a render function, as prism-react-renderer's component
 * of the same name does (same props, same output), with the site's Prism.
 *
 * Prism stays out of the pages' main script: pre-rendering has it built in (see
 * src/plugins/leanBundles.ts); the browser loads it only for code the server did not
 * highlight, another page's blocks after a client-side navigation. A pointer or focus on a
 * link loads it ahead.
 */
export function Highlight({code, language: languageName, theme, children}: HighlightProps): ReactElement {
  if (!theme) throw new Error('Highlight needs a theme.');
  const language = languageName.toLowerCase();
  const lines = useTokenLines(code, language);
  const styles = themeStyles(theme, language);
  // Go identifiers as links to their documentation (src/code-links): the page's own linker,
  // or the blocks' data when pre-rendering.
  const linker = useContext(CodeLinksContext) ?? linkedTokensWhenPrerendering;
  const linked = linker?.(language, code, lines);

  const getLineProps = ({line: _line, className, style, ...rest}: LineInputProps): LineOutputProps => ({
    ...rest,
    className: clsx('token-line', className),
    style: style ? {...styles.line, ...style} : styles.line,
  });

  const tokenStyle = ({types, empty}: Token): CSSProperties | undefined => {
    if (types.length === 1 && types[0] === 'plain') return empty ? {display: 'inline-block'} : undefined;
    if (types.length === 1 && empty !== undefined) return styles.byType[types[0]];
    return Object.assign(empty ? {display: 'inline-block'} : {}, ...types.map((type) => styles.byType[type]));
  };

  const getTokenProps = ({token, className, style, ...rest}: TokenInputProps): TokenOutputProps => {
    const own = tokenStyle(token);
    return {
      ...rest,
      className: clsx('token', ...token.types, className),
      // The theme's Line/Token renders children as they are: text, or text and links.
      children: (linked?.get(token) ?? token.content) as string,
      style: style ? {...own, ...style} : own,
    };
  };

  const renderProps: RenderProps = {
    tokens: lines,
    className: `prism-code language-${language}`,
    style: styles.root,
    getLineProps,
    getTokenProps,
  };
  return children(renderProps);
}
