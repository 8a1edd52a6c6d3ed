/**
 * What the config check (/check/) knows of mcube, written at build time by
 * src/plugins/checkData.ts from facts/ and shipped in that page's chunk only.
 * Releases are indexes into `releases`; a run [from, until, value] holds from release `from`
 * to release `until`, both included.
 */
export type Run = [from: number, until: number, value: string];

/**
 * How mcube's loader treats a key's Go type: s string, i integer, d time.Duration, b bool,
 * f float, S []string, F []float64, m map.
 */
export type Kind = 's' | 'i' | 'd' | 'b' | 'f' | 'S' | 'F' | 'm';

/** One key of v2.1.10: key, env variable ('' when none), kind, default as the facts write it. */
export type CurrentKey = [key: string, env: string, kind: Kind, defaultValue: string];

/**
 * A key's name ("section.key", "log.console.enabled") release by release, where it exists; its
 * env variable release by release where it differs from v2.1.10's (a key of v2.1.10 has
 * v2.1.10's where no run says otherwise); its default release by release, when it changed.
 */
export type KeyHistory = [names: Run[], env?: Run[], defaults?: Run[]];

export type CheckData = {
  /** The release the docs describe. */
  tag: string;
  /** Every v2 release, oldest first. */
  releases: string[];
  /** The release from which env variables override the file (before it, the file won). */
  envWinsSince: string;
  /** v2.1.10's sections, each with its keys. */
  sections: Record<string, CurrentKey[]>;
  /** Every section's name release by release (a section id's runs). */
  sectionNames: Run[][];
  /** Every key's history. */
  keys: KeyHistory[];
  /** Section → the topic page that explains it (path with the key table's anchor), in the page's language. */
  topics: Record<string, string>;
};
