/**
 * The rows of a React Flight (RSC) payload, as react-server-dom's client reads them: `id:` then
 * either a length-prefixed row (`T` text and the binary tags: `id:T1f,` and that many bytes) or a
 * row that ends at a newline (a JSON model, or a tag letter such as `I` for a client module,
 * `H` for a hint, `E` for an error, then its JSON). Parsed as bytes: lengths count UTF-8 bytes.
 */
export type FlightRow = {
  /** Hex row id; empty for hints (`:HL[...]`). */
  id: string;
  /** The tag letter, or '' for a JSON model row. */
  tag: string;
  /** The row's bytes as they stand, terminator included. */
  raw: Buffer;
  /** A model row's JSON text (tag '' only). */
  json?: string;
};

/** Tags whose row is `tag` + hex byte length + `,` + the bytes (react-server-dom-webpack 19). */
const LENGTH_TAGS = new Set('TAOobUSsLlGgMmV'.split('').map((char) => char.charCodeAt(0)));
const COLON = 0x3a;
const COMMA = 0x2c;
const NEWLINE = 0x0a;

function isNewlineTag(byte: number): boolean {
  // Upper-case letters, '#', 'r' and 'x' are tags; anything else starts the row's JSON.
  return (byte > 0x40 && byte < 0x5b) || byte === 0x23 || byte === 0x72 || byte === 0x78;
}

/** The rows in order; throws on bytes that are not a complete Flight payload. */
export function parseFlightRows(bytes: Buffer): FlightRow[] {
  const rows: FlightRow[] = [];
  let position = 0;
  while (position < bytes.length) {
    const colon = bytes.indexOf(COLON, position);
    if (colon < 0) throw new Error('flight: row without id');
    const id = bytes.toString('latin1', position, colon);
    if (!/^[0-9a-f]*$/.test(id)) throw new Error(`flight: bad row id ${JSON.stringify(id.slice(0, 20))}`);
    const tagByte = bytes[colon + 1];
    if (tagByte === undefined) throw new Error('flight: row without body');
    if (LENGTH_TAGS.has(tagByte)) {
      const comma = bytes.indexOf(COMMA, colon + 2);
      const lengthText = comma < 0 ? '' : bytes.toString('latin1', colon + 2, comma);
      if (!/^[0-9a-f]+$/.test(lengthText)) throw new Error('flight: bad row length');
      const end = comma + 1 + Number.parseInt(lengthText, 16);
      if (end > bytes.length) throw new Error('flight: row longer than the payload');
      rows.push({ id, tag: String.fromCharCode(tagByte), raw: bytes.subarray(position, end) });
      position = end;
      continue;
    }
    const newline = bytes.indexOf(NEWLINE, colon + 1);
    if (newline < 0) throw new Error('flight: unterminated row');
    const tag = isNewlineTag(tagByte) ? String.fromCharCode(tagByte) : '';
    const row: FlightRow = { id, tag, raw: bytes.subarray(position, newline + 1) };
    if (tag === '') row.json = bytes.toString('utf8', colon + 1, newline);
    rows.push(row);
    position = newline + 1;
  }
  return rows;
}

/** A model row written back: `id:json\n`. */
export function serializeModelRow(id: string, value: unknown): Buffer {
  return Buffer.from(`${id}:${JSON.stringify(value)}\n`, 'utf8');
}

/**
 * Row ids a string refers to: `$1f`, `$L1f`, `$@1f`, `$h1f` and the other one-letter forms, and
 * path references `$1f:props:children`. A user's string starting with `$` is written `$$...`, so it
 * never matches. Over-matching (`$n12` is a bigint) only keeps a row; it never drops one.
 */
const REFERENCE = /^\$[A-Za-z@]?([0-9a-f]+)(:.*)?$/s;

export type FlightReference = { id: string; path: boolean };

export function readReference(value: string): FlightReference | null {
  const match = REFERENCE.exec(value);
  return match ? { id: match[1] as string, path: match[2] !== undefined } : null;
}

/**
 * Every string of a JSON value that starts with `$`, depth first: only those can be references.
 * A loop over a stack, not a recursive generator: the payload rewrite reads every row of every
 * stored page, and nested generators were its largest cost (decision 0049).
 */
export function referenceStringsIn(value: unknown): string[] {
  const found: string[] = [];
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.charCodeAt(0) === 36) found.push(next);
    } else if (Array.isArray(next)) {
      for (let index = next.length - 1; index >= 0; index--) pending.push(next[index]);
    } else if (next !== null && typeof next === 'object') {
      const values = Object.values(next);
      for (let index = values.length - 1; index >= 0; index--) pending.push(values[index]);
    }
  }
  return found;
}
