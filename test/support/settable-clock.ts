import type { Clock } from '../../shared/clock.ts';

/** A clock that stands still at the instant it is set to, so retry schedules are asserted to the millisecond. */
export class SettableClock implements Clock {
  constructor(private instant: Date) {}

  now(): Date {
    return new Date(this.instant);
  }

  set(instant: Date): void {
    this.instant = instant;
  }

  advance(ms: number): void {
    this.instant = new Date(this.instant.getTime() + ms);
  }
}
