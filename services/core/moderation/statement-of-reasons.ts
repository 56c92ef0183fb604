import { AppError } from '../../../shared/errors/app-error.ts';
import type { Schema } from '../../../shared/openapi/operation-types.ts';
import type {
  AppealDocument,
  ContentRef,
  EeaCountryCode,
  Restriction,
  StatementDocument,
  StatementInput,
} from './types.ts';
import { appealView } from './views.ts';

/** Every country of the European Economic Area: where a statement applies unless it names fewer. */
export const EEA_COUNTRIES: readonly EeaCountryCode[] = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IS',
  'IT',
  'LI',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
];

/** Art. 20(1): the internal complaint may be lodged for at least six months after the decision. */
export const APPEAL_WINDOW_MONTHS = 6;

/** What the service knows about a decision besides what the admin wrote. */
export interface StatementContext {
  id: string;
  accountId: string;
  subject: ContentRef;
  url: string;
  restriction: Restriction;
  contentType: StatementDocument['contentType'];
  contentCreatedAt: Date;
  source: StatementDocument['source'];
  decidedBy: string;
  at: Date;
}

/** The restriction an operation imposes: given by the admin where there is a choice, fixed where there is none. */
export function restrictionFor(input: StatementInput, allowed: readonly Restriction[], field: string): Restriction {
  const restriction = input.restriction ?? (allowed.length === 1 ? allowed[0] : undefined);
  if (!restriction || !allowed.includes(restriction)) {
    throw new AppError('validation_failed', {
      message: `${field} must be ${allowed.join(' or ')} here${input.restriction ? `, not ${input.restriction}` : ''}.`,
      field,
    });
  }
  return restriction;
}

export function statementDocument(input: StatementInput, context: StatementContext): StatementDocument {
  return {
    _id: context.id,
    accountId: context.accountId,
    subject: context.subject,
    url: context.url,
    restriction: context.restriction,
    category: input.category,
    facts: input.facts,
    legalGround: input.legalGround ?? null,
    contractualGround: input.contractualGround
      ? {
          reference: input.contractualGround.reference,
          explanation: input.contractualGround.explanation,
          alsoIllegal: input.contractualGround.alsoIllegal ?? null,
        }
      : null,
    groundReferenceUrl: input.groundReferenceUrl ?? null,
    territorialScope: input.territorialScope ?? [...EEA_COUNTRIES],
    automatedDetection: input.automatedDetection,
    automatedDecision: input.automatedDecision,
    contentType: context.contentType,
    contentCreatedAt: context.contentCreatedAt,
    source: context.source,
    decidedBy: context.decidedBy,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    createdAt: context.at,
  };
}

export function appealDeadline(statement: Pick<StatementDocument, 'createdAt'>): Date {
  const deadline = new Date(statement.createdAt);
  deadline.setUTCMonth(deadline.getUTCMonth() + APPEAL_WINDOW_MONTHS);
  return deadline;
}

export function decisionGround(
  statement: Pick<StatementDocument, 'legalGround'>,
): 'illegal_content' | 'incompatible_content' {
  return statement.legalGround ? 'illegal_content' : 'incompatible_content';
}

export type StatementView = Schema<'StatementOfReasonsRecord'>;

/** The statement as its addressee and admins read it: what was decided, why, and how to contest it. */
export function statementView(statement: StatementDocument, appeal: AppealDocument | null, now: Date): StatementView {
  const until = appealDeadline(statement);
  return {
    id: statement._id,
    accountId: statement.accountId,
    subject: { ...statement.subject, url: statement.url },
    restriction: statement.restriction,
    category: statement.category,
    facts: statement.facts,
    decisionGround: decisionGround(statement),
    legalGround: statement.legalGround,
    contractualGround: statement.contractualGround,
    groundReferenceUrl: statement.groundReferenceUrl,
    territorialScope: statement.territorialScope,
    automatedDetection: statement.automatedDetection,
    automatedDecision: statement.automatedDecision,
    contentType: statement.contentType,
    contentCreatedAt: statement.contentCreatedAt.toISOString(),
    source: statement.source,
    issuedAt: statement.createdAt.toISOString(),
    endsAt: statement.endsAt?.toISOString() ?? null,
    status: appeal?.status === 'reversed' ? 'reversed' : 'in_force',
    redress: {
      appeal: {
        operation: `appealStatementOfReasons (POST /v1/intake/statements/${statement._id}/appeal)`,
        until: until.toISOString(),
        available: !appeal && now < until,
      },
      outOfCourtSettlement:
        'You may refer the decision to a certified out-of-court dispute settlement body (DSA Art. 21); the Digital Services Coordinator of your Member State lists them.',
      judicialRedress:
        'You may challenge the decision before the competent court at any time, whether or not you appeal it here.',
    },
    appeal: appeal ? appealView(appeal) : null,
  };
}
