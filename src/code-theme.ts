import {themes, type PrismTheme} from 'prism-react-renderer';

/**
 * Colours of vsDark that fall under 4.5:1 against its background (or against a highlighted
 * line), replaced by lighter shades of the same hue. Everything else is vsDark as shipped.
 */
const readableColours: Record<string, string> = {
  comment: '#85b86b',
  constant: '#9da3e8',
  prolog: '#8a8ff0',
  char: '#e08a8a',
};

export const codeTheme: PrismTheme = {
  ...themes.vsDark,
  styles: themes.vsDark.styles.map((style) => {
    const replaced = style.types.find((type) => readableColours[type]);
    if (style.languages?.includes('markup') && style.types.includes('punctuation')) {
      return {...style, style: {...style.style, color: '#a6a6a6'}};
    }
    return replaced ? {...style, style: {...style.style, color: readableColours[replaced]}} : style;
  }),
};
