/**
 * What a key table says about a key's history (facts/history.json, written by
 * `npm run facts -- history`), for a reader on an older release: the release that added it
 * when that is newer than the first v2 release; the releases that lacked it or had it in
 * another section; the section it was in before a rename; the env variable it had before its
 * last rename; and the default it had before the last change of its default.
 */
import history from '../../facts/history.json';

type Locale = 'en' | 'zh-Hans';
type Change = {release: string; fact: string; from: string; to: string; runTime?: boolean};
type Span = {from: string; until: string; in?: string};
type Dated = {since: string; last?: string; changes?: Change[]; absent?: Span[]};

const keys = history.keys as Record<string, Dated>;
const firstRelease = history.releases[0];

const span = ({from, until}: Span) => (from === until ? from : `${from}–${until}`);
const texts = {
  en: {
    since: (release: string) => `since ${release}`,
    absent: (releases: string) => `not in ${releases}`,
    elsewhere: (releases: string, section: string) => `in [${section}] in ${releases}`,
    section: (release: string, section: string) => `in [${section}] before ${release}`,
    env: (release: string, env: string) => `env variable before ${release}: ${env}`,
    before: (release: string, value: string) => `default before ${release}: ${value}`,
  },
  'zh-Hans': {
    since: (release: string) => `${release} 起`,
    absent: (releases: string) => `${releases} 中没有`,
    elsewhere: (releases: string, section: string) => `${releases} 中在 [${section}] 下`,
    section: (release: string, section: string) => `${release} 之前在 [${section}] 下`,
    env: (release: string, env: string) => `${release} 之前环境变量为 ${env}`,
    before: (release: string, value: string) => `${release} 之前默认值为 ${value}`,
  },
};

export function keyMarks(section: string, key: string, locale: Locale): string[] {
  const dated = keys[`${section}.${key}`];
  if (!dated) return [];
  const t = texts[locale];
  const changes = dated.changes ?? [];
  const marks: string[] = [];
  if (dated.since !== firstRelease) marks.push(t.since(dated.since));
  for (const gap of dated.absent ?? []) marks.push(gap.in ? t.elsewhere(span(gap), gap.in) : t.absent(span(gap)));
  // A move back to a section it had is said by its gap above.
  const returns = (change: Change) => (dated.absent ?? []).some((gap) => gap.in === change.from);
  for (const change of changes.filter((c) => c.fact === 'section' && !returns(c))) marks.push(t.section(change.release, change.from));
  // An env variable renamed with its section follows the section's mark.
  const moved = new Set(changes.filter((c) => c.fact === 'section').map((c) => c.release));
  const envChange = changes.filter((c) => c.fact === 'env' && c.from !== 'none' && !moved.has(c.release)).at(-1);
  if (envChange) marks.push(t.env(envChange.release, envChange.from));
  // A change of the expression behind a run-time default says nothing about the value.
  const defaultChange = changes.filter((change) => change.fact === 'default' && !change.runTime).at(-1);
  if (defaultChange) marks.push(t.before(defaultChange.release, defaultChange.from));
  return marks;
}
