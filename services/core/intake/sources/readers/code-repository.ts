import { parse as parseToml } from 'smol-toml';
import { absoluteUrl, emptyFacts, found, oneLine, type Provenance } from '../../imports/extraction/facts.ts';
import type { Facts } from '../../types.ts';
import { FeedUnreadable, type FeedReading } from './feed-reading.ts';

/** The files of a repository that are read, in this order. */
export const MANIFEST_FILES = ['server.json', 'package.json', 'pyproject.toml', 'README.md'] as const;

const MANIFEST: Provenance = { source: 'manifest', confidence: 0.9 };
const HINT: Provenance = { source: 'manifest', confidence: 0.7 };
const README_TEXT: Provenance = { source: 'manifest', confidence: 0.5 };

const MCP_PACKAGES = ['@modelcontextprotocol/sdk', 'mcp', 'fastmcp', 'mcp-framework', '@mcp-ui/server'];
const AGENT_PACKAGES = [
  'langchain',
  '@langchain/core',
  'langgraph',
  '@langchain/langgraph',
  '@openai/agents',
  'openai-agents',
  'crewai',
  'autogen',
  'pyautogen',
  'llama-index',
  'smolagents',
];
const MCP_KEYWORDS = ['mcp', 'mcp-server', 'model-context-protocol', 'modelcontextprotocol'];
const AGENT_KEYWORDS = ['agent', 'ai-agent', 'agents', 'autonomous-agent', 'ki-agent'];
const PACKAGE_RUNTIMES: Record<string, string> = {
  npm: 'node',
  pypi: 'python',
  oci: 'docker',
  docker: 'docker',
  nuget: 'dotnet',
  cargo: 'rust',
};

type Json = Record<string, unknown>;

/** Inline repository content: a JSON object of file name to file text. */
export function inlineRepositoryFiles(content: string): Record<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch (error) {
    throw new FeedUnreadable(
      `inline repository content must be a JSON object of file name to file text (${(error as Error).message})`,
    );
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new FeedUnreadable('inline repository content must be a JSON object of file name to file text');
  return Object.fromEntries(
    Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** Where the raw files of a repository lie: a GitHub repository page's raw files, or the URL given as a folder. */
export function repositoryFileBase(url: string): string {
  const github = /^https:\/\/github\.com\/([^/]+)\/([^/#?]+?)(?:\.git)?\/?$/.exec(url);
  if (github) return `https://raw.githubusercontent.com/${github[1]}/${github[2]}/HEAD/`;
  return url.endsWith('/') ? url : `${url}/`;
}

/**
 * A repository's manifests as one item: the MCP server manifest (`server.json`), `package.json`, `pyproject.toml`
 * (smol-toml) and the README. MCP SDK dependencies or keywords point at `mcp-servers`, agent frameworks at `ai-agents`.
 */
export function readRepository(files: Record<string, string>, repositoryUrl: string | null): FeedReading {
  const present = MANIFEST_FILES.filter((name) => files[name]?.trim());
  if (present.length === 0)
    throw new FeedUnreadable(`no manifest found; a repository is read from ${MANIFEST_FILES.join(', ')}`);
  const facts = emptyFacts();
  const warnings: string[] = [];
  const read = (name: string, reader: (text: string) => void) => {
    const text = files[name];
    if (!text?.trim()) return;
    try {
      reader(text);
    } catch (error) {
      warnings.push(`${name} could not be read and was skipped (${(error as Error).message})`);
    }
  };
  read('server.json', (text) => serverManifestFacts(facts, JSON.parse(text) as Json));
  read('package.json', (text) => packageFacts(facts, JSON.parse(text) as Json));
  read('pyproject.toml', (text) => pyprojectFacts(facts, parseToml(text) as Json));
  read('README.md', (text) => readmeFacts(facts, text));
  if (repositoryUrl) facts.urls.push(found(repositoryUrl, 'repository URL', HINT));
  facts.properties.push(found({ name: 'selfHostable', value: true }, 'source repository', HINT));
  return { items: [{ label: 'repository', facts }], warnings };
}

function serverManifestFacts(facts: Facts, manifest: Json): void {
  facts.categories.push(found('mcp-servers', 'server.json', MANIFEST));
  const title = text(manifest.title) ?? text(manifest.name)?.split('/').pop();
  if (title) facts.titles.push(found(oneLine(title, 200), 'server.json name', MANIFEST));
  const description = text(manifest.description);
  if (description) {
    facts.descriptions.push(found(description, 'server.json description', MANIFEST));
    facts.texts.push(found(description, 'server.json description', README_TEXT));
  }
  for (const entry of list(manifest.packages)) {
    const transport = text((entry.transport as Json | undefined)?.type) ?? 'stdio';
    facts.properties.push(found({ name: 'transport', value: transport }, 'server.json packages', MANIFEST));
    const runtime = PACKAGE_RUNTIMES[text(entry.registryType ?? entry.registry_name)?.toLowerCase() ?? ''];
    if (runtime) facts.properties.push(found({ name: 'runtime', value: runtime }, 'server.json packages', MANIFEST));
  }
  for (const remote of list(manifest.remotes)) {
    const transport = text(remote.type ?? remote.transport_type);
    if (transport)
      facts.properties.push(found({ name: 'transport', value: transport }, 'server.json remotes', MANIFEST));
    facts.properties.push(found({ name: 'hosted', value: true }, 'server.json remotes', MANIFEST));
  }
  const repository = text((manifest.repository as Json | undefined)?.url);
  if (repository) facts.urls.push(found(repository, 'server.json repository', MANIFEST));
}

function packageFacts(facts: Facts, manifest: Json): void {
  const dependencies = [
    ...Object.keys((manifest.dependencies as Json | undefined) ?? {}),
    ...Object.keys((manifest.peerDependencies as Json | undefined) ?? {}),
  ];
  const keywords = strings(manifest.keywords);
  projectFacts(facts, 'package.json', {
    name: text(manifest.name),
    description: text(manifest.description),
    keywords,
    dependencies,
    license: text(manifest.license),
    homepage: text(manifest.homepage),
    runtime: 'node',
  });
  if (manifest.bin !== undefined && isMcp(dependencies, keywords)) {
    facts.properties.push(found({ name: 'transport', value: 'stdio' }, 'package.json bin', HINT));
  }
}

function pyprojectFacts(facts: Facts, manifest: Json): void {
  const project =
    (manifest.project as Json | undefined) ?? ((manifest.tool as Json | undefined)?.poetry as Json | undefined) ?? {};
  const license = project.license;
  const dependencies = strings(project.dependencies)
    .map((requirement) => requirement.split(/[\s<>=!~;[(]/)[0]!.toLowerCase())
    .concat(
      Object.keys(
        (((manifest.tool as Json | undefined)?.poetry as Json | undefined)?.dependencies as Json | undefined) ?? {},
      ),
    );
  const urls = (project.urls as Json | undefined) ?? {};
  projectFacts(facts, 'pyproject.toml', {
    name: text(project.name),
    description: text(project.description),
    keywords: strings(project.keywords),
    dependencies,
    license: text(license) ?? text((license as Json | undefined)?.text),
    homepage: text(urls.Homepage ?? urls.homepage ?? project.homepage),
    runtime: 'python',
  });
}

interface ProjectManifest {
  name?: string;
  description?: string;
  keywords: string[];
  dependencies: string[];
  license?: string;
  homepage?: string;
  runtime: string;
}

function projectFacts(facts: Facts, file: string, project: ProjectManifest): void {
  if (project.name)
    facts.titles.push(found(oneLine(project.name, 200), `${file} name`, { source: 'manifest', confidence: 0.8 }));
  if (project.description) {
    facts.descriptions.push(found(project.description, `${file} description`, MANIFEST));
    facts.texts.push(found(project.description, `${file} description`, README_TEXT));
  }
  if (project.keywords.length > 0)
    facts.texts.push(found(project.keywords.join(', '), `${file} keywords`, { source: 'manifest', confidence: 0.6 }));
  if (project.license)
    facts.properties.push(found({ name: 'license', value: project.license }, `${file} license`, MANIFEST));
  const homepage = project.homepage ? absoluteUrl(project.homepage, null) : null;
  if (homepage) facts.urls.push(found(homepage, `${file} homepage`, MANIFEST));
  if (isMcp(project.dependencies, project.keywords)) {
    facts.categories.push(found('mcp-servers', `${file} dependencies and keywords`, MANIFEST));
    facts.properties.push(found({ name: 'runtime', value: project.runtime }, file, MANIFEST));
    facts.properties.push(found({ name: 'protocols', value: 'mcp' }, `${file} dependencies`, MANIFEST));
  }
  const agentSignals =
    project.dependencies.filter((dependency) => AGENT_PACKAGES.includes(dependency)).length +
    project.keywords.filter((keyword) => AGENT_KEYWORDS.includes(keyword.toLowerCase())).length;
  if (agentSignals > 0) facts.categories.push(found('ai-agents', `${file} dependencies and keywords`, HINT));
}

function readmeFacts(facts: Facts, readme: string): void {
  const heading = /^#\s+(.+)$/m.exec(readme)?.[1]?.replace(/[`*_]/g, '').trim();
  if (heading) facts.titles.push(found(oneLine(heading, 200), 'README.md heading', HINT));
  const paragraph = readme
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .find((block) => block && !block.startsWith('#') && !block.startsWith('[!') && !block.startsWith('!['));
  if (paragraph)
    facts.descriptions.push(
      found(paragraph.replace(/\s+/g, ' ').slice(0, 20_000), 'README.md', { source: 'manifest', confidence: 0.6 }),
    );
  facts.texts.push(found(readme.slice(0, 10_000), 'README.md', README_TEXT));
}

function isMcp(dependencies: string[], keywords: string[]): boolean {
  return (
    dependencies.some((dependency) => MCP_PACKAGES.includes(dependency)) ||
    keywords.some((keyword) => MCP_KEYWORDS.includes(keyword.toLowerCase()))
  );
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

function strings(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '')
    : [];
}

function list(value: unknown): Json[] {
  return Array.isArray(value)
    ? value.filter((entry): entry is Json => typeof entry === 'object' && entry !== null)
    : [];
}
