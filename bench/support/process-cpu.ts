import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';

/** USER_HZ of /proc/<pid>/stat, 100 on Linux. */
const CLOCK_TICKS_PER_SECOND = 100;

/** The process listening on the URL's port, by `ss`; null where it cannot tell. */
export function listeningProcess(url: string): number | null {
  try {
    const sockets = execFileSync('ss', ['-ltnpH', `sport = :${new URL(url).port}`], { encoding: 'utf8' });
    const pid = /pid=(\d+)/.exec(sockets)?.[1];
    return pid ? Number(pid) : null;
  } catch {
    return null;
  }
}

/** User and system CPU seconds of a process so far, from /proc/<pid>/stat; null without a process. */
export async function processCpuSeconds(pid: number): Promise<number>;
export async function processCpuSeconds(pid: number | null): Promise<number | null>;
export async function processCpuSeconds(pid: number | null): Promise<number | null> {
  if (pid === null) return null;
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command's closing parenthesis: state is the 3rd field, utime the 14th, stime the 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}
