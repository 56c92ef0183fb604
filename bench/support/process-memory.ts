import { readdir, readFile, readlink, writeFile } from 'node:fs/promises';

/** The process listening on a loopback TCP port of this machine, found through /proc; null when none is visible. */
export async function listeningProcess(port: number): Promise<number | null> {
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of (await readFile(table, 'utf8')).split('\n').slice(1)) {
      const [, local, , state, , , , , , inode] = line.trim().split(/\s+/);
      // State 0A is LISTEN; the local address ends in the port, in hexadecimal.
      if (state === '0A' && local && parseInt(local.split(':')[1]!, 16) === port && inode) inodes.add(inode);
    }
  }
  for (const pid of (await readdir('/proc')).filter((entry) => /^\d+$/.test(entry))) {
    const descriptors = await readdir(`/proc/${pid}/fd`).catch(() => []);
    for (const descriptor of descriptors) {
      const target = await readlink(`/proc/${pid}/fd/${descriptor}`).catch(() => '');
      if (inodes.has(/^socket:\[(\d+)\]$/.exec(target)?.[1] ?? '')) return Number(pid);
    }
  }
  return null;
}

export interface ProcessMemory {
  rssBytes: number;
  /** The highest resident size since the process started or since resetPeakRss(). */
  peakRssBytes: number;
}

export async function processMemory(pid: number): Promise<ProcessMemory> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => {
    const kibibytes = new RegExp(`^${name}:\\s+(\\d+) kB$`, 'm').exec(status)?.[1];
    if (kibibytes === undefined) throw new Error(`no ${name} for process ${pid}`);
    return Number(kibibytes) * 1024;
  };
  return { rssBytes: field('VmRSS'), peakRssBytes: field('VmHWM') };
}

/** Sets the process's peak resident size (VmHWM) back to its current one (Linux's clear_refs, value 5). */
export function resetPeakRss(pid: number): Promise<void> {
  return writeFile(`/proc/${pid}/clear_refs`, '5');
}
