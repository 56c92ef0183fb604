import type { Clock } from '../../shared/clock.ts';
import type { Config } from '../../shared/config.ts';
import { createLogger } from '../../shared/logger.ts';
import { connectMongo, type MongoConnection } from '../../shared/mongo.ts';
import type { SignInConfig } from '../../shared/sign-in-config.ts';
import { startSystem, type RunningSystem } from '../../services/system.ts';
import { call, type ApiResponse, type CallOptions } from '../support/http.ts';
import { harness, testConfig } from '../support/root-hooks.ts';

/** The front end the sign-in suites redirect to (SIGN_IN_REDIRECT_ORIGINS); nothing listens there. */
export const APP_ORIGIN = 'https://app.example.test';

/** Real time plus an offset the test moves forward, so lifetimes and windows pass without sleeping. */
export class ShiftedClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

export interface SignInSystem {
  system: RunningSystem;
  config: Config;
  mongo: MongoConnection;
  clock: ShiftedClock;
  api(method: string, path: string, options?: Omit<CallOptions, 'baseUrl'>): Promise<ApiResponse>;
  stop(): Promise<void>;
}

/** A whole system of its own, on its own database, whose clock the suite moves and whose sign-in settings it chooses. */
export async function startSignInSystem(label: string, signIn: Partial<SignInConfig> = {}): Promise<SignInSystem> {
  const config = testConfig(harness().servers);
  config.signIn = { ...config.signIn, redirectOrigins: [APP_ORIGIN], ...signIn };
  const clock = new ShiftedClock();
  const system = await startSystem({
    config,
    clock,
    logger: createLogger(process.env.TEST_LOG_LEVEL ?? 'silent', label),
  });
  const mongo = await connectMongo(config.mongodbUrl, config.mongodbDatabase);
  return {
    system,
    config,
    mongo,
    clock,
    api: (method, path, options = {}) => call(method, path, { ...options, baseUrl: system.url }),
    async stop() {
      await system.stop();
      await mongo.client.close();
    },
  };
}
