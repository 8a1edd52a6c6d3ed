/**
 * The one reader of facts/history.json for the config check: turns each section's and key's
 * record (first and last release, changes, releases it was absent or under another section)
 * into what it was called, which env variable set it and its default at every release.
 * Everything else of the check works on these runs, so a change of how history.json records
 * a fact is a change here only.
 */
import type {Run, KeyHistory} from './data';

type Change = {release: string; fact: string; from: string; to: string};
type Gap = {from: string; until: string; in?: string};
export type Dated = {since: string; last?: string; changes?: Change[]; absent?: Gap[]};
export type History = {releases: string[]; sections: Record<string, Dated>; keys: Record<string, Dated>};
export type CurrentFacts = {sections: Record<string, {keys: {key: string; env: string | null; default: string}[]}>};

/** Consecutive releases with the same value as runs; releases without a value end a run. */
function toRuns(values: (string | undefined)[]): Run[] {
  const runs: Run[] = [];
  values.forEach((value, index) => {
    const last = runs[runs.length - 1];
    if (value === undefined) return;
    if (last && last[1] === index - 1 && last[2] === value) last[1] = index;
    else runs.push([index, index, value]);
  });
  return runs;
}

export class HistoryReader {
  private readonly index: Map<string, number>;

  constructor(private readonly history: History, private readonly current: CurrentFacts) {
    this.index = new Map(history.releases.map((release, i) => [release, i]));
  }

  private at = (release: string): number => {
    const i = this.index.get(release);
    if (i === undefined) throw new Error(`facts/history.json names ${release}, which is not in its releases`);
    return i;
  };

  /** Whether the record exists at release index r (a gap with `in` is a release under another section). */
  private exists(dated: Dated, r: number): boolean {
    if (r < this.at(dated.since) || (dated.last && r > this.at(dated.last))) return false;
    return !(dated.absent ?? []).some((gap) => !gap.in && r >= this.at(gap.from) && r <= this.at(gap.until));
  }

  /**
   * The value of one fact at release index r: the `to` of the last change at or before r; before
   * the first change, its `from`, unless a gap with `in` explains that `from` (a section renamed
   * and back: [apidoc] → [apidocs] at v2.0.35 → [apidoc]), when it is `current`.
   */
  private factAt(dated: Dated, fact: string, r: number, current: string | undefined): string | undefined {
    const gap = fact === 'section' ? (dated.absent ?? []).find((g) => g.in && r >= this.at(g.from) && r <= this.at(g.until)) : undefined;
    if (gap) return gap.in;
    const changes = (dated.changes ?? []).filter((change) => change.fact === fact);
    const before = changes.filter((change) => this.at(change.release) <= r).pop();
    if (before) return before.to;
    const next = changes[0];
    if (!next) return current;
    const explained = (dated.absent ?? []).some((g) => g.in === next.from && this.at(g.until) === this.at(next.release) - 1);
    return explained ? current : next.from;
  }

  private byRelease(dated: Dated, value: (r: number) => string | undefined): Run[] {
    return toRuns(this.history.releases.map((_, r) => (this.exists(dated, r) ? value(r) : undefined)));
  }

  /**
   * A section's name at release index r. History dates a section from its name: [mongo] from
   * v2.0.12, where [mongodb] was renamed; before that, the section is the one it was renamed from.
   */
  private sectionName(name: string, dated: Dated, r: number): string | undefined {
    if (this.exists(dated, r)) return this.factAt(dated, 'section', r, name);
    const renamed = (dated.changes ?? []).find((change) => change.fact === 'section');
    const before = renamed && renamed.release === dated.since && r < this.at(dated.since) ? this.history.sections[renamed.from] : undefined;
    return before ? this.sectionName(renamed!.from, before, r) : undefined;
  }

  /** Each section's name release by release. */
  sectionNames(): Run[][] {
    return Object.entries(this.history.sections).map(([name, dated]) => toRuns(this.history.releases.map((_, r) => this.sectionName(name, dated, r))));
  }

  /** The section of a key id: the longest section name history knows that starts it. */
  private sectionOf(id: string): string {
    const parts = id.split('.');
    for (let n = parts.length - 1; n > 0; n--) {
      const section = parts.slice(0, n).join('.');
      if (this.history.sections[section]) return section;
    }
    return parts[0];
  }

  /** Each key's names, env variables and (when it changed) defaults, release by release. */
  keys(): KeyHistory[] {
    return Object.entries(this.history.keys).map(([id, dated]) => {
      const section = this.sectionOf(id);
      const key = id.slice(section.length + 1);
      const now = this.current.sections[section]?.keys.find((k) => k.key === key);
      const current = dated.last ? undefined : now;
      const names = this.byRelease(dated, (r) => `${this.factAt(dated, 'section', r, section)}.${key}`);
      // history.json writes "none" for a release whose key had no env variable.
      const env = this.byRelease(dated, (r) => this.factAt(dated, 'env', r, current?.env ?? undefined)).filter(([, , name]) => name !== 'none');
      const changedDefault = (dated.changes ?? []).some((change) => change.fact === 'default');
      const defaults = changedDefault ? this.byRelease(dated, (r) => this.factAt(dated, 'default', r, undefined)) : [];
      // Env runs equal to v2.1.10's variable are left out: the check falls back to it. Defaults
      // stay whole: history writes a computed default as an expression, the facts as a sentence.
      const history: KeyHistory = [names, env.filter(([, , value]) => value !== (current?.env ?? undefined)), defaults];
      while (history.length > 1 && !history[history.length - 1]?.length) history.pop();
      return history.map((runs) => runs ?? []) as KeyHistory;
    });
  }
}
