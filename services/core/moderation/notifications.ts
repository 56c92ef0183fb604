import type { Mailer } from '../mail/index.ts';
import { type OutboxRepository, eventRecord } from '../outbox/index.ts';
import { type AccountPreferences, localMoment } from '../settings/index.ts';
import { appealDeadline, decisionGround } from './statement-of-reasons.ts';
import type { KeptReportAppealDocument, ReportDocument, StatementAppealDocument, StatementDocument } from './types.ts';

export interface NotificationsDeps {
  mailer: Pick<Mailer, 'send'>;
  outbox: Pick<OutboxRepository, 'appendOnce'>;
  /** The addressee's settings: its time zone and language for the deadlines mails name. */
  preferences: Pick<AccountPreferences, 'of'>;
}

/** A workflow step's key and start: every mail and event below is sent once however often its step runs. */
export interface Once {
  key: string;
  at: Date;
}

const REASON_WORDS: Record<ReportDocument['reason'], string> = {
  illegal_content: 'illegal content',
  intellectual_property: 'an intellectual property infringement',
  consumer_protection: 'a consumer protection breach',
  fraud: 'fraud',
  privacy: 'a privacy violation',
  child_sexual_abuse_material: 'child sexual abuse material',
  other: 'a breach of the law or the terms',
};

/** What moderation tells people: notifiers (Art. 16(4) and (5)) and the accounts its decisions concern (Art. 17, 20). */
export class Notifications {
  constructor(private readonly deps: NotificationsDeps) {}

  async reportReceived(report: ReportDocument, once: Once): Promise<void> {
    if (!report.notifier) return;
    await this.deps.mailer.send({
      to: report.notifier.email,
      subject: `We received your report (${report._id})`,
      text: [
        `We received your report of ${REASON_WORDS[report.reason]} at ${report.locationUrl}.`,
        'An admin will review it and we will write to you with the decision and its reasons.',
        `Reference: ${report._id}`,
      ].join('\n\n'),
      about: { kind: 'listing_report', id: report._id },
      ...notificationOf(report),
      once,
    });
  }

  async reportDecided(
    report: ReportDocument,
    decision: 'keep' | 'take_down',
    reasons: string,
    once: Once,
  ): Promise<void> {
    if (!report.notifier) return;
    const outcome = decision === 'keep' ? 'We decided to keep the content.' : 'We restricted the content.';
    const { accountId } = report.notifier;
    const appeal =
      decision === 'keep' && accountId
        ? [
            `Signed in as the account you reported with, you may appeal until ${localMoment(appealDeadline({ createdAt: once.at }), await this.deps.preferences.of(accountId))} with POST /v1/intake/reports/${report._id}/appeal; another admin decides.`,
          ]
        : [];
    await this.deps.mailer.send({
      to: report.notifier.email,
      subject: `Decision on your report (${report._id})`,
      text: [
        `About your report of ${report.locationUrl}: ${outcome}`,
        `Reasons: ${reasons}`,
        ...appeal,
        'You may challenge this decision before the competent court, or with a certified out-of-court dispute settlement body (DSA Art. 21).',
      ].join('\n\n'),
      about: { kind: 'listing_report', id: report._id },
      ...notificationOf(report),
      once: { key: `${once.key}:${report._id}`, at: once.at },
    });
  }

  /** Mails the statement to its addressee and announces it with `moderation.statement_issued`. */
  async statementIssued(statement: StatementDocument, email: string | null, once: Once): Promise<void> {
    const appealUntil = appealDeadline(statement);
    if (email) {
      const appealBy = localMoment(appealUntil, await this.deps.preferences.of(statement.accountId));
      await this.deps.mailer.send({
        to: email,
        subject: `Statement of reasons: your ${statement.subject.type} was restricted (${statement._id})`,
        text: [
          `We restricted your ${statement.subject.type} at ${statement.url} (${statement.restriction.replace('_', ' ')}).`,
          `Facts and circumstances: ${statement.facts}`,
          statement.legalGround
            ? `Legal ground: ${statement.legalGround.reference}. ${statement.legalGround.explanation}`
            : `Terms of service: ${statement.contractualGround?.reference}. ${statement.contractualGround?.explanation}`,
          `Detected by automated means: ${statement.automatedDetection ? 'yes' : 'no'}. Decided by automated means: ${statement.automatedDecision.replace('_', ' ')}.`,
          `You may appeal until ${appealBy} with POST /v1/intake/statements/${statement._id}/appeal; another admin decides.`,
          'You may also refer the decision to a certified out-of-court dispute settlement body (DSA Art. 21) or challenge it in court.',
        ].join('\n\n'),
        about: { kind: 'statement_of_reasons', id: statement._id },
        notification: { accountId: statement.accountId, kind: 'statement_of_reasons' },
        once,
      });
    }
    const payload = {
      statementOfReasonsId: statement._id,
      accountId: statement.accountId,
      subject: statement.subject,
      restriction: statement.restriction,
      category: statement.category,
      decisionGround: decisionGround(statement),
      facts: statement.facts,
      issuedAt: statement.createdAt.toISOString(),
      appealUntil: appealUntil.toISOString(),
    };
    await this.deps.outbox.appendOnce(
      eventRecord('moderation.statement_issued', payload, {
        audience: [statement.accountId],
        now: once.at,
        key: `${once.key}:event`,
      }),
    );
  }

  async appealDecided(appeal: StatementAppealDocument, email: string | null, once: Once): Promise<void> {
    const decision = appeal.decision;
    if (!decision) throw new Error(`appeal ${appeal._id} is not decided`);
    if (email) {
      await this.deps.mailer.send({
        to: email,
        subject: `Your appeal was ${decision.outcome} (${appeal._id})`,
        text: [
          decision.outcome === 'reversed'
            ? 'We reversed our decision and lifted the restriction.'
            : 'We upheld our decision.',
          `Reasons: ${decision.reasons}`,
          'You may still refer the decision to a certified out-of-court dispute settlement body (DSA Art. 21) or challenge it in court.',
        ].join('\n\n'),
        about: { kind: 'appeal', id: appeal._id },
        notification: { accountId: appeal.accountId, kind: 'appeal' },
        once,
      });
    }
    const payload = {
      appealId: appeal._id,
      statementOfReasonsId: appeal.statementId,
      accountId: appeal.accountId,
      outcome: decision.outcome,
      reasons: decision.reasons,
      decidedAt: decision.decidedAt.toISOString(),
    };
    await this.deps.outbox.appendOnce(
      eventRecord('moderation.appeal_decided', payload, {
        audience: [appeal.accountId],
        now: once.at,
        key: `${once.key}:event`,
      }),
    );
  }

  /** Tells the notifier the outcome of their appeal against keeping what they reported (mail only: no event names it). */
  async keptReportAppealDecided(appeal: KeptReportAppealDocument, report: ReportDocument, once: Once): Promise<void> {
    const decision = appeal.decision;
    if (!decision) throw new Error(`appeal ${appeal._id} is not decided`);
    if (!report.notifier) return;
    await this.deps.mailer.send({
      to: report.notifier.email,
      subject: `Your appeal was ${decision.outcome} (${appeal._id})`,
      text: [
        `About your report of ${report.locationUrl}:`,
        decision.outcome === 'reversed'
          ? 'We reversed our decision to keep the content and restricted it.'
          : 'We upheld our decision to keep the content.',
        `Reasons: ${decision.reasons}`,
        'You may still refer the decision to a certified out-of-court dispute settlement body (DSA Art. 21) or challenge it in court.',
      ].join('\n\n'),
      about: { kind: 'appeal', id: appeal._id },
      once,
    });
  }
}

/** A report's mails are notifications its notifier's account may switch off; an anonymous notifier has none. */
function notificationOf(report: ReportDocument): { notification?: { accountId: string; kind: 'listing_report' } } {
  const accountId = report.notifier?.accountId;
  return accountId ? { notification: { accountId, kind: 'listing_report' } } : {};
}
