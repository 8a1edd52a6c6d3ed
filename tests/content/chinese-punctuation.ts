/**
 * Half-width punctuation in Chinese text, hand-written or generated: "; " between two clauses,
 * "(…)" around Chinese words, ", " between list items and a space after 。. Inline code and link
 * targets are left out, so `a, b` in code and a URL with a comma pass.
 */
const han = /[\u3400-\u9fff]/;

export function englishPunctuationInChinese(text: string): string[] {
  // A table row of a Chinese page counts even when the row itself has no Chinese (`a`, `b`).
  if (!han.test(text) && !text.trimStart().startsWith('|')) return [];
  const words = text
    .replace(/`[^`]*`/g, '`c`')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/<[^>]+>/g, '');
  return [
    // Beside Chinese or code only: a shell line quoted in a comment (set -a; . x.env) keeps its ";".
    ...(/[`\u3400-\u9fff]\s*;|;\s*[`\u3400-\u9fff]/.test(words) ? ['"; " (write "；")'] : []),
    ...(/\([^()]*[\u3400-\u9fff][^()]*\)/.test(words) ? ['"(…)" around Chinese (write "（…）")'] : []),
    // A comma after code or Chinese, or before them: a list in a Chinese sentence is joined with 、 or ，.
    ...(/(?:[`\u3400-\u9fff],|,\s*[`\u3400-\u9fff])/.test(words) ? ['"," in Chinese text (write "、" or "，")'] : []),
    ...(/[。！？；：，] +[^\s|]/.test(words) ? ['a space after full-width punctuation'] : []),
  ];
}
