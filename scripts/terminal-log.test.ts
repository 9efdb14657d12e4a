import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createTerminalLogStream } from './terminal-log.ts';

function fakeTerminal(isTTY: boolean) {
  const sink = new PassThrough();
  let text = '';
  sink.on('data', (chunk) => (text += chunk));
  return { stream: Object.assign(sink, { isTTY }) as unknown as NodeJS.WriteStream, read: () => text };
}

describe('terminal log lines', () => {
  it('keeps JSON when the output is not a terminal, or when asked to', () => {
    expect(createTerminalLogStream(fakeTerminal(false).stream, {})).toBeUndefined();
    expect(createTerminalLogStream(fakeTerminal(true).stream, { LOG_FORMAT: 'json' })).toBeUndefined();
  });

  it('writes the shop and the backend lines with the same time format, and plain lines as they are', async () => {
    const terminal = fakeTerminal(true);
    const pretty = createTerminalLogStream(terminal.stream, {})!;
    const at = new Date(2026, 10, 26, 9, 5, 7, 123);
    // The shop logs ISO times, the backend epoch milliseconds: both read 09:05:07.123.
    pretty.write(JSON.stringify({ level: 30, time: at.toISOString(), service: 'shop', event: 'request', msg: 'request' }) + '\n');
    pretty.write(JSON.stringify({ level: 50, time: at.getTime(), service: 'embedded-backend', msg: 'boom' }) + '\n');
    pretty.write('plain text from a library\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    // eslint-disable-next-line no-control-regex
    const lines = terminal.read().replace(/\u001b\[[0-9;]*m/g, '').split('\n').filter(Boolean);
    expect(lines[0]).toMatch(/^\[09:05:07\.123\] INFO.*request/);
    expect(lines.some((line) => /^\[09:05:07\.123\] ERROR.*boom/.test(line))).toBe(true);
    expect(lines).toContain('plain text from a library');
    expect(terminal.read()).not.toContain('"level"');
  });
});
