/** mcube v2.1.10's config sections and keys (facts/mcube-v2.1.10.json), with lookups. */
import data from '../../facts/mcube-v2.1.10.json';

export type ConfigKey = {key: string; env: string | null; type: string; default: string; note?: string};

export const sections: Record<string, ConfigKey[]> = Object.fromEntries(
  Object.entries(data.sections).map(([name, section]) => [name, section.keys as ConfigKey[]]),
);

export const knownEnv = new Set(Object.values(sections).flatMap((keys) => keys.flatMap((key) => (key.env ? [key.env] : []))));

/** Env prefixes of the sections, longest first (GIN_WEBFRAMEWORK_ before GIN_…). */
export const envPrefixes = [...new Set(Object.keys(sections).map((name) => `${name.split('.')[0].toUpperCase()}_`))].sort(
  (a, b) => b.length - a.length,
);

export function findKey(section: string, key: string): ConfigKey | undefined {
  return sections[section]?.find((entry) => entry.key === key);
}

/**
 * The part of a type or default a table cell must start with: a quoted string, a bracketed
 * list, or the first word ("nil (auto)" -> "nil", "int (seconds)" -> "int").
 */
export function leadingValue(value: string): string {
  if (value.startsWith('"')) return value.slice(0, value.indexOf('"', 1) + 1);
  if (value.startsWith('[') || value.startsWith('{')) {
    const close = value.startsWith('[') ? ']' : '}';
    let depth = 0;
    for (let i = 0; i < value.length; i += 1) {
      if (value[i] === value[0]) depth += 1;
      if (value[i] === close) depth -= 1;
      if (depth === 0) return value.slice(0, i + 1);
    }
  }
  return value.split(/\s/)[0];
}

/** Defaults written as prose in the facts ("base name of the running executable") are not literal values. */
export function isLiteralDefault(value: string): boolean {
  return /^["[{\d-]/.test(value) || /^(true|false|nil)\b/.test(value) || /^[a-z][A-Za-z0-9]*\.[A-Za-z]/.test(value);
}
