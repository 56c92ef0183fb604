import { AppError } from '../../../shared/errors/app-error.ts';
import type { StatementsRepository } from './statements.repository.ts';
import type { Restriction, StatementDocument } from './types.ts';

/** Most statements one export answers; a wider window is refused rather than cut short silently. */
export const MAX_EXPORTED_STATEMENTS = 10_000;

const VISIBILITY: Record<Restriction, string> = {
  removal: 'DECISION_VISIBILITY_CONTENT_REMOVED',
  disabling_access: 'DECISION_VISIBILITY_CONTENT_DISABLED',
  demotion: 'DECISION_VISIBILITY_CONTENT_DEMOTED',
  rejection: 'DECISION_VISIBILITY_OTHER',
};

const AUTOMATED_DECISION: Record<StatementDocument['automatedDecision'], string> = {
  fully: 'AUTOMATED_DECISION_FULLY',
  partially: 'AUTOMATED_DECISION_PARTIALLY',
  not_automated: 'AUTOMATED_DECISION_NOT_AUTOMATED',
};

const day = (date: Date) => date.toISOString().slice(0, 10);
const yesNo = (flag: boolean) => (flag ? 'Yes' : 'No');

/**
 * One statement in the submission shape of the EU DSA Transparency Database API (POST /api/v1/statement): its field
 * names and enumerated values, optional fields left out when they do not apply. `puid` is the statement's id.
 */
export function transparencyDatabaseStatement(statement: StatementDocument): Record<string, unknown> {
  const submission: Record<string, unknown> = {
    decision_visibility: [VISIBILITY[statement.restriction]],
    decision_ground: statement.legalGround ? 'DECISION_GROUND_ILLEGAL_CONTENT' : 'DECISION_GROUND_INCOMPATIBLE_CONTENT',
    content_type: statement.contentType.map((type) => `CONTENT_TYPE_${type.toUpperCase()}`),
    category: `STATEMENT_CATEGORY_${statement.category.toUpperCase()}`,
    territorial_scope: statement.territorialScope,
    content_date: day(statement.contentCreatedAt),
    application_date: day(statement.createdAt),
    decision_facts: statement.facts,
    source_type: statement.source === 'notice' ? 'SOURCE_ARTICLE_16' : 'SOURCE_VOLUNTARY',
    automated_detection: yesNo(statement.automatedDetection),
    automated_decision: AUTOMATED_DECISION[statement.automatedDecision],
    puid: statement._id,
  };
  if (statement.restriction === 'rejection')
    submission.decision_visibility_other = 'Listing not published after the review before publication';
  if (statement.legalGround) {
    submission.illegal_content_legal_ground = statement.legalGround.reference;
    submission.illegal_content_explanation = statement.legalGround.explanation;
  }
  if (statement.contractualGround) {
    submission.incompatible_content_ground = statement.contractualGround.reference;
    submission.incompatible_content_explanation = statement.contractualGround.explanation;
    if (statement.contractualGround.alsoIllegal !== null)
      submission.incompatible_content_illegal = yesNo(statement.contractualGround.alsoIllegal);
  }
  if (statement.groundReferenceUrl) submission.decision_ground_reference_url = statement.groundReferenceUrl;
  if (statement.endsAt) submission.end_date_visibility_restriction = day(statement.endsAt);
  return submission;
}

/** The statements issued in [from, to) as JSON lines, oldest first. */
export async function exportStatements(
  statements: Pick<StatementsRepository, 'issuedBetween'>,
  from: Date | undefined,
  to: Date | undefined,
): Promise<string> {
  const found = await statements.issuedBetween(from, to, MAX_EXPORTED_STATEMENTS + 1);
  if (found.length > MAX_EXPORTED_STATEMENTS) {
    throw new AppError('validation_failed', {
      message: `More than ${MAX_EXPORTED_STATEMENTS} statements were issued in this window; export it in narrower windows (from, to).`,
      field: 'query.to',
    });
  }
  return found.map((statement) => `${JSON.stringify(transparencyDatabaseStatement(statement))}\n`).join('');
}
