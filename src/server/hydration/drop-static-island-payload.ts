import { STATIC_ISLAND_PROP } from '../../lib/hydration/static-island.ts';
import { parseFlightRows, readReference, referenceStringsIn, serializeModelRow, type FlightRow } from '../framework/flight-rows.ts';
import { buildPayloadScript, PAYLOAD_SCRIPT, PAYLOAD_START, readPayloadChunk } from '../framework/inline-payload.ts';

/**
 * Static islands (docs/decisions/0017-static-islands.md): a page's HTML already holds everything
 * its server-only parts render, and the inline RSC payload a browser hydrates from holds it all
 * again in another form. This drops, from the payload of a finished document, the children of
 * every static island that needs no hydration, and the rows only they used. The browser keeps the
 * server's DOM for them (src/components/ui/static-island.tsx).
 *
 * An island keeps its children when it cannot be proven inert: a client component or a server
 * action (a form) anywhere inside, a name used twice on the page, or a reference from elsewhere
 * into its rows. Anything unexpected leaves the document as it was: the page is then only
 * bigger, never broken.
 */
export type IslandPayloadResult = {
  html: string;
  /** Islands whose children were dropped. */
  dropped: string[];
  /** Islands that stay hydrated, and why. */
  kept: { name: string; reason: 'interactive' | 'duplicate-name' }[];
  /** Why the document was left as it was, if it was. */
  unchanged?: string;
};

type Island = { name: string; row: number; props: Record<string, unknown> };

function isIslandElement(value: unknown): value is [string, string, unknown, Record<string, unknown>] {
  if (!Array.isArray(value) || value.length < 4 || value[0] !== '$') return false;
  const [, type, , props] = value as unknown[];
  return typeof type === 'string' && type.startsWith('$L') && props !== null && typeof props === 'object' && typeof (props as Record<string, unknown>)[STATIC_ISLAND_PROP] === 'string';
}

function collectIslands(value: unknown, row: number, into: Island[]): void {
  if (Array.isArray(value)) {
    if (isIslandElement(value)) {
      const props = value[3];
      into.push({ name: props[STATIC_ISLAND_PROP] as string, row, props });
      // Islands inside: an outer island that holds one stays hydrated, so the inner ones decide.
      if ('children' in props) collectIslands(props.children, row, into);
      return;
    }
    for (const item of value) collectIslands(item, row, into);
  } else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) collectIslands(item, row, into);
  }
}

export function dropStaticIslandPayload(html: string): IslandPayloadResult {
  const scripts = [...html.matchAll(PAYLOAD_SCRIPT)];
  const unchanged = (reason: string): IslandPayloadResult => ({ html, dropped: [], kept: [], unchanged: reason });
  if (scripts.length === 0) return unchanged('no inline payload');

  let payload = '';
  try {
    for (const script of scripts) {
      const chunk: unknown = readPayloadChunk(script[1] as string);
      // Binary chunks (Uint8Array.from(atob(…))) are not JSON strings: leave such a page alone.
      if (typeof chunk !== 'string') return unchanged('binary payload chunk');
      payload += chunk;
    }
  } catch {
    return unchanged('payload chunk is not a JSON string');
  }

  let rows: FlightRow[];
  try {
    rows = parseFlightRows(Buffer.from(payload, 'utf8'));
  } catch (error) {
    return unchanged(error instanceof Error ? error.message : String(error));
  }
  const models = rows.map((row) => (row.json === undefined ? undefined : (JSON.parse(row.json) as unknown)));
  const rowIndex = new Map(rows.map((row, index) => [row.id, index]));

  const islands: Island[] = [];
  models.forEach((model, index) => collectIslands(model, index, islands));
  if (islands.length === 0) return unchanged('no islands');

  type Reference = { target: number | undefined; path: boolean; server: boolean };
  const referencesIn = (value: unknown): Reference[] =>
    referenceStringsIn(value).map((text) => {
      const reference = readReference(text);
      return {
        target: reference ? rowIndex.get(reference.id) : undefined,
        path: reference?.path ?? false,
        // Server references (a form's action) need React to submit them in place.
        server: /^\$[hF][0-9a-f]/.test(text),
      };
    });
  /** Each row's references, read once; a row whose model changes is read again. */
  const rowReferences = new Map<number, Reference[]>();
  const referencesOfRow = (index: number): Reference[] => {
    let found = rowReferences.get(index);
    if (!found) rowReferences.set(index, (found = referencesIn(models[index])));
    return found;
  };

  /** Row indexes a value refers to, followed through the rows they refer to. */
  const reachable = (value: unknown): { rows: Set<number>; interactive: boolean } => {
    const found = new Set<number>();
    let interactive = false;
    const pending: Reference[][] = [referencesIn(value)];
    while (pending.length > 0) {
      for (const { target, server } of pending.pop() as Reference[]) {
        if (server) interactive = true;
        if (target === undefined || found.has(target)) continue;
        found.add(target);
        if ((rows[target] as FlightRow).tag === 'I') interactive = true;
        if (models[target] !== undefined) pending.push(referencesOfRow(target));
      }
    }
    return { rows: found, interactive };
  };

  const counts = new Map<string, number>();
  for (const island of islands) counts.set(island.name, (counts.get(island.name) ?? 0) + 1);

  const result: IslandPayloadResult = { html, dropped: [], kept: [] };
  const candidates = new Set<number>();
  const modified = new Set<number>();
  for (const island of islands) {
    if (!('children' in island.props)) continue;
    if ((counts.get(island.name) ?? 0) > 1) {
      result.kept.push({ name: island.name, reason: 'duplicate-name' });
      continue;
    }
    const { rows: used, interactive } = reachable(island.props.children);
    if (interactive) {
      result.kept.push({ name: island.name, reason: 'interactive' });
      continue;
    }
    delete island.props.children;
    for (const index of used) candidates.add(index);
    modified.add(island.row);
    rowReferences.delete(island.row);
    result.dropped.push(island.name);
  }
  if (result.dropped.length === 0) return { ...result, unchanged: 'every island is interactive' };

  // A row is dropped when nothing left refers to it; dropping one can free the rows it used.
  const dropped = new Set([...candidates].filter((index) => rows[index]?.tag === '' || rows[index]?.tag === 'T'));
  for (let changed = true; changed; ) {
    changed = false;
    for (let index = 0; index < rows.length; index++) {
      if (dropped.has(index)) continue;
      for (const { target, path } of referencesOfRow(index)) {
        if (target === undefined) continue;
        // A path into a row whose children were just dropped may no longer resolve.
        if (path && modified.has(target)) return unchanged('a path reference into an island row');
        if (dropped.delete(target)) changed = true;
      }
    }
  }

  const parts = rows.flatMap((row, index) => {
    if (dropped.has(index)) return [];
    return [modified.has(index) ? serializeModelRow(row.id, models[index]) : row.raw];
  });
  const newPayload = Buffer.concat(parts).toString('utf8');
  const first = scripts[0] as RegExpMatchArray;
  const openTag = (first[0].match(/^<script[^>]*>/) as RegExpMatchArray)[0];
  const script = buildPayloadScript(openTag, newPayload);
  // The whole payload goes where the first chunk was; the other chunks go.
  let out = '';
  let position = 0;
  scripts.forEach((match, index) => {
    out += html.slice(position, match.index) + (index === 0 ? script : '');
    position = (match.index as number) + match[0].length;
  });
  out += html.slice(position);
  return { ...result, html: out };
}

/** Enough of a document's end to hold `<script nonce="…">` and the start of the push call. */
const HOLD_BACK_CHARS = 256;

/**
 * The same for a document as it streams (pages that are not stored: a logged-in visitor's). The
 * markup passes as it comes; from the first payload script on, the rest (the payload, written
 * after the markup) is held to the end and rewritten as a whole.
 */
export function createIslandPayloadStream(): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let pending = '';
  let holding = false;
  return new TransformStream({
    transform(chunk, controller) {
      pending += decoder.decode(chunk, { stream: true });
      if (holding) return;
      const marker = pending.indexOf(PAYLOAD_START);
      if (marker >= 0) {
        const scriptStart = pending.lastIndexOf('<script', marker);
        const cut = scriptStart >= 0 ? scriptStart : marker;
        if (cut > 0) controller.enqueue(encoder.encode(pending.slice(0, cut)));
        pending = pending.slice(cut);
        holding = true;
        return;
      }
      // A marker split across chunks: keep the end back until the next chunk completes it.
      let cut = Math.max(0, pending.length - HOLD_BACK_CHARS);
      // Never between the two halves of a surrogate pair: each would be encoded as U+FFFD.
      if (cut > 0 && /[\uD800-\uDBFF]/.test(pending.charAt(cut - 1))) cut--;
      if (cut > 0) {
        controller.enqueue(encoder.encode(pending.slice(0, cut)));
        pending = pending.slice(cut);
      }
    },
    flush(controller) {
      pending += decoder.decode();
      const out = holding ? dropStaticIslandPayload(pending).html : pending;
      if (out) controller.enqueue(encoder.encode(out));
    },
  });
}
