/**
 * What a key table says about a key's history (facts/history.json, written by
 * `npm run facts -- history`), for a reader on an older release: the release that added it
 * when that is newer than the first v2 release; the releases that lacked it or had it in
 * another section; the section it was in before a rename; the env variable it had before its
 * last rename; and each default it had before a change of its default (a value, not an
 * expression computed at run time). A tag out of line (v2.0.92, the commit of v2.1.5) already
 * has what the releases up to its twin brought: the marks say so.
 */
import history from '../../facts/history.json';

type Locale = 'en' | 'zh-Hans';
type Change = {release: string; fact: string; from: string; to: string; runTime?: boolean; objects?: string[]};
type Span = {from: string; until: string; in?: string};
type Dated = {since: string; last?: string; changes?: Change[]; absent?: Span[]};

const keys = history.keys as Record<string, Dated>;
const releases = history.releases;
const firstRelease = releases[0];
const outOfLine = Object.keys((history as {outOfLine?: Record<string, string>}).outOfLine ?? {});
const sameCommit = (history as {sameCommit?: Record<string, string[]>}).sameCommit ?? {};

const semver = (tag: string) => tag.slice(1).split('.').map(Number);
const olderTag = (a: string, b: string) => {
  const [pa, pb] = [semver(a), semver(b)];
  return pa[0] - pb[0] || pa[1] - pb[1] || pa[2] - pb[2];
};
/** The tags out of line, numbered before `release`, whose commit already has what it brought. */
export function outOfLineWith(release: string): string[] {
  return outOfLine.filter((tag) => {
    const twin = (sameCommit[tag] ?? []).find((other) => releases.includes(other));
    return twin !== undefined && olderTag(tag, release) < 0 && releases.indexOf(release) <= releases.indexOf(twin);
  });
}
/** The old env name is the new one with the old section's name in its place: said by the section mark. */
const envFollowsSection = (change: Change, section: Change | undefined) =>
  section !== undefined && change.from === section.from.toUpperCase() + change.to.slice(section.to.length);
const literal = (value: string) => /^(".*"|-?[\d.]+|true|false|nil|\[.*\]|\{.*\}|[\d.]+(ns|us|µs|ms|s|m|h)+)$/.test(value);

const shortPath = (importPath: string) => importPath.replace(`${history.module}/`, '');
const span = ({from, until}: Span) => (from === until ? from : `${from}–${until}`);
const texts = {
  en: {
    since: (release: string) => `since ${release}`,
    absent: (releases: string) => `not in ${releases}`,
    elsewhere: (releases: string, section: string) => `in [${section}] in ${releases}`,
    section: (release: string, section: string) => `in [${section}] before ${release}`,
    env: (release: string, env: string) => `env variable before ${release}: ${env}`,
    before: (release: string, value: string) => `default before ${release}: ${value}`,
    between: (releases: string, value: string) => `default in ${releases}: ${value}`,
    alsoIn: (tags: string[]) => ` (${tags.join(', ')} has it too)`,
    newIn: (tags: string[]) => ` (${tags.join(', ')} has the new one)`,
    only: (objects: string[]) => ` (only ${objects.map(shortPath).join(', ')})`,
  },
  'zh-Hans': {
    since: (release: string) => `${release} 起`,
    absent: (releases: string) => `${releases} 中没有`,
    elsewhere: (releases: string, section: string) => `${releases} 中在 [${section}] 下`,
    section: (release: string, section: string) => `${release} 之前在 [${section}] 下`,
    env: (release: string, env: string) => `${release} 之前环境变量为 ${env}`,
    before: (release: string, value: string) => `${release} 之前默认值为 ${value}`,
    between: (releases: string, value: string) => `${releases} 中默认值为 ${value}`,
    alsoIn: (tags: string[]) => `（${tags.join('、')} 也有）`,
    newIn: (tags: string[]) => `（${tags.join('、')} 已是新的）`,
    only: (objects: string[]) => `（仅 ${objects.map(shortPath).join('、')}）`,
  },
};

export function keyMarks(section: string, key: string, locale: Locale): string[] {
  const dated = keys[`${section}.${key}`];
  if (!dated) return [];
  const t = texts[locale];
  const changes = dated.changes ?? [];
  const marks: string[] = [];
  const also = (release: string, say: (tags: string[]) => string) => (outOfLineWith(release).length ? say(outOfLineWith(release)) : '');
  if (dated.since !== firstRelease) marks.push(t.since(dated.since) + also(dated.since, t.alsoIn));
  for (const gap of dated.absent ?? []) marks.push(gap.in ? t.elsewhere(span(gap), gap.in) : t.absent(span(gap)));
  // A move back to a section it had is said by its gap above.
  const returns = (change: Change) => (dated.absent ?? []).some((gap) => gap.in === change.from);
  const sectionChanges = changes.filter((c) => c.fact === 'section');
  for (const change of sectionChanges.filter((c) => !returns(c))) marks.push(t.section(change.release, change.from) + also(change.release, t.newIn));
  const envChange = changes
    .filter((c) => c.fact === 'env' && c.from !== 'none' && !envFollowsSection(c, sectionChanges.find((s) => s.release === c.release)))
    .at(-1);
  if (envChange) marks.push(t.env(envChange.release, envChange.from) + also(envChange.release, t.newIn));
  // Each default a release range had, oldest first; an expression computed at run time is no value to show.
  const defaults = changes.filter((change) => change.fact === 'default');
  defaults.forEach((change, i) => {
    if (!literal(change.from)) return;
    const previous = defaults.slice(0, i).filter((c) => !c.objects || !change.objects || c.objects.some((o) => change.objects!.includes(o))).at(-1);
    const only = change.objects ? t.only(change.objects) : '';
    const mark = previous
      ? t.between(span({from: previous.release, until: releases[releases.indexOf(change.release) - 1]}), change.from)
      : t.before(change.release, change.from);
    marks.push(mark + only + also(change.release, t.newIn));
  });
  return marks;
}
