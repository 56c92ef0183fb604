import { tooManyLoginAttempts } from './errors.ts';
import type { LoginFailuresRepository } from './login-failures.repository.ts';

export interface LoginThrottleSettings {
  maxFailures: number;
  windowSeconds: number;
}

/** Refuses sign-in for an email after too many recent failures, until the oldest of them leaves the window. */
export class LoginThrottle {
  constructor(
    private readonly failures: LoginFailuresRepository,
    private readonly settings: LoginThrottleSettings,
  ) {}

  async assertAllowed(emailNormalized: string, now: Date): Promise<void> {
    const windowStart = new Date(now.getTime() - this.settings.windowSeconds * 1000);
    const recent = await this.failures.recentFailures(emailNormalized, windowStart, this.settings.maxFailures);
    const oldest = recent[0];
    if (recent.length < this.settings.maxFailures || !oldest) return;
    const retryAfter = Math.max(1, Math.ceil((oldest.at.getTime() - windowStart.getTime()) / 1000));
    throw tooManyLoginAttempts(retryAfter);
  }

  recordFailure(emailNormalized: string, now: Date): Promise<void> {
    return this.failures.record(emailNormalized, now);
  }

  reset(emailNormalized: string): Promise<void> {
    return this.failures.clear(emailNormalized);
  }
}
