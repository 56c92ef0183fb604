/** The data of every scheduled job: a tagged union carrying ids only, never documents. */
export type JobData = { kind: 'purge-expired-records' };

export type JobKind = JobData['kind'];
