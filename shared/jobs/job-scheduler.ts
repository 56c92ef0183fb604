import { Agenda } from 'agenda';
import { MongoBackend } from '@agendajs/mongo-backend';
import type { Db } from 'mongodb';
import type { JobData } from './job-data.ts';

export const AGENDA_COLLECTION = 'agenda_jobs';

/** Where the worker's jobs live; the worker processes them, any process may schedule them. */
export function agendaBackend(db: Db): MongoBackend {
  return new MongoBackend({ mongo: db, collection: AGENDA_COLLECTION });
}

/** Persists a job for the worker to run at an instant; the job survives restarts of every process. */
export interface JobScheduler {
  schedule(at: Date, data: JobData): Promise<void>;
}

/** Schedules through an Agenda instance that never processes jobs itself (the worker does). */
export function agendaJobScheduler(db: Db): JobScheduler {
  // Created on first use: a new Agenda sets its backend up at once, which a short-lived process (a script that
  // builds the core and closes its client) must not leave running.
  let agenda: Agenda | undefined;
  return {
    async schedule(at, data) {
      agenda ??= new Agenda({ backend: agendaBackend(db) });
      await agenda.ready;
      await agenda.schedule(at, data.kind, data);
    },
  };
}
