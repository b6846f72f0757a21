// CPU time used by a process and everything it started (PostgreSQL's postmaster and backends under the server), read
// from /proc. CPU time per request moves less than requests per second with whatever else the machine runs (it still
// moves: caches and cores are shared), so an A/B comparison reads both.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

function stat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // After the name: state(0) ppid(1) ... utime(11) stime(12)
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined; // exited meanwhile
  }
}

/** Milliseconds of CPU used so far by `rootPid` and its descendants, split into the root and the rest. */
export function treeCpuMs(rootPid) {
  if (process.platform !== 'linux') return undefined;
  const processes = new Map();
  for (const name of readdirSync('/proc')) if (/^\d+$/.test(name)) processes.set(Number(name), stat(name));
  const inTree = (pid) => {
    for (let p = pid, hops = 0; p > 1 && hops < 16; p = processes.get(p)?.ppid ?? 0, hops++) if (p === rootPid) return true;
    return false;
  };
  let root = 0;
  let descendants = 0;
  for (const [pid, info] of processes) {
    if (!info || !inTree(pid)) continue;
    if (pid === rootPid) root += info.ticks;
    else descendants += info.ticks;
  }
  const ms = (ticks) => (ticks * 1000) / TICKS_PER_SECOND;
  return { server: ms(root), children: ms(descendants) };
}

/**
 * Waits until `pid` and its children are nearly idle (under 5% of a core over a second; at most `timeoutMs`): the
 * production server renders its live pages and runs its first jobs for several seconds after it starts listening,
 * which would be counted against the first thing measured. Returns the milliseconds waited.
 */
export async function settled(pid, timeoutMs = 60_000) {
  const started = Date.now();
  const total = () => {
    const cpu = treeCpuMs(pid);
    return cpu ? cpu.server + cpu.children : 0;
  };
  while (Date.now() - started < timeoutMs) {
    const before = total();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    if (total() - before < 50) break;
  }
  return Date.now() - started;
}
