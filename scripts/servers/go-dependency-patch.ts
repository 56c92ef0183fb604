import { chmod, cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runCommand } from './run-command.ts';

/** Where a tool module keeps what it changes in a dependency: a `_` folder, which the go command ignores. */
const PATCH_FOLDER = '_patch';
const EDITS_FILE = 'edits.json';

interface SourceEdit {
  /** A file of the dependency, by its path in the module. */
  file: string;
  /** Text the file holds exactly `times` times; `insert` goes before each. */
  before: string;
  insert: string;
  times: number;
}

interface PatchSpec {
  /** The dependency changed, at the version the tool module's go.mod requires. */
  module: string;
  edits: SourceEdit[];
}

/**
 * For a tool module with a `_patch` folder: copies the dependency it names into `workDir`, applies the folder's
 * `edits.json` (insertions that must match the pinned version exactly) and adds its other files at their path in
 * the dependency, and answers the go.mod to build with (`go build -modfile`), which replaces the dependency by that
 * copy. Null for a module without one. The module cache and the tool module stay untouched.
 */
export async function patchedDependencyModfile(moduleDir: string, workDir: string): Promise<string | null> {
  const patchDir = path.join(moduleDir, PATCH_FOLDER);
  const spec = await readSpec(patchDir);
  if (!spec) return null;
  return replacedDependencyModfile(moduleDir, spec.module, workDir, (copy) => applyPatch(spec, patchDir, copy));
}

/**
 * Copies `module` (at the version the tool module's go.mod requires) into `workDir`, lets `change` work on the
 * copy, and answers the go.mod to build with (`go build -modfile`), which replaces the dependency by that copy.
 */
export async function replacedDependencyModfile(
  moduleDir: string,
  module: string,
  workDir: string,
  change: (copy: string) => Promise<void>,
): Promise<string> {
  const { stdout } = await runCommand('go', ['mod', 'download', '-json', module], { cwd: moduleDir });
  const pristine = (JSON.parse(stdout) as { Dir?: string }).Dir;
  if (!pristine) throw new Error(`go mod download did not say where ${module} is: ${stdout}`);
  const copy = path.join(workDir, 'module');
  await cp(pristine, copy, { recursive: true });
  await makeWritable(copy);
  await change(copy);
  const modfile = path.join(workDir, 'build.mod');
  const goMod = await readFile(path.join(moduleDir, 'go.mod'), 'utf8');
  await writeFile(modfile, `${goMod}\nreplace ${module} => ${copy}\n`);
  await cp(path.join(moduleDir, 'go.sum'), path.join(workDir, 'build.sum'));
  return modfile;
}

async function applyPatch(spec: PatchSpec, patchDir: string, copy: string): Promise<void> {
  const edited = new Map<string, string>();
  for (const edit of spec.edits) {
    const source = edited.get(edit.file) ?? (await readFile(path.join(copy, edit.file), 'utf8'));
    const found = source.split(edit.before).length - 1;
    if (found !== edit.times)
      throw new Error(
        `${spec.module}/${edit.file} holds the text an edit goes before ${found} times, not ${edit.times}: is ${EDITS_FILE} for another version?`,
      );
    edited.set(edit.file, source.replaceAll(edit.before, `${edit.insert}${edit.before}`));
  }
  for (const [file, source] of edited) await writeInto(copy, file, source);
  for (const file of await filesUnder(patchDir)) {
    if (file !== EDITS_FILE) await writeInto(copy, file, await readFile(path.join(patchDir, file)));
  }
}

async function readSpec(patchDir: string): Promise<PatchSpec | null> {
  try {
    return JSON.parse(await readFile(path.join(patchDir, EDITS_FILE), 'utf8')) as PatchSpec;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** The module cache's files and folders are read-only, and so are their copies: the copy is edited and removed. */
async function makeWritable(copy: string): Promise<void> {
  await chmod(copy, 0o755);
  for (const entry of await readdir(copy, { recursive: true, withFileTypes: true })) {
    await chmod(path.join(entry.parentPath, entry.name), entry.isDirectory() ? 0o755 : 0o644);
  }
}

async function writeInto(copy: string, file: string, contents: string | Buffer): Promise<void> {
  const target = path.join(copy, file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, contents);
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}
