import { expect } from 'chai';
import { loadConfig } from '../../shared/config.ts';
import { openApiDocument } from '../../shared/openapi/document.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../shared/pagination/page.ts';
import { DECISION_BUSINESS_DAYS } from '../../services/core/claims/claims.service.ts';
import { feedLimits, SOURCE_LIMITS } from '../../shared/fetching/source-fetcher.ts';
import { UPLOAD_LIMITS } from '../../services/core/intake/uploads/upload-parsing.ts';
import { LINK_LIFETIME_MS as UPLOAD_LINK_LIFETIME_MS } from '../../services/core/intake/uploads/upload-links.ts';
import { RECEIPTS_PER_ADDRESS } from '../../services/core/moderation/reports.ts';
import { APPEAL_WINDOW_MONTHS } from '../../services/core/moderation/statement-of-reasons.ts';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_MS } from '../../services/core/oauth/types.ts';
import { MAGIC_LINK_TTL_MS } from '../../services/core/sign-in/magic-links.ts';
import { TOOL_TABLE } from '../../services/mcp/tool-table.ts';
import { MAX_JSON_DEPTH } from '../../services/gateway/body/json-text.ts';

type Bounds = { minimum: number; maximum: number };
const document = openApiDocument() as unknown as {
  info: { description: string };
  components: { schemas: Record<string, { properties: Record<string, Bounds> }> };
};
const description = document.info.description;
const config = loadConfig({ MONGODB_URL: 'mongodb://127.0.0.1:1/', ELASTICSEARCH_URL: 'http://127.0.0.1:2' });

const MIB = 1024 * 1024;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** "hour" for 3600 seconds (as in "per hour"), else "N hours" or "N minutes": the spans the table states. */
const timeSpan = (seconds: number) =>
  seconds === 3600 ? 'hour' : seconds % 3600 === 0 ? `${seconds / 3600} hours` : `${seconds / 60} minutes`;
const bounds = (schema: string, property: string) => {
  const { minimum, maximum } = document.components.schemas[schema]!.properties[property]!;
  return `integer ${minimum} to ${maximum}`;
};

/** Each row of the document's Limits table as the code's constants (and the schemas that validate input) make it. */
const expected: Record<string, string> = {
  'JSON request body': `${config.bodyLimitBytes / MIB} MiB (413 \`payload_too_large\`)`,
  'Upload request body (`POST /v1/intake/uploads/{token}/files`)': `${UPLOAD_LIMITS.bodyBytes / MIB} MiB per request, ${config.intake.uploadTimeoutMs / MINUTE_MS} minutes by default (408 \`request_timeout\`)`,
  'Imported page or repository file': `${SOURCE_LIMITS.maxBytes / MIB} MiB, ${SOURCE_LIMITS.timeoutMs / 1000} seconds`,
  'Structured feed by URL (`POST /v1/intake/import-structured`, feed sources)': `${config.intake.feedMaxBytes / MIB} MiB by default, ${feedLimits(config.intake.feedMaxBytes).timeoutMs / MINUTE_MS} minutes, streamed`,
  'Upload link lifetime': `${UPLOAD_LINK_LIFETIME_MS / MINUTE_MS} minutes`,
  'Items per feed (imports and syncs)': `${config.intake.feedMaxItems} by default (\`INTAKE_FEED_MAX_ITEMS\`); the items past it are reported, not imported`,
  'Drafts per page of an intake job': `${DEFAULT_PAGE_SIZE} in \`getIntakeJob\`, then pages of \`listIntakeJobDrafts\``,
  'Listing reports (`POST /v1/intake/reports`)': `signed in: ${config.moderation.reportsPerNotifier} per ${timeSpan(config.moderation.windowSeconds)} per account; anonymous: ${config.moderation.reportsPerClient} per ${timeSpan(config.moderation.windowSeconds)} per client address and ${config.moderation.reportsPerNotifier} per ${timeSpan(config.moderation.windowSeconds)} per typed-in email address (429 \`rate_limited\`)`,
  'Receipt of a listing report to a typed-in address': `${RECEIPTS_PER_ADDRESS} per ${timeSpan(config.moderation.windowSeconds)} per address (later notices are filed without one)`,
  'Feedback (`POST /v1/intake/feedback`)': `${config.moderation.feedbackPerAccount} per ${timeSpan(config.moderation.windowSeconds)} per account (429 \`rate_limited\`)`,
  'Appeal against a statement of reasons': `within ${APPEAL_WINDOW_MONTHS} months of the decision`,
  'Failed sign-ins': `${config.loginThrottle.maxFailures} per email within ${timeSpan(config.loginThrottle.windowSeconds)} (429 \`too_many_login_attempts\`)`,
  Session: `${(config.sessionTtlSeconds * 1000) / DAY_MS} days`,
  'Magic link': `${MAGIC_LINK_TTL_MS / MINUTE_MS} minutes, single use`,
  'OAuth access token / refresh token': `${ACCESS_TOKEN_TTL_SECONDS / 3600} hour / ${REFRESH_TOKEN_TTL_MS / DAY_MS} days, rotated on use`,
  'Idempotency records': `${timeSpan(config.idempotencyTtlSeconds)}`,
  'JSON body nesting (REST and `/mcp`)': `${MAX_JSON_DEPTH} levels of objects and arrays (400 \`malformed_json\`)`,
  'Request body arrival (JSON, form fields, the Stripe webhook, `/mcp`)': `${config.bodyTimeoutMs / 1000} seconds by default, \`BODY_TIMEOUT_MS\` (408 \`request_timeout\`)`,
  'Review rating': bounds('CreateReviewInput', 'rating'),
  'Boost duration': `${bounds('BoostListingInput', 'days')} days, paid in credits`,
  'Claim decision': `within ${DECISION_BUSINESS_DAYS} business days`,
  'MCP toolset': `${TOOL_TABLE.length} tools`,
  'Page size': `1 to ${MAX_PAGE_SIZE}, default ${DEFAULT_PAGE_SIZE}`,
};

/** The rows of the Limits table in the document's description, as limit → value. */
function statedLimits(): Record<string, string> {
  const section = description.split('## Limits')[1]!.split('\n## ')[0]!;
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| Limit |'))
    .map((line) => line.split(' | ').map((cell) => cell.replace(/^\| | \|$/g, '')));
  return Object.fromEntries(rows.map(([limit, value]) => [limit!, value!]));
}

describe("the document's stated numbers are the code's", () => {
  it('states every limit of its Limits table as the code enforces it', () => {
    expect(statedLimits()).to.deep.equal(expected);
  });

  it('regression: counts as many MCP tools as the tool table has, wherever its prose counts them (it said 54 of 45)', () => {
    const counts = [...description.matchAll(/(\d+) (?:MCP )?tools\b/g)].map((match) => Number(match[1]));
    expect(counts.length).to.be.greaterThan(1);
    expect(counts.filter((count) => count !== TOOL_TABLE.length)).to.deep.equal([]);
  });
});
