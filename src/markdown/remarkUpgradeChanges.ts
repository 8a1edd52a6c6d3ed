/**
 * The upgrade page (docs/framework/reference/upgrade.md), from facts/history.json:
 * - `::upgrade-picker` becomes the list of v2 tags, newest first, each linking to the first
 *   release after it that changed the configuration, with how many changes lie ahead (tags
 *   that are one commit say so);
 * - `::upgrade-changes` becomes one heading per release that changed sections or keys, oldest
 *   first, so a reader reads from the link of their release to the end of the page.
 * Static HTML in the page's own chunk: no script, no data on other pages.
 */
import history from '../../facts/history.json';
import {findDirective, referenceWeight, type Node} from './mdast';

type Locale = 'en' | 'zh-Hans';
type Change = {release: string; fact: string; from: string; to: string; runTime?: boolean; objects?: string[]};
type Dated = {since: string; last?: string; changes?: Change[]; absent?: {from: string; until: string; in?: string}[]};

export type UpgradeEvent =
  | {kind: 'section-added' | 'section-removed'; section: string; keys: string[]}
  | {kind: 'section-renamed'; from: string; to: string}
  | {kind: 'key-added' | 'key-removed'; id: string}
  | {kind: 'env' | 'default' | 'type'; id: string; from: string; to: string; objects?: string[]};

const releases = history.releases;
const first = releases[0];
const sections = history.sections as Record<string, Dated>;
const keys = history.keys as Record<string, Dated>;
const outOfLine = (history as {outOfLine?: Record<string, string>}).outOfLine ?? {};
const sameCommit = (history as {sameCommit?: Record<string, string[]>}).sameCommit ?? {};

const releaseAfter = (release: string) => releases[releases.indexOf(release) + 1];
/** The key moved to this id from `section` at `release` (history.json's section change). */
const movedFrom = (id: string, section: string, release: string) =>
  (keys[id]?.changes ?? []).some((change) => change.fact === 'section' && change.from === section && change.release === release) || keys[id]?.since === release;
const sectionOf = (id: string) => id.slice(0, id.lastIndexOf('.'));
const keyOf = (id: string) => id.slice(id.lastIndexOf('.') + 1);

/** Everything that changed in the config at each release (in line), by release. */
export function upgradeEvents(): Map<string, UpgradeEvent[]> {
  const byRelease = new Map<string, UpgradeEvent[]>(releases.map((release) => [release, []]));
  const add = (release: string | undefined, event: UpgradeEvent) => release && byRelease.get(release)?.push(event);
  // Sections renamed, nested tables included ([application_config.http] → [app.http]), as history.json records them.
  const renames = Object.values(sections).flatMap((dated) => (dated.changes ?? []).filter((change) => change.fact === 'section'));
  const sectionGoneAt = (section: string) => (sections[section]?.last ? releaseAfter(sections[section].last!) : undefined);
  // A section renamed (its object's section changed) is one event; its keys follow it unless they differ.
  for (const rename of renames) {
    if (!byRelease.get(rename.release)?.some((e) => e.kind === 'section-renamed' && e.from === rename.from && e.to === rename.to)) {
      add(rename.release, {kind: 'section-renamed', from: rename.from, to: rename.to});
    }
  }
  const isRenamedAway = (section: string) => {
    const gone = sectionGoneAt(section);
    return gone !== undefined && renames.some((r) => r.release === gone && r.from === section);
  };
  for (const [section, dated] of Object.entries(sections)) {
    for (const gap of dated.absent ?? []) {
      if (gap.in) continue; // a rename there and back, listed as renames
      const sectionKeys = Object.keys(keys).filter((id) => sectionOf(id) === section && keys[id].absent?.some((g) => g.from === gap.from));
      add(gap.from, {kind: 'section-removed', section, keys: sectionKeys.map(keyOf)});
      add(releaseAfter(gap.until), {kind: 'section-added', section, keys: sectionKeys.map(keyOf)});
    }
    const renamedInto = renames.some((r) => r.release === dated.since && r.to === section);
    const sectionKeys = Object.keys(keys).filter((id) => sectionOf(id) === section);
    if (dated.since !== first && !renamedInto) {
      add(dated.since, {kind: 'section-added', section, keys: sectionKeys.filter((id) => keys[id].since === dated.since).map(keyOf)});
    }
    if (dated.last && !isRenamedAway(section)) {
      add(releaseAfter(dated.last), {kind: 'section-removed', section, keys: sectionKeys.filter((id) => keys[id].last === dated.last).map(keyOf)});
    }
  }
  const previous = (release: string) => releases[releases.indexOf(release) - 1];
  for (const [id, dated] of Object.entries(keys)) {
    const section = sectionOf(id);
    const sectionDated = sections[section];
    // A key moved here from a renamed section carries the old id's history; the old id lists
    // what happened before the move (a move back to a name it had is no such move).
    const movedIn = (dated.changes ?? []).find((c) => c.fact === 'section' && !dated.absent?.some((gap) => gap.in === c.from))?.release;
    const beforeMove = (release: string) => movedIn !== undefined && releases.indexOf(release) < releases.indexOf(movedIn);
    if (dated.since !== first && !beforeMove(dated.since)) {
      // Under the section's old name in the release before the rename: the key moved with it.
      const carried = renames.some((r) => r.release === dated.since && r.to === section && keys[`${r.from}.${keyOf(id)}`]?.last === previous(dated.since));
      // (history.json gives a key of a renamed section the history of its old id, so this is for older files)
      const withNewSection = dated.since === sectionDated?.since && !renames.some((r) => r.release === dated.since && r.to === section);
      if (!carried && !withNewSection) add(dated.since, {kind: 'key-added', id});
    }
    if (dated.last) {
      const gone = releaseAfter(dated.last);
      const carried = renames.some((r) => r.release === gone && r.from === section && movedFrom(`${r.to}.${keyOf(id)}`, section, gone));
      const withSection = dated.last === sectionDated?.last && !isRenamedAway(section);
      if (!carried && !withSection) add(gone, {kind: 'key-removed', id});
    }
    // Gone for a while and back: [trace] provider was not in v2.0.2.
    for (const gap of dated.absent ?? []) {
      if (gap.in || sectionDated?.absent?.some((sectionGap) => sectionGap.from === gap.from)) continue;
      add(gap.from, {kind: 'key-removed', id});
      add(releaseAfter(gap.until), {kind: 'key-added', id});
    }
    for (const change of dated.changes ?? []) {
      if ((change.fact === 'default' && change.runTime) || beforeMove(change.release)) continue; // the expression changed, not necessarily the value
      // A default that changed for some of the section's objects only names them.
      const objects = change.objects ? {objects: change.objects} : {};
      if (change.fact === 'env' || change.fact === 'default' || change.fact === 'type') add(change.release, {kind: change.fact, id, from: change.from, to: change.to, ...objects});
    }
  }
  const order = ['section-renamed', 'section-added', 'section-removed', 'key-added', 'key-removed', 'env', 'type', 'default'];
  for (const list of byRelease.values()) list.sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
  return byRelease;
}

const texts = {
  en: {
    pickHeading: 'Pick your release',
    pickIntro: 'The release you run, newest first. Its link goes to the first release after it that changed the configuration: read from there to the end of the page. The number is how many config changes lie between it and the release these docs describe.',
    upToDate: 'no config changes',
    changes: (n: number) => (n === 1 ? '1 change' : `${n} changes`),
    separator: ', ',
    note: (words: string) => ` (${words})`,
    colon: ': ',
    sameAs: (tags: string[]) => `the commit of ${tags.join(', ')}`,
    changesHeading: 'Config changes by release',
    changesIntro: 'Oldest first. Sections and keys are the TOML names; an env variable sets the key as the server page describes.',
    event: (e: UpgradeEvent): Node[] => {
      switch (e.kind) {
        case 'section-added':
          return [strong('Added'), text(' section '), code(`[${e.section}]`), ...withKeys(e.keys, ' with ', ', ')];
        case 'section-removed':
          return [strong('Removed'), text(' section '), code(`[${e.section}]`), ...withKeys(e.keys, ' and its keys ', ', ')];
        case 'section-renamed':
          return [strong('Renamed'), text(' section '), code(`[${e.from}]`), text(' to '), code(`[${e.to}]`), text('; its keys moved with it.')];
        case 'key-added':
          return [strong('Added'), text(' key '), ...keyName(e.id)];
        case 'key-removed':
          return [strong('Removed'), text(' key '), ...keyName(e.id)];
        case 'env':
          if (e.from === 'none') return [strong('Env variable'), text(' for '), ...keyName(e.id), text(': now '), code(e.to)];
          if (e.to === 'none') return [strong('Env variable'), text(' for '), ...keyName(e.id), text(': '), code(e.from), text(' no longer sets it')];
          return [strong('Env variable renamed'), text(' for '), ...keyName(e.id), text(': '), code(e.from), text(' → '), code(e.to)];
        case 'default':
          return [strong('Default changed'), text(' of '), ...keyName(e.id), text(': '), code(e.from), text(' → '), code(e.to), ...onlyIn(e, ' (only ', ', ', ')')];
        case 'type':
          return [strong('Type changed'), text(' of '), ...keyName(e.id), text(': '), code(e.from), text(' → '), code(e.to)];
      }
    },
  },
  'zh-Hans': {
    pickHeading: '选择你的版本',
    pickIntro: '按你运行的版本选择，最新的在前。链接指向它之后第一个改动配置的版本：从那里读到页面末尾即可。数字是该版本与本文档所对应版本之间的配置变化数。',
    upToDate: '配置无需改动',
    changes: (n: number) => `${n} 处变化`,
    separator: '、',
    note: (words: string) => `（${words}）`,
    colon: '：',
    sameAs: (tags: string[]) => `与 ${tags.join('、')} 为同一提交`,
    changesHeading: '按版本列出的配置变化',
    changesIntro: '旧版本在前。配置段和配置项用 TOML 名称；环境变量如何设置配置项见“应用配置与服务启动”一页。',
    event: (e: UpgradeEvent): Node[] => {
      switch (e.kind) {
        case 'section-added':
          return [strong('新增'), text('配置段 '), code(`[${e.section}]`), ...withKeys(e.keys, '，配置项 ', '、')];
        case 'section-removed':
          return [strong('移除'), text('配置段 '), code(`[${e.section}]`), ...withKeys(e.keys, ' 及其配置项 ', '、')];
        case 'section-renamed':
          return [strong('改名'), text('：配置段 '), code(`[${e.from}]`), text(' 改为 '), code(`[${e.to}]`), text('，配置项随之迁移。')];
        case 'key-added':
          return [strong('新增'), text('配置项 '), ...keyName(e.id)];
        case 'key-removed':
          return [strong('移除'), text('配置项 '), ...keyName(e.id)];
        case 'env':
          if (e.from === 'none') return [strong('环境变量'), text('：'), ...keyName(e.id), text(' 现在可用 '), code(e.to), text(' 设置')];
          if (e.to === 'none') return [strong('环境变量'), text('：'), ...keyName(e.id), text(' 不再能用 '), code(e.from), text(' 设置')];
          return [strong('环境变量改名'), text('：'), ...keyName(e.id), text(' 的 '), code(e.from), text(' → '), code(e.to)];
        case 'default':
          return [strong('默认值变化'), text('：'), ...keyName(e.id), text(' '), code(e.from), text(' → '), code(e.to), ...onlyIn(e, '（仅 ', '、', '）')];
        case 'type':
          return [strong('类型变化'), text('：'), ...keyName(e.id), text(' '), code(e.from), text(' → '), code(e.to)];
      }
    },
  },
};

const text = (value: string): Node => ({type: 'text', value});
const code = (value: string): Node => ({type: 'inlineCode', value});
const strong = (value: string): Node => ({type: 'strong', children: [text(value)]});
const keyName = (id: string): Node[] => [code(`[${sectionOf(id)}]`), text(' '), code(keyOf(id))];
function onlyIn(e: UpgradeEvent, lead: string, separator: string, end: string): Node[] {
  if (!('objects' in e) || !e.objects) return [];
  const paths = e.objects.map((object) => code(object.replace(`${history.module}/`, '')));
  return [text(lead), ...paths.flatMap((path, index) => [...(index ? [text(separator)] : []), path]), text(end)];
}
function withKeys(names: string[], lead: string, separator: string): Node[] {
  if (!names.length) return [];
  return [text(lead), ...names.flatMap((name, index) => [...(index ? [text(separator)] : []), code(name)])];
}

export const releaseId = (release: string) => release.replace(/\./g, '-');

/** Every v2 tag, newest first, with the in-line release a tag made out of line stands for. */
function tagsNewestFirst(): {tag: string; inLine: string; same: string[]}[] {
  const parse = (tag: string) => tag.slice(1).split('.').map(Number);
  const newerFirst = (a: string, b: string) => {
    const [pa, pb] = [parse(a), parse(b)];
    return pb[0] - pa[0] || pb[1] - pa[1] || pb[2] - pa[2];
  };
  return [...releases, ...Object.keys(outOfLine)].sort(newerFirst).map((tag) => {
    const same = sameCommit[tag] ?? [];
    const inLine = releases.includes(tag) ? tag : same.find((other) => releases.includes(other));
    if (!inLine) throw new Error(`upgrade page: ${tag} is out of line and no release has its commit (facts/history.json sameCommit)`);
    return {tag, inLine, same};
  });
}

function picker(events: Map<string, UpgradeEvent[]>, locale: Locale): Node[] {
  const t = texts[locale];
  const withChanges = releases.filter((release) => events.get(release)!.length);
  const items = tagsNewestFirst().map(({tag, inLine, same}): Node => {
    const after = releases.slice(releases.indexOf(inLine) + 1);
    const target = after.find((release) => events.get(release)!.length);
    const count = after.reduce((sum, release) => sum + events.get(release)!.length, 0);
    const note = same.length ? [text(t.note(t.sameAs(same)))] : [];
    const label = target ? {type: 'link', url: `#${releaseId(target)}`, children: [text(tag)]} : text(tag);
    return {type: 'listItem', children: [{type: 'paragraph', children: [label, ...note, text(t.colon), text(count ? t.changes(count) : t.upToDate)]}]};
  });
  if (!withChanges.length) throw new Error('upgrade page: facts/history.json records no change');
  return [
    {type: 'heading', depth: 2, children: [text(t.pickHeading)], data: {hProperties: {id: 'pick-your-release'}}},
    {type: 'paragraph', children: [text(t.pickIntro)]},
    {type: 'list', ordered: false, spread: false, children: items, data: {hProperties: {className: ['upgrade-picker']}}} as Node,
  ];
}

function changes(events: Map<string, UpgradeEvent[]>, locale: Locale): Node[] {
  const t = texts[locale];
  const perRelease = releases
    .filter((release) => events.get(release)!.length)
    .flatMap((release): Node[] => [
      {type: 'heading', depth: 3, children: [text(release)], data: {hProperties: {id: releaseId(release), ...referenceWeight}}},
      {
        type: 'list',
        ordered: false,
        spread: false,
        data: {hProperties: referenceWeight},
        children: events.get(release)!.map((event): Node => ({type: 'listItem', children: [{type: 'paragraph', children: t.event(event)}]})),
      } as Node,
    ]);
  return [
    {type: 'heading', depth: 2, children: [text(t.changesHeading)], data: {hProperties: {id: 'config-changes-by-release'}}},
    {type: 'paragraph', children: [text(t.changesIntro)]},
    ...perRelease,
  ];
}

export default function remarkUpgradeChanges(this: unknown, ...settings: unknown[]) {
  const {locale} = settings[0] as {locale: Locale};
  return (tree: Node) => {
    const pick = findDirective(tree, 'upgrade-picker');
    const list = findDirective(tree, 'upgrade-changes');
    if (!pick && !list) return;
    const events = upgradeEvents();
    if (list) list.parent.children!.splice(list.index, 1, ...changes(events, locale));
    const again = findDirective(tree, 'upgrade-picker');
    if (again) again.parent.children!.splice(again.index, 1, ...picker(events, locale));
  };
}
