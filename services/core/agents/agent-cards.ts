import { FetchRefusal, type FetchLimits, type SourceFetcher } from '../../../shared/fetching/source-fetcher.ts';
import type { AgentCardRecord, AgentSkill } from './types.ts';

export const CARD_LIMITS: FetchLimits = { maxBytes: 64 * 1024, timeoutMs: 5_000, maxRedirects: 3 };
const MAX_SKILLS = 50;
const MAX_TEXT = 2_000;

/** The card's URL may not be fetched at all (the SSRF guard refused it): the request is refused, nothing stored. */
export class CardTargetRefused extends Error {}

/**
 * Reads A2A agent cards (`/.well-known/agent-card.json` and the like) with the intake's fetcher, which applies the
 * webhooks' SSRF guard to the URL, every redirect and the connection itself. A card that cannot be fetched or
 * parsed is recorded as unreadable with the reason; only a refused target is an error.
 */
export class AgentCards {
  constructor(private readonly deps: { fetcher: Pick<SourceFetcher, 'fetch'>; now: () => Date }) {}

  async read(url: string): Promise<AgentCardRecord> {
    const fetchedAt = this.deps.now();
    try {
      const fetched = await this.deps.fetcher.fetch(url, ['application/json', 'application/a2a+json']);
      return cardOf(JSON.parse(fetched.body.toString('utf8')), fetchedAt);
    } catch (error) {
      if (error instanceof FetchRefusal && error.code === 'target_refused') throw new CardTargetRefused(error.message);
      const reason =
        error instanceof FetchRefusal
          ? error.message
          : error instanceof SyntaxError
            ? 'the card is not valid JSON'
            : 'the card could not be read';
      return unreadable(fetchedAt, reason);
    }
  }
}

function unreadable(fetchedAt: Date, error: string): AgentCardRecord {
  return { status: 'unreadable', fetchedAt, error, name: null, description: null, url: null, skills: [] };
}

/** The facts of an agent card: a JSON object naming itself; skills beyond 50 and over-long texts are cut. */
export function cardOf(document: unknown, fetchedAt: Date): AgentCardRecord {
  if (typeof document !== 'object' || document === null || Array.isArray(document))
    return unreadable(fetchedAt, 'the card is not a JSON object');
  const card = document as Record<string, unknown>;
  const name = text(card.name);
  if (!name) return unreadable(fetchedAt, 'the card has no name');
  const url = text(card.url);
  return {
    status: 'read',
    fetchedAt,
    error: null,
    name,
    description: text(card.description),
    url: url && URL.canParse(url) ? url : null,
    skills: Array.isArray(card.skills) ? card.skills.flatMap(skillOf).slice(0, MAX_SKILLS) : [],
  };
}

function skillOf(value: unknown): AgentSkill[] {
  if (typeof value !== 'object' || value === null) return [];
  const skill = value as Record<string, unknown>;
  const id = text(skill.id);
  const name = text(skill.name) ?? id;
  return id && name ? [{ id, name, description: text(skill.description) }] : [];
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim().length > 0 ? value.trim().slice(0, MAX_TEXT) : null;
}
