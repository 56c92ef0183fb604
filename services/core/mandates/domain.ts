import type { Db } from 'mongodb';
import type { Clock } from '../../../shared/clock.ts';
import { mandatesHandlers } from './handlers.ts';
import { MandatesRepository } from './mandates.repository.ts';
import { MandatesService } from './mandates.service.ts';

/** The collection of sales mandates (with their version claims). */
export function mandatesRepositories(db: Db) {
  return { mandates: new MandatesRepository(db) };
}

export interface MandatesDomainDeps {
  repositories: ReturnType<typeof mandatesRepositories>;
  clock: Clock;
}

/** Sales mandates: what providers offer agents a reward for selling; `mandates` is what claims register against. */
export function createMandatesDomain({ repositories, clock }: MandatesDomainDeps) {
  const mandates = new MandatesService({ mandates: repositories.mandates, clock });
  return { handlers: mandatesHandlers(mandates), mandates };
}
