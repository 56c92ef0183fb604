import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** The parts of a V8 CPU profile (`node --cpu-prof`) read here. */
interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame; children?: number[] }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

interface CallFrame {
  functionName: string;
  url: string;
  /** Zero-based. */
  lineNumber: number;
}

/** Self time per part of the code, in µs per request, and their sum (idle time left out). */
export interface ProfileBreakdown {
  busyMicrosPerRequest: number;
  microsPerRequest: Map<string, number>;
}

/**
 * Where a process's CPU went while it served a load: the self time of the samples in the last `seconds` of its
 * serving (the measured run; start-up and warm-up came before it), by part (an npm package; a Node module such as
 * `node:_http_outgoing`; a source file of the service's own bundle, as esbuild names them in it; or V8's and native
 * entries such as `(garbage collector)` or `writev`), divided by the requests answered in that run.
 */
export async function profileBreakdown(path: string, seconds: number, requests: number): Promise<ProfileBreakdown> {
  const profile = JSON.parse(await readFile(path, 'utf8')) as CpuProfile;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const serving = new Map<number, boolean>();
  const isServing = (id: number): boolean => {
    let known = serving.get(id);
    if (known === undefined) {
      const parent = parents.get(id);
      known = nodes.get(id)!.callFrame.url.endsWith('_http_server') || (parent !== undefined && isServing(parent));
      serving.set(id, known);
    }
    return known;
  };
  let at = profile.startTime;
  const times = profile.samples.map((_, index) => (at += profile.timeDeltas[index] ?? 0));
  const lastServing = profile.samples.findLastIndex((id) => isServing(id));
  if (lastServing < 0) throw new Error(`${path} holds no sample of an HTTP server`);
  const from = times[lastServing]! - seconds * 1e6;
  const microsPerRequest = new Map<string, number>();
  const partOf = await partsOf(profile);
  let busy = 0;
  for (let index = times.findIndex((time) => time >= from); index <= lastServing; index += 1) {
    const frame = nodes.get(profile.samples[index]!)!.callFrame;
    if (frame.functionName === '(idle)') continue;
    const micros = ((times[index + 1] ?? times[index]!) - times[index]!) / requests;
    const part = partOf(frame);
    microsPerRequest.set(part, (microsPerRequest.get(part) ?? 0) + micros);
    busy += micros;
  }
  return { busyMicrosPerRequest: busy, microsPerRequest };
}

/** What part a frame is in: a bundle's frames by the source file esbuild's `// path.ts` comment before them names. */
async function partsOf(profile: CpuProfile): Promise<(frame: CallFrame) => string> {
  const bundles = new Map<string, { line: number; source: string }[]>();
  for (const url of new Set(profile.nodes.map((node) => node.callFrame.url)))
    if (url.startsWith('file:') && url.endsWith('.mjs') && !url.includes('/node_modules/'))
      bundles.set(url, sourceSections(await readFile(fileURLToPath(url), 'utf8')));
  return ({ functionName, url, lineNumber }) => {
    if (url === '') return functionName || '(native)';
    const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
    if (inPackage) return inPackage[1]!;
    if (url.startsWith('node:')) return url;
    const sections = bundles.get(url);
    return sections?.findLast(({ line }) => line <= lineNumber)?.source ?? url;
  };
}

function sourceSections(bundle: string): { line: number; source: string }[] {
  return bundle.split('\n').flatMap((text, line) => {
    const source = /^\/\/ (\S+\.[cm]?[jt]s)$/.exec(text)?.[1];
    return source ? [{ line, source }] : [];
  });
}
