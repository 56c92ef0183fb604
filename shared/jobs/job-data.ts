/** The data of every scheduled job: a tagged union carrying ids only, never documents. */
export type JobData =
  | { kind: 'purge-expired-records' }
  | { kind: 'deliver-webhook'; deliveryId: string; attempt: number }
  | { kind: 'claim-decision-deadline'; claimId: string }
  | { kind: 'resume-workflows' }
  | { kind: 'sync-feed-sources' }
  | { kind: 'recheck-domains' }
  | { kind: 'embed-due-listings' };

export type JobKind = JobData['kind'];

/** Every kind, for what goes over all of them (the worker's definitions, the job metrics). */
export const JOB_KINDS: readonly JobKind[] = [
  'purge-expired-records',
  'deliver-webhook',
  'claim-decision-deadline',
  'resume-workflows',
  'sync-feed-sources',
  'recheck-domains',
  'embed-due-listings',
];
