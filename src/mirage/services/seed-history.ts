/**
 * The past of a seeded document (issue 10 gaps, point 4): the seeds store each document in its status, not the
 * steps that led there. Its history is generated when read (never stored for the 100,000 seeded documents): created
 * at `createdAt`, then the statechart's shortest path of events from its initial status to the stored one, the steps
 * spread evenly up to `updatedAt` (the last one then, by `updatedBy`; the others by `createdBy`); a contract is
 * activated when its first term starts and renewed when each later one starts. Each step names the seeded employee who
 * would have taken it (`authorOf`, seed-authors.ts) rather than the seed's 'system'. The first write to a seeded document keeps this past in its recorded
 * history (resource.ts), so the timeline still reads true after it.
 */
import type { AnyStateMachine } from 'xstate';
import type { DocumentLifecycle } from '../../domain/document-lifecycle';
import type { Audited, HistoryEntry } from '../../domain/resource';

interface Edge {
  event: string;
  to: string;
}

/** Each status's transitions to another status, read from the flat statechart (self-transitions left out). */
function edgesOf(machine: AnyStateMachine): Map<string, Edge[]> {
  const edges = new Map<string, Edge[]>();
  for (const [status, node] of Object.entries(machine.root.states)) {
    const out: Edge[] = [];
    for (const [event, transitions] of node.transitions) {
      for (const t of transitions) {
        const to = t.target?.[0]?.key;
        if (to !== undefined && to !== status && !out.some((e) => e.event === event && e.to === to)) out.push({ event, to });
      }
    }
    edges.set(status, out);
  }
  return edges;
}

const paths = new WeakMap<AnyStateMachine, Map<string, Edge[]>>();

/**
 * The shortest event path from the lifecycle's initial status to each status (breadth first over the statechart, the
 * events in `eventTypes` order so that the same path comes every time); cached per machine.
 */
export function pathsTo(lifecycle: Pick<DocumentLifecycle<{ status: string }, unknown>, 'machine' | 'eventTypes'>): Map<string, Edge[]> {
  const cached = paths.get(lifecycle.machine);
  if (cached) return cached;
  const edges = edgesOf(lifecycle.machine);
  const order = (e: Edge) => {
    const i = lifecycle.eventTypes.indexOf(e.event);
    return i === -1 ? Number.MAX_SAFE_INTEGER : i;
  };
  const initial = String(lifecycle.machine.config.initial);
  const found = new Map<string, Edge[]>([[initial, []]]);
  const queue = [initial];
  while (queue.length > 0) {
    const status = queue.shift()!;
    for (const edge of [...(edges.get(status) ?? [])].sort((a, b) => order(a) - order(b))) {
      if (found.has(edge.to)) continue;
      found.set(edge.to, [...found.get(status)!, edge]);
      queue.push(edge.to);
    }
  }
  paths.set(lifecycle.machine, found);
  return found;
}

/** The instant `share` (0..1) of the way from `from` to `to` (ISO instants), to the millisecond. */
const between = (from: string, to: string, share: number): string => {
  const a = Date.parse(from);
  const b = Math.max(a, Date.parse(to));
  return new Date(Math.round(a + (b - a) * share)).toISOString();
};

const DAY = 86_400_000;
const noon = (day: string) => `${day}T12:00:00.000Z`;

/** A contract's terms (start days), when the document has them and the lifecycle renews. */
function termStartsOf(lifecycle: { eventTypes: readonly string[] }, doc: unknown): string[] {
  const terms = (doc as { terms?: unknown }).terms;
  if (!lifecycle.eventTypes.includes('renew') || !Array.isArray(terms)) return [];
  const starts = terms.map((t: unknown) => (t as { start?: unknown } | null)?.start);
  return starts.every((d): d is string => typeof d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d)) ? starts : [];
}

/**
 * The history of a seeded document, oldest first: created, each step of the shortest path to its status, its
 * renewals. A status the statechart cannot reach gives the creation alone.
 */
export function seededHistory<D extends Audited & { status: string }>(
  lifecycle: Pick<DocumentLifecycle<D, unknown>, 'machine' | 'eventTypes'>,
  doc: D,
  authorOf?: (event: string, by: string) => { by: string; byName: string } | null,
): HistoryEntry[] {
  // The employee who would have taken the step (seed-authors.ts) instead of the seed's 'system'.
  const who = (event: string, by: string): Pick<HistoryEntry, 'by' | 'byName'> => {
    const author = authorOf?.(event, by) ?? null;
    return author ? { by: author.by, byName: author.byName } : { by };
  };
  const path = pathsTo(lifecycle as Pick<DocumentLifecycle<{ status: string }, unknown>, 'machine' | 'eventTypes'>).get(doc.status) ?? [];
  // A contract's own days: activated when its first term starts, renewed when each later one starts, a later step
  // (suspend, terminate) after the last start. Other documents: the steps spread from creation to the last change.
  const starts = doc.status === 'draft' ? [] : termStartsOf(lifecycle, doc);
  const createdAt = starts.length > 0 && noon(starts[0]!) < doc.createdAt ? new Date(Date.parse(noon(starts[0]!)) - DAY).toISOString() : doc.createdAt;
  const lastStart = starts.length > 0 ? Date.parse(noon(starts.at(-1)!)) : 0;
  const timeOf = (i: number): string => {
    if (starts.length > 0) return i === 0 ? noon(starts[0]!) : new Date(Math.max(Date.parse(doc.updatedAt), lastStart + DAY)).toISOString();
    return i === path.length - 1 ? doc.updatedAt : between(doc.createdAt, doc.updatedAt, (i + 1) / path.length);
  };
  let from = String(lifecycle.machine.config.initial);
  const steps = path.map((edge, i): HistoryEntry => {
    const entry: HistoryEntry = { at: timeOf(i), ...who(edge.event, i === path.length - 1 ? doc.updatedBy : doc.createdBy), event: edge.event, from, to: edge.to, changes: {} };
    from = edge.to;
    return entry;
  });
  const renewals = starts.slice(1).map((start): HistoryEntry => ({ at: noon(start), ...who('renew', doc.updatedBy), event: 'renew', from: 'active', to: 'active', changes: {} }));
  const created: HistoryEntry = { at: createdAt, ...who('created', doc.createdBy), event: 'created', from: null, to: null, changes: {} };
  // Stable: entries at the same instant keep the order they were made in.
  return [created, ...steps, ...renewals].sort((a, b) => a.at.localeCompare(b.at));
}
