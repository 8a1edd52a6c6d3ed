/** A locale text with its `{name}` placeholders filled in (a name given no value is left empty). */
export const fillText = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
