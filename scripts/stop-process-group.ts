import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Live members of a process group (Linux /proc; zombies do not count: they hold no port).
 * nginx's workers are children of its master: a SIGKILL of the master alone leaves them running,
 * still holding connections, so a stop must address the whole group.
 */
export function processGroupMembers(pgid: number): number[] {
  const members: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    // pid (comm) state ppid pgrp ...: comm may hold spaces and parentheses, so split after the last ')'.
    const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(pgrp) === pgid && state !== 'Z' && state !== 'X') members.push(Number(entry));
  }
  return members;
}

function signalGroup(pgid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pgid, signal);
  } catch {
    // ESRCH: nobody left in the group.
  }
}

/**
 * Stops a child started with `detached: true` (its own process group): `signal` to the group, then
 * SIGKILL to the group after `graceMs`, and returns once no member of the group is alive.
 */
export async function stopProcessGroup(child: ChildProcess, signal: NodeJS.Signals, graceMs = 5000): Promise<void> {
  const pgid = child.pid;
  if (pgid === undefined) return;
  if (child.exitCode === null && child.signalCode === null) signalGroup(pgid, signal);
  const deadline = Date.now() + graceMs;
  while (processGroupMembers(pgid).length > 0) {
    if (Date.now() > deadline) {
      signalGroup(pgid, 'SIGKILL');
      // A SIGKILLed process is gone once the kernel has torn it down: a few ms.
      for (let attempt = 0; attempt < 200 && processGroupMembers(pgid).length > 0; attempt++) await sleep(10);
      return;
    }
    await sleep(20);
  }
}
