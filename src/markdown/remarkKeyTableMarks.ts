/**
 * Adds each key's history to the key tables of the docs (see keyMarks.ts): a small note at
 * the end of the Meaning cell, in the page's language, each on a line of its own; and marks the
 * table and its cells for the phone layout, where each row is a card (custom.css). A key table is a table with the key
 * table columns under a heading that names its section (`[redis]`), as WRITING.md says.
 */
import {keyMarks} from './keyMarks';

type Node = {type: string; value?: string; name?: string; depth?: number; children?: Node[]; attributes?: unknown[]; data?: Record<string, unknown>};
type Locale = 'en' | 'zh-Hans';

const keyColumns: Record<Locale, string[]> = {en: ['Key', 'Env variable'], 'zh-Hans': ['配置项', '环境变量']};

const textOf = (node: Node): string => node.value ?? (node.children ?? []).map(textOf).join('');

function sectionOf(heading: Node): string | undefined {
  const code = (heading.children ?? []).find((child) => child.type === 'inlineCode' && /^\[[a-z0-9_.]+\]$/.test(child.value ?? ''));
  return code?.value?.slice(1, -1);
}

export default function remarkKeyTableMarks(this: unknown, ...settings: unknown[]) {
  const {locale} = settings[0] as {locale: Locale};
  return (tree: Node) => {
    let section: string | undefined;
    const visit = (node: Node) => {
      if (node.type === 'heading') section = sectionOf(node);
      if (node.type === 'table' && section) {
        const [header, ...rows] = node.children ?? [];
        const columns = (header?.children ?? []).map(textOf);
        if (columns[0] === keyColumns[locale][0] && columns[1] === keyColumns[locale][1]) {
          // A class and each cell's column name for the phone layout, rows as cards (custom.css).
          node.data = {...node.data, hProperties: {className: ['key-table']}};
          for (const row of rows) {
            const cells = row.children ?? [];
            cells.forEach((cell, column) => (cell.data = {...cell.data, hProperties: {'data-label': columns[column]}}));
            const meaning = cells[cells.length - 1];
            for (const mark of keyMarks(section, textOf(cells[0]).trim(), locale)) {
              meaning.children = [
                ...(meaning.children ?? []),
                {type: 'text', value: ' '},
                {type: 'mdxJsxTextElement', name: 'small', attributes: [{type: 'mdxJsxAttribute', name: 'className', value: 'key-mark'}], children: [{type: 'text', value: mark}]},
              ];
            }
          }
        }
        return;
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}
