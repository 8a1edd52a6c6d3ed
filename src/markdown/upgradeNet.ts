/**
 * The upgrade page's answer to "I run vX: what do I change?": for every release, the net
 * changes from it to the release the docs describe, from facts/history.json (config),
 * facts/api-history.json (exported Go API) and upgradeBehaviour.ts. A key renamed twice is one
 * change; a change later undone is none. Each distinct change is one list item with the range of
 * releases it applies to, shown by CSS when the reader's release is the page's :target.
 */
import apiHistory from '../../facts/api-history.json';
import history from '../../facts/history.json';
import {behaviourChanges, type Group} from './upgradeBehaviour';

/** One config change of one release, as the release-by-release log lists it (remarkUpgradeChanges.ts). */
export type UpgradeEvent =
  | {kind: 'section-added' | 'section-removed'; section: string; keys: string[]}
  | {kind: 'section-renamed'; from: string; to: string}
  | {kind: 'key-added' | 'key-removed'; id: string}
  | {kind: 'env' | 'default' | 'type'; id: string; from: string; to: string; objects?: string[]};

export type NetChange =
  | {group: 'keys'; kind: 'section-renamed'; from: string; to: string; releases: string[]}
  | {group: 'keys'; kind: 'section-removed' | 'key-removed'; id: string; releases: string[]}
  | {group: 'keys' | 'defaults'; kind: 'env' | 'type' | 'default'; id: string; from: string; to: string; releases: string[]}
  | {group: 'api'; kind: 'api'; id: string; to?: string; before: string; after?: string; releases: string[]}
  | {group: Group; kind: 'behaviour'; index: number; releases: string[]};

const releases = history.releases;
const sameCommit = (history as {sameCommit?: Record<string, string[]>}).sameCommit ?? {};
const outOfLine = Object.keys((history as {outOfLine?: Record<string, string>}).outOfLine ?? {});
const apiChanges = apiHistory.changes as Record<string, {id: string; before: string; after?: string; to?: string}[]>;

/** The in-line release a tag stands for: v2.0.92 is the commit of v2.1.5. */
export const inLine = (tag: string) => (releases.includes(tag) ? tag : (sameCommit[tag] ?? []).find((other) => releases.includes(other)));
const position = (tag: string) => releases.indexOf(inLine(tag)!);
const later = (release: string, than: string) => position(release) > position(than);

/** Every tag a reader may run, in release order (the last has nothing to change); an out-of-line tag right after the release it is. */
export function startTags(): string[] {
  for (const tag of outOfLine) if (!inLine(tag)) throw new Error(`upgrade page: ${tag} is out of line and no release has its commit (facts/history.json sameCommit)`);
  const tags = releases.flatMap((release) => [release, ...outOfLine.filter((tag) => inLine(tag) === release)]);
  return tags;
}

const sectionOf = (id: string) => id.slice(0, id.lastIndexOf('.'));
const keyOf = (id: string) => id.slice(id.lastIndexOf('.') + 1);

/** Config: fold the per-release events after `start` into one change per section or key. */
function configNet(start: string, events: Map<string, UpgradeEvent[]>): NetChange[] {
  type Tracked = {origin: string; current: string; gone: boolean; goneAt?: string; renamedAt: string[]; facts: Record<string, {from: string; to: string; releases: string[]}>};
  const sections: Tracked[] = [];
  const keys: Tracked[] = [];
  const fresh = new Set<string>(); // sections and keys the reader's release did not have
  const find = (list: Tracked[], current: string) => {
    let tracked = list.find((t) => t.current === current);
    if (!tracked) list.push((tracked = {origin: current, current, gone: false, renamedAt: [], facts: {}}));
    return tracked;
  };
  for (const release of releases.filter((r) => later(r, start))) {
    for (const event of events.get(release)!) {
      switch (event.kind) {
        case 'section-renamed': {
          const section = find(sections, event.from);
          section.current = event.to;
          section.renamedAt.push(release);
          for (const key of keys.filter((k) => sectionOf(k.current) === event.from)) key.current = `${event.to}.${keyOf(key.current)}`;
          break;
        }
        case 'section-removed':
          Object.assign(find(sections, event.section), {gone: true, goneAt: release});
          break;
        case 'key-removed':
          Object.assign(find(keys, event.id), {gone: true, goneAt: release});
          break;
        // back after a gap: what the reader had is there again; otherwise new to the reader, who has nothing to change
        case 'section-added':
          find(sections, event.section).gone = false;
          for (const key of event.keys) find(keys, `${event.section}.${key}`).gone = false;
          if (!sections.find((s) => s.current === event.section)!.goneAt) fresh.add(event.section);
          break;
        case 'key-added':
          find(keys, event.id).gone = false;
          if (!keys.find((k) => k.current === event.id)!.goneAt) fresh.add(event.id);
          break;
        default: {
          const fact = (find(keys, event.id).facts[event.kind] ??= {from: event.from, to: event.to, releases: []});
          fact.to = event.to;
          fact.releases.push(release);
        }
      }
    }
  }
  const net: NetChange[] = [];
  for (const section of sections) {
    if (section.gone) net.push({group: 'keys', kind: 'section-removed', id: section.origin, releases: [section.goneAt!]});
    else if (section.current !== section.origin) net.push({group: 'keys', kind: 'section-renamed', from: section.origin, to: section.current, releases: section.renamedAt});
  }
  const sectionGone = (id: string) => sections.some((s) => s.gone && s.origin === sectionOf(id));
  for (const key of keys) {
    if (sectionGone(key.origin) || fresh.has(key.origin) || fresh.has(sectionOf(key.origin))) continue; // listed with its section, or new
    if (key.gone) {
      net.push({group: 'keys', kind: 'key-removed', id: key.origin, releases: [key.goneAt!]});
      continue;
    }
    for (const kind of ['env', 'type', 'default'] as const) {
      const fact = key.facts[kind];
      if (fact && fact.from !== fact.to) net.push({group: kind === 'default' ? 'defaults' : 'keys', kind, id: key.current, from: fact.from, to: fact.to, releases: fact.releases});
    }
  }
  return net;
}

/** Go API: fold the removed, renamed and changed ids after `start`, following renames. */
function apiNet(start: string): NetChange[] {
  type Tracked = {origin: string; current: string; before: string; after?: string; gone: boolean; releases: string[]};
  const tracked: Tracked[] = [];
  for (const release of apiHistory.releases.filter((r) => later(r, start))) {
    for (const change of apiChanges[release] ?? []) {
      let t = tracked.find((x) => x.current === change.id && !x.gone);
      if (!t) tracked.push((t = {origin: change.id, current: change.id, before: change.before, gone: false, releases: []}));
      t.releases.push(release);
      if (change.to) t.current = change.to;
      else if (!change.after) t.gone = true;
      else t.after = change.after;
    }
  }
  return tracked
    .filter((t) => t.gone || t.current !== t.origin || (t.after !== undefined && t.after !== t.before))
    .map((t) => ({group: 'api', kind: 'api', id: t.origin, to: t.current !== t.origin ? t.current : undefined, before: t.before, after: t.gone ? undefined : t.after, releases: t.releases}));
}

function behaviourNet(start: string): NetChange[] {
  return behaviourChanges.flatMap((change, index): NetChange[] =>
    later(change.release, start) && (!change.since || !later(change.since, start)) ? [{group: change.group, kind: 'behaviour', index, releases: [change.release]}] : [],
  );
}

export type RangedChange = {change: NetChange; first: string; last: string};

/**
 * Every distinct net change with the first and last start tag it applies to (tags in
 * startTags() order); a change that applies again after a gap is two.
 */
export function netChanges(events: Map<string, UpgradeEvent[]>): {tags: string[]; changes: RangedChange[]; perStart: Map<string, NetChange[]>} {
  const tags = startTags();
  const perStart = new Map<string, NetChange[]>();
  const open = new Map<string, RangedChange>();
  const changes: RangedChange[] = [];
  for (const tag of tags) {
    const start = inLine(tag)!;
    const net = [...configNet(start, events), ...apiNet(start), ...behaviourNet(start)];
    perStart.set(tag, net);
    const seen = new Set<string>();
    for (const change of net) {
      const key = JSON.stringify(change);
      seen.add(key);
      const ranged = open.get(key);
      if (ranged) ranged.last = tag;
      else {
        const fresh = {change, first: tag, last: tag};
        open.set(key, fresh);
        changes.push(fresh);
      }
    }
    for (const key of [...open.keys()]) if (!seen.has(key)) open.delete(key);
  }
  return {tags, changes, perStart};
}
