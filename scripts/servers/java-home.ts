import { readdir, realpath } from 'node:fs/promises';
import path from 'node:path';
import { findOnPath, runCommand } from './run-command.ts';

export interface JavaHome {
  home: string;
  major: number;
}

const minimumMajor = 17;
const jvmDir = '/usr/lib/jvm';

/**
 * The JDK to run Elasticsearch with: ES_JAVA_HOME or JAVA_HOME if set (and nothing else then),
 * otherwise the JDK behind `java` on PATH, otherwise a JDK 17 or 21 under /usr/lib/jvm.
 */
export async function findJavaHome(): Promise<JavaHome | undefined> {
  for (const home of await candidates()) {
    const major = await javaMajor(home);
    if (major !== undefined && major >= minimumMajor) return { home, major };
  }
  return undefined;
}

/** Where a JDK was looked for, for the message when none is found. */
export function javaHomeDescription(): string {
  const fromEnv = javaHomeFromEnv();
  if (fromEnv) return `to run Elasticsearch; ${fromEnv} from ES_JAVA_HOME/JAVA_HOME has no working bin/java`;
  return `to run Elasticsearch; looked at java on PATH and JDK 17 or 21 under ${jvmDir}; or set ES_JAVA_HOME`;
}

function javaHomeFromEnv(): string | undefined {
  return process.env.ES_JAVA_HOME || process.env.JAVA_HOME || undefined;
}

async function candidates(): Promise<string[]> {
  const fromEnv = javaHomeFromEnv();
  if (fromEnv) return [fromEnv];
  const result: string[] = [];
  const java = await findOnPath('java');
  if (java) result.push(path.dirname(path.dirname(await realpath(java))));
  try {
    const entries = (await readdir(jvmDir)).filter((entry) => /(^|\D)(17|21)(\D|$)/.test(entry)).sort();
    result.push(...entries.reverse().map((entry) => path.join(jvmDir, entry)));
  } catch {
    // No /usr/lib/jvm on this machine.
  }
  return result;
}

async function javaMajor(home: string): Promise<number | undefined> {
  try {
    const { stderr } = await runCommand(path.join(home, 'bin', 'java'), ['-version']);
    const match = /version "(\d+)(?:\.(\d+))?/.exec(stderr);
    if (!match) return undefined;
    const first = Number(match[1]);
    return first === 1 ? Number(match[2]) : first;
  } catch {
    return undefined;
  }
}
