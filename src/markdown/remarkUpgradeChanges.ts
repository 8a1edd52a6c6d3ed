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
import {cellContent, findDirective, referenceWeight, type Node} from './mdast';
import {behaviourChanges, type Group} from './upgradeBehaviour';
import {netChanges, type NetChange, type UpgradeEvent} from './upgradeNet';

export type {UpgradeEvent};

type Locale = 'en' | 'zh-Hans';
type Change = {release: string; fact: string; from: string; to: string; runTime?: boolean; objects?: string[]};
type Dated = {since: string; last?: string; changes?: Change[]; absent?: {from: string; until: string; in?: string}[]};

const releases = history.releases;
const first = releases[0];
const sections = history.sections as Record<string, Dated>;
const keys = history.keys as Record<string, Dated>;
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
    pickIntro: 'Pick the release your service runs: the list under the releases becomes what to change, from that release to v2.1.10, each change with the release that brought it. A key renamed twice shows once; a change later undone does not show.',
    pickHint: 'Pick a release above to see what to change.',
    answerTitle: (tag: string, same: string[]) => `From ${tag}${same.length ? ` (the commit of ${same.join(', ')})` : ''} to v2.1.10`,
    groups: {routes: 'Routes and registration', keys: 'Renamed or removed keys and variables', defaults: 'Defaults that change behaviour unless you set them', api: 'Go API changes that stop a build', behaviour: 'Behaviour changes'} as Record<Group, string>,
    nothing: 'Nothing to change.',
    net: (c: NetChange): Node[] => {
      switch (c.kind) {
        case 'section-renamed':
          return [text('Rename section '), code(`[${c.from}]`), text(' to '), code(`[${c.to}]`)];
        case 'section-removed':
          return [text('Remove section '), code(`[${c.id}]`), text(': it is no longer read')];
        case 'key-removed':
          return [text('Remove key '), ...keyName(c.id), text(': it is no longer read')];
        case 'env':
          if (c.to === 'none') return [text('Set '), ...keyName(c.id), text(' in the file: '), code(c.from), text(' no longer sets it')];
          if (c.from === 'none') return [text('Check '), code(c.to), text(': it now sets '), ...keyName(c.id)];
          return [text('Rename the variable '), code(c.from), text(' to '), code(c.to), text(' ('), ...keyName(c.id), text(')')];
        case 'type':
          return [text('Write '), ...keyName(c.id), text(' as '), code(c.to), text(', not '), code(c.from)];
        case 'default':
          return [text('Set '), ...keyName(c.id), text(' to keep '), code(c.from), text(': the default is now '), code(c.to)];
        case 'api':
          return apiText(c, {renamed: ' is now ', removed: ' is gone', changed: ': ', separator: ', '});
        case 'behaviour':
          return cellContent(behaviourChanges[c.index].en);
      }
    },
    upToDate: 'nothing to change',
    changes: (n: number) => (n === 1 ? '1 change' : `${n} changes`),
    separator: ', ',
    note: (words: string) => ` (${words})`,
    colon: ': ',
    sameAs: (tags: string[]) => `the commit of ${tags.join(', ')}`,
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
    pickIntro: '选择你的服务所运行的版本：版本列表下方会列出从该版本升级到 v2.1.10 需要改的地方，每一条都标明带来变化的版本。改过两次名的配置项只列一次；后来又改回去的变化不列出。',
    pickHint: '在上方选择一个版本，查看需要改的地方。',
    answerTitle: (tag: string, same: string[]) => `从 ${tag}${same.length ? `（与 ${same.join('、')} 为同一提交）` : ''} 升级到 v2.1.10`,
    groups: {routes: '路由与注册', keys: '改名或删除的配置项和环境变量', defaults: '不显式设置就会改变行为的默认值', api: '导致编译失败的 Go API 变化', behaviour: '行为变化'} as Record<Group, string>,
    nothing: '无需改动。',
    net: (c: NetChange): Node[] => {
      switch (c.kind) {
        case 'section-renamed':
          return [text('把配置段 '), code(`[${c.from}]`), text(' 改名为 '), code(`[${c.to}]`)];
        case 'section-removed':
          return [text('删除配置段 '), code(`[${c.id}]`), text('：它已不再被读取')];
        case 'key-removed':
          return [text('删除配置项 '), ...keyName(c.id), text('：它已不再被读取')];
        case 'env':
          if (c.to === 'none') return [text('在配置文件中设置 '), ...keyName(c.id), text('：'), code(c.from), text(' 已不再生效')];
          if (c.from === 'none') return [text('检查 '), code(c.to), text('：它现在会设置 '), ...keyName(c.id)];
          return [text('把环境变量 '), code(c.from), text(' 改为 '), code(c.to), text('（'), ...keyName(c.id), text('）')];
        case 'type':
          return [text('把 '), ...keyName(c.id), text(' 写成 '), code(c.to), text('，而不是 '), code(c.from)];
        case 'default':
          return [text('要保持 '), code(c.from), text('，请设置 '), ...keyName(c.id), text('：默认值已改为 '), code(c.to)];
        case 'api':
          return apiText(c, {renamed: ' 已改名为 ', removed: ' 已删除', changed: '：', separator: '、'});
        case 'behaviour':
          return cellContent(behaviourChanges[c.index]['zh-Hans']);
      }
    },
    upToDate: '无需改动',
    changes: (n: number) => `${n} 处变化`,
    separator: '、',
    note: (words: string) => `（${words}）`,
    colon: '：',
    sameAs: (tags: string[]) => `与 ${tags.join('、')} 为同一提交`,
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

/** An API change: `old` is now `new`, `old` is gone, or `old`: old signature → new signature. */
function apiText(c: Extract<NetChange, {kind: 'api'}>, words: {renamed: string; removed: string; changed: string; separator: string}): Node[] {
  if (c.to) return [code(c.id), text(words.renamed), code(c.to), ...(c.after ? [text(words.changed), code(c.after)] : [])];
  if (!c.after) return [code(c.id), text(words.removed)];
  const [gone, added] = [members(c.before), members(c.after)];
  if (gone && added) {
    // an interface: its methods that went and came, not both whole
    const diff = [...gone.filter((m) => !added.includes(m)).map((m) => `− ${m}`), ...added.filter((m) => !gone.includes(m)).map((m) => `+ ${m}`)];
    return [code(c.id), text(words.changed), ...diff.flatMap((m, i) => [...(i ? [text(words.separator)] : []), code(m)])];
  }
  return [code(c.id), text(words.changed), code(c.before || '—'), text(' → '), code(c.after)];
}

/** An interface signature's methods, one string each (a method's result may be an exported type); undefined for any other type. */
function members(signature: string): string[] | undefined {
  const body = /^interface \{(.*)\}$/.exec(signature)?.[1]?.trim();
  return body === undefined ? undefined : body.split(/ (?=[A-Z]\w*\()/).filter(Boolean);
}

const element = (hName: string, hProperties: Record<string, unknown>, children: Node[] = []): Node => ({type: 'paragraph', children, data: {hName, hProperties}});
const groupOrder: Group[] = ['routes', 'keys', 'defaults', 'api', 'behaviour'];

/**
 * The release links and the answer under them: one item per distinct net change, classed with
 * the releases it applies to; the page's own rules show the items of the release that is the
 * :target (no script). `n-R` hides an item from readers older than R, `o-R` from readers on R
 * or later.
 */
function picker(events: Map<string, UpgradeEvent[]>, locale: Locale): Node[] {
  const t = texts[locale];
  const {tags, changes: ranged} = netChanges(events);
  const next = (tag: string) => tags[tags.indexOf(tag) + 1];
  const id = (tag: string) => `from-${releaseId(tag)}`;
  const older = new Set<string>();
  const notOlder = new Set<string>();
  const item = (children: Node[], first: string, last: string, releasesNote: string[]): Node => {
    const classes = ['u'];
    if (first !== tags[0]) classes.push(`n-${releaseId(first)}`), older.add(first);
    if (next(last)) classes.push(`o-${releaseId(next(last))}`), notOlder.add(next(last));
    const note = releasesNote.length ? [text(locale === 'en' ? ` (${releasesNote.join(', ')})` : `（${releasesNote.join('、')}）`)] : [];
    return {type: 'listItem', children: [{type: 'paragraph', children: [...children, ...note]}], data: {hProperties: {className: classes}}};
  };
  const groups = groupOrder.flatMap((group): Node[] => {
    const items = ranged.filter((r) => r.change.group === group).map((r) => item(t.net(r.change), r.first, r.last, r.change.releases));
    // "Nothing to change" for the runs of releases this group has no change for
    let run: string | undefined;
    tags.forEach((tag, index) => {
      const empty = !ranged.some((r) => r.change.group === group && tags.indexOf(r.first) <= index && index <= tags.indexOf(r.last));
      if (empty && !run) run = tag;
      if (run && (!empty || index === tags.length - 1)) {
        items.push(item([text(t.nothing)], run, empty ? tag : tags[index - 1], []));
        run = undefined;
      }
    });
    return [element('p', {className: ['upgrade-group']}, [strong(t.groups[group])]), {type: 'list', ordered: false, spread: false, children: items} as Node];
  });
  const links = [...tags].reverse().map((tag): Node => ({type: 'listItem', children: [{type: 'paragraph', children: [{type: 'link', url: `#${id(tag)}`, children: [text(tag)]}]}]}));
  // links to themselves: the site's link component records their ids as anchors the release links may target
  const titles = tags.map((tag) => element('a', {id: id(tag), href: `#${id(tag)}`}, [text(t.answerTitle(tag, sameCommit[tag] ?? []))]));
  // no `>`, `<`, `&` or quotes: React writes a style element's text escaped
  const rules = [
    '.upgrade-answer li.u,.upgrade-from a{display:none}',
    '.upgrade-answer:has(.upgrade-from :target) li.u{display:list-item}',
    '.upgrade-answer:has(.upgrade-from :target) .upgrade-hint{display:none}',
    '.upgrade-from :target{display:block;font-weight:bold}',
    ...[...older].map((r) => `.upgrade-answer:has(.upgrade-from :target~#${id(r)}) .n-${releaseId(r)}{display:none}`),
    ...[...notOlder].map((r) => `.upgrade-answer:has(#${id(r)}:target,#${id(r)}~:target) .o-${releaseId(r)}{display:none}`),
  ].join('');
  return [
    {type: 'heading', depth: 2, children: [text(t.pickHeading)], data: {hProperties: {id: 'pick-your-release'}}},
    {type: 'paragraph', children: [text(t.pickIntro)]},
    {type: 'list', ordered: false, spread: false, children: links, data: {hProperties: {className: ['upgrade-picker']}}} as Node,
    // Every release's answer is on the page at once: it ranks like the reference's rows.
    element('div', {className: ['upgrade-answer'], ...referenceWeight}, [
      // The build's HTML minifier rewrites the rules (same meaning, other text): the client's copy replaces it without a mismatch error.
      element('style', {suppressHydrationWarning: true}, [text(rules)]),
      element('div', {className: ['upgrade-from']}, titles),
      element('p', {className: ['upgrade-hint']}, [text(t.pickHint)]),
      ...groups,
    ]),
  ];
}

/** The release log: a heading per release that changed the config (an anchor per release), and its changes. */
function changes(events: Map<string, UpgradeEvent[]>, locale: Locale): Node[] {
  const t = texts[locale];
  return releases
    .filter((release) => events.get(release)!.length)
    .flatMap((release): Node[] => [
      {type: 'heading', depth: 2, children: [text(release)], data: {hProperties: {id: releaseId(release), ...referenceWeight}}},
      {
        type: 'list',
        ordered: false,
        spread: false,
        data: {hProperties: referenceWeight},
        children: events.get(release)!.map((event): Node => ({type: 'listItem', children: [{type: 'paragraph', children: t.event(event)}]})),
      } as Node,
    ]);
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
