import type { AppError } from '../../../shared/errors/app-error.ts';
import { keyedId } from '../../../shared/ids.ts';
import type { WorkflowSteps } from '../workflows/index.ts';
import type { AuditLogRepository } from './audit-log.repository.ts';
import type { ContentDirectory } from './content.ts';
import type { DecisionClaimsRepository } from './decision-claims.repository.ts';
import type { Notifications } from './notifications.ts';
import type { StatementsRepository } from './statements.repository.ts';
import type { AuditEntryDocument, StatementDocument } from './types.ts';

export interface DecisionRecordsDeps {
  claims: DecisionClaimsRepository;
  statements: StatementsRepository;
  audit: AuditLogRepository;
  notifications: Notifications;
  content: Pick<ContentDirectory, 'emailOf'>;
}

/**
 * The steps every moderation decision shares, each idempotent under its workflow: the claim that makes it the one
 * decision of its item, the statement of reasons it issues, its audit entry and the notice to the account concerned.
 */
export class DecisionRecords {
  constructor(private readonly deps: DecisionRecordsDeps) {}

  /** The statement id a decision workflow issues: derived from the workflow, so a repeated step issues the same one. */
  static statementId(steps: WorkflowSteps): string {
    return keyedId('sor', steps.workflowId, steps.startedAt);
  }

  /** Claims the item for this decision; another decision holding it refuses this one. Undone if a later step refuses. */
  async claim(steps: WorkflowSteps, key: string, adminId: string, refusal: () => AppError): Promise<void> {
    await steps.do(
      'claim',
      async () => {
        if (!(await this.deps.claims.claim({ _id: key, workflowId: steps.workflowId, adminId, at: steps.startedAt })))
          throw refusal();
      },
      () => this.deps.claims.release(key, steps.workflowId),
    );
  }

  async issue(steps: WorkflowSteps, build: () => Promise<StatementDocument>): Promise<StatementDocument> {
    return steps.do('statement', async () => {
      const statement = await build();
      await this.deps.statements.insertOnce(statement);
      return statement;
    });
  }

  async audit(steps: WorkflowSteps, entry: Omit<AuditEntryDocument, '_id' | 'createdAt'>): Promise<void> {
    await steps.doRepeatable('audit', () =>
      this.deps.audit.appendOnce({
        _id: keyedId('aud', steps.workflowId, steps.startedAt),
        ...entry,
        createdAt: steps.startedAt,
      }),
    );
  }

  /** Sends the statement to the account it concerns: mail and `moderation.statement_issued`. */
  async notify(steps: WorkflowSteps, statement: StatementDocument): Promise<void> {
    await steps.do('notify-provider', async () => {
      const email = await this.deps.content.emailOf(statement.accountId);
      await this.deps.notifications.statementIssued(statement, email, {
        key: `${steps.workflowId}:statement`,
        at: steps.startedAt,
      });
    });
  }
}
