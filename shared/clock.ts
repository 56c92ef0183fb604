/** The source of "now"; services take it as a dependency so deadlines and expiries are testable without sleeping. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
