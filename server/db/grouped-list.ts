import type { Database } from './sqlite-driver';
import { gzipPiece, piecesAnswer, type CachedAnswer, type GzipPiece } from '../compression';

/**
 * A large list kept as groups of consecutive ids, each the JSON of its rows joined by commas and
 * kept with its gzip piece. TEMP triggers note which ids a write touched; the next read rebuilds
 * (and recompresses) only those ids' groups, then lays the groups side by side into the answer.
 * listar_cobro/ (cobro-queries.ts, one set of groups per scope) and listar_tarea/ are kept so: a
 * write redoes some hundreds of kB of JSON instead of the whole list (77 MB and 3 MB at the large
 * seed).
 */

/** Ids per group: a cobro's group is some 800 kB of JSON at the large seed, a task's some 85 kB. */
export const LIST_GROUP_IDS = 1024;
export const groupOf = (id: number): number => Math.floor(id / LIST_GROUP_IDS);
/** The first and last id of a group, as the `:lo` and `:hi` of a ranged read. */
export const groupRange = (group: number): { lo: number; hi: number } => ({
  lo: group * LIST_GROUP_IDS,
  hi: (group + 1) * LIST_GROUP_IDS - 1,
});

const piece = (text: string) => gzipPiece(Buffer.from(text));
const OPEN = piece('[');
const COMMA = piece(',');
const CLOSE = piece(']');

/** The group's piece from its rows' JSON, in the list's order. */
export function groupPiece(members: readonly Buffer[]): GzipPiece {
  const joined: Buffer[] = [];
  members.forEach((member, index) => {
    if (index > 0) joined.push(COMMA.raw);
    joined.push(member);
  });
  return gzipPiece(Buffer.concat(joined));
}

/** Groups from [json, id] rows read in the list's order. */
export function groupsOf(rows: readonly [Buffer, number][]): Map<number, GzipPiece> {
  const byGroup = new Map<number, Buffer[]>();
  for (const [json, id] of rows) {
    const members = byGroup.get(groupOf(id));
    if (members) members.push(json);
    else byGroup.set(groupOf(id), [json]);
  }
  return new Map([...byGroup].map(([key, members]) => [key, groupPiece(members)]));
}

/** The groups' pieces in id order of their groups, newest first if asked. */
export function orderedGroups(groups: Map<number, GzipPiece>, newestFirst: boolean): GzipPiece[] {
  return [...groups.keys()]
    .sort((a, b) => (newestFirst ? b - a : a - b))
    .map((key) => groups.get(key) as GzipPiece);
}

/** The answer of the groups: `[`, the groups in id order (newest first if asked) with commas, `]`. */
export function groupedAnswer(groups: Map<number, GzipPiece>, newestFirst: boolean): CachedAnswer {
  const ordered = orderedGroups(groups, newestFirst);
  const pieces: GzipPiece[] = [OPEN];
  ordered.forEach((group, index) => {
    if (index > 0) pieces.push(COMMA);
    pieces.push(group);
  });
  pieces.push(CLOSE);
  return piecesAnswer(pieces);
}

/** TEMP triggers writing into `dirty` the id that `column` of a `table` row names, before and after. */
export function markRowTriggers(dirty: string, name: string, table: string, column: string): string {
  return `
  CREATE TEMP TRIGGER IF NOT EXISTS ${name}_insert AFTER INSERT ON main.${table}
    BEGIN INSERT INTO ${dirty} (id) VALUES (new.${column}); END;
  CREATE TEMP TRIGGER IF NOT EXISTS ${name}_update AFTER UPDATE ON main.${table}
    BEGIN INSERT INTO ${dirty} (id) VALUES (old.${column}), (new.${column}); END;
  CREATE TEMP TRIGGER IF NOT EXISTS ${name}_delete AFTER DELETE ON main.${table}
    BEGIN INSERT INTO ${dirty} (id) VALUES (old.${column}); END;`;
}

const MAX_KEPT_MARKS = 100_000;

/** The groups written since a point, from the marks the triggers leave in a TEMP table. */
export type DirtyGroups = {
  /** Reads the marks past the last seen; a batch of them bumps the version. */
  noteWrites: () => void;
  version: () => number;
  /** Groups touched after `version` was `builtAt`. */
  touchedSince: (builtAt: number) => number[];
};

/**
 * `triggers` (SQL) insert the touched ids into the TEMP table `dirty`, created here; `group` names
 * the group an id belongs to. The triggers live with this connection, the API's only writer, and
 * need no migration; a write that rolls back takes its marks with it. The marks are read past the last seen rather than deleted, so reading a
 * list writes nothing and caches keyed by total_changes() stay valid.
 */
export function trackDirtyGroups(
  db: Database,
  dirty: string,
  triggers: string,
  group: (id: number) => number = groupOf,
): DirtyGroups {
  db.exec(`CREATE TEMP TABLE IF NOT EXISTS ${dirty} (seq INTEGER PRIMARY KEY AUTOINCREMENT, id INTEGER NOT NULL);
    ${triggers}`);
  const marksSince = db.prepare(`SELECT seq, id FROM ${dirty} WHERE seq > ? ORDER BY seq`).raw();
  const forgetMarks = db.prepare(`DELETE FROM ${dirty} WHERE seq <= ?`);
  let lastMark = 0;
  let version = 0;
  const touchedAt = new Map<number, number>();
  return {
    noteWrites: () => {
      const marks = marksSince.all(lastMark) as [number, number][];
      if (marks.length === 0) return;
      version += 1;
      for (const [, id] of marks) touchedAt.set(group(id), version);
      const previous = lastMark;
      lastMark = marks[marks.length - 1][0];
      // Rarely, so the table stays small without a write on most reads.
      if (lastMark - previous > MAX_KEPT_MARKS || lastMark % MAX_KEPT_MARKS < previous % MAX_KEPT_MARKS)
        forgetMarks.run(lastMark);
    },
    version: () => version,
    touchedSince: (builtAt) =>
      [...touchedAt].filter(([, touched]) => touched > builtAt).map(([group]) => group),
  };
}

export type GroupedListSpec = {
  /** Names the TEMP table of marks and its triggers. */
  name: string;
  /** A SELECT of `[json, id]` rows in the list's order; `ranged` adds `:lo`/`:hi` bounds on the id. */
  rowsSql: (ranged: boolean) => string;
  /** TEMP triggers marking the ids whose JSON a write changes, into the table `${name}_dirty`. */
  triggers: (dirty: string) => string;
  /** The answer lists the highest id first. */
  newestFirst: boolean;
};

/** A list's groups and answer as last read; `changes` is total_changes() then. */
export type KeptList = {
  groups: Map<number, GzipPiece>;
  /** The marks' version when the groups were last brought up to date. */
  builtAt: number;
  /** total_changes() then: while it stays, nothing was written and the answer stands as it is. */
  changes: number;
  answer: CachedAnswer;
};

/** A list kept from all its `[json, id]` rows, as of the marks' current version. */
export function keepList(
  rows: readonly [Buffer, number][],
  dirty: DirtyGroups,
  newestFirst: boolean,
): KeptList {
  const groups = groupsOf(rows);
  return { groups, builtAt: dirty.version(), changes: 0, answer: groupedAnswer(groups, newestFirst) };
}

/** Rebuilds the groups written since the list was kept, reading each group's rows by range. */
export function bringUpToDate(
  kept: KeptList,
  dirty: DirtyGroups,
  readGroup: (range: { lo: number; hi: number }) => [Buffer, number][],
  newestFirst: boolean,
): void {
  if (dirty.version() === kept.builtAt) return;
  for (const group of dirty.touchedSince(kept.builtAt)) {
    const found = readGroup(groupRange(group));
    if (found.length === 0) kept.groups.delete(group);
    else kept.groups.set(group, groupPiece(found.map(([json]) => json)));
  }
  kept.builtAt = dirty.version();
  kept.answer = groupedAnswer(kept.groups, newestFirst);
}

/** A whole list (one scope) kept as groups; `answer()` is up to date with every write. */
export type GroupedList = { answer: () => CachedAnswer };

export function createGroupedList(db: Database, spec: GroupedListSpec): GroupedList {
  const dirtyTable = `${spec.name}_dirty`;
  const dirty = trackDirtyGroups(db, dirtyTable, spec.triggers(dirtyTable));
  const all = db.prepare(spec.rowsSql(false)).raw();
  const ranged = db.prepare(spec.rowsSql(true)).raw();
  const changesNow = db.prepare('SELECT total_changes()').pluck();
  let kept: KeptList | null = null;
  return {
    answer: () => {
      if (kept && kept.changes === changesNow.get()) return kept.answer;
      dirty.noteWrites();
      if (kept)
        bringUpToDate(kept, dirty, (range) => ranged.all(range) as [Buffer, number][], spec.newestFirst);
      else kept = keepList(all.all() as [Buffer, number][], dirty, spec.newestFirst);
      // Read after the bookkeeping above, whose rare clean-up counts as a change too.
      kept.changes = changesNow.get() as number;
      return kept.answer;
    },
  };
}
