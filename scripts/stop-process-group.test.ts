import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { processGroupMembers, stopProcessGroup } from './stop-process-group.ts';

/** A parent that ignores the polite signal and has a child of its own, as nginx's master and workers. */
function startFamily() {
  const child = spawn('sh', ['-c', "trap '' QUIT; sleep 30 & wait"], { detached: true, stdio: 'ignore' });
  return child;
}

async function membersOf(pgid: number, count: number) {
  for (let attempt = 0; attempt < 100 && processGroupMembers(pgid).length < count; attempt++) await new Promise((resolve) => setTimeout(resolve, 10));
  return processGroupMembers(pgid);
}

describe('stopProcessGroup', () => {
  it('leaves no member of the group alive, also when the parent ignores the signal and is killed', async () => {
    const child = startFamily();
    const pgid = child.pid!;
    expect(await membersOf(pgid, 2)).toHaveLength(2);
    await stopProcessGroup(child, 'SIGQUIT', 300);
    expect(processGroupMembers(pgid)).toEqual([]);
  });

  it('returns at once for a group that stops on the signal', async () => {
    const child = spawn('sh', ['-c', 'sleep 30 & wait'], { detached: true, stdio: 'ignore' });
    const pgid = child.pid!;
    await membersOf(pgid, 2);
    const started = Date.now();
    await stopProcessGroup(child, 'SIGTERM', 5000);
    expect(processGroupMembers(pgid)).toEqual([]);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
