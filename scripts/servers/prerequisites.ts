import { findOnPath } from './run-command.ts';

/** Something that must be available before provisioning starts. */
export interface Requirement {
  /** What is needed, e.g. "go"; requirements with the same name are reported once. */
  name: string;
  /** Why, e.g. "to build FerretDB". */
  purpose: string;
  isMet: () => Promise<boolean>;
}

export function commandRequirement(command: string, purpose: string): Requirement {
  return { name: command, purpose, isMet: async () => (await findOnPath(command)) !== undefined };
}

/** Checks every requirement and fails once, naming all that are missing and how to use existing servers instead. */
export async function checkPrerequisites(requirements: Requirement[]): Promise<void> {
  const missing = new Map<string, string[]>();
  for (const requirement of requirements) {
    if (await requirement.isMet()) continue;
    missing.set(requirement.name, [...(missing.get(requirement.name) ?? []), requirement.purpose]);
  }
  if (missing.size === 0) return;
  throw new Error(
    [
      'Cannot provision the local servers; missing:',
      ...[...missing].map(([name, purposes]) => `  - ${name} (${purposes.join('; ')})`),
      'Install what is missing, or use servers you already run by setting:',
      '  MONGODB_URL        (MongoDB or FerretDB, e.g. mongodb://127.0.0.1:27017/)',
      '  ELASTICSEARCH_URL  (Elasticsearch 8.x with security off, e.g. http://127.0.0.1:9200)',
      '  STRIPE_API_BASE    (stripe-mock, e.g. http://127.0.0.1:12111)',
      '  EMBEDDINGS_URL     (an OpenAI-compatible embeddings API, e.g. http://127.0.0.1:8000/v1)',
      '  SMTP_URL           (an SMTP server, e.g. Mailpit at smtp://127.0.0.1:1025; MAILPIT_URL: its web inbox)',
    ].join('\n'),
  );
}
