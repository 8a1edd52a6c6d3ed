/**
 * What a key table says about a key's history (facts/history.json, written by
 * `npm run facts -- history`): the release that added it when that is newer than the first
 * v2 release, and the default it had before the last change of its default.
 */
import history from '../../facts/history.json';

type Locale = 'en' | 'zh-Hans';
type Change = {release: string; fact: string; from: string; to: string; runTime?: boolean};
type Dated = {since: string; last?: string; changes?: Change[]};

const keys = history.keys as Record<string, Dated>;
const firstRelease = history.releases[0];

const texts = {
  en: {since: (release: string) => `since ${release}`, before: (release: string, value: string) => `default before ${release}: ${value}`},
  'zh-Hans': {since: (release: string) => `${release} 起`, before: (release: string, value: string) => `${release} 之前默认值为 ${value}`},
};

export function keyMarks(section: string, key: string, locale: Locale): string[] {
  const dated = keys[`${section}.${key}`];
  if (!dated) return [];
  const marks: string[] = [];
  if (dated.since !== firstRelease) marks.push(texts[locale].since(dated.since));
  // A change of the expression behind a run-time default says nothing about the value.
  const defaultChange = (dated.changes ?? []).filter((change) => change.fact === 'default' && !change.runTime).at(-1);
  if (defaultChange) marks.push(texts[locale].before(defaultChange.release, defaultChange.from));
  return marks;
}
