import { AppError } from './errors/app-error.ts';

/** One request counted against a limit. */
export interface CountedRequest {
  _id: string;
  key: string;
  at: Date;
}

/** Where requests are counted: one inserted document per request (no `$inc`, which FerretDB does not apply atomically). */
export interface CountedRequests {
  record(key: string, at: Date): Promise<CountedRequest>;
  /** The first `limit` requests under the key since a moment, in the order they were made. */
  earliestSince(key: string, since: Date, limit: number): Promise<CountedRequest[]>;
  remove(ids: string[]): Promise<void>;
}

export interface RequestLimit {
  /** What is limited, hashed: e.g. one address, or one client. */
  key: string;
  max: number;
}

/**
 * At most `max` requests per key within a sliding window. Each request is inserted first and admitted when it is among
 * the first `max` of its key in the window, so parallel requests cannot all slip under the limit; a refused request
 * is removed again and does not count.
 */
export class RequestLimits {
  constructor(
    private readonly requests: CountedRequests,
    private readonly windowSeconds: number,
    /** What the refusal says was asked for too often, e.g. "sign-in links were asked for this address or from this client". */
    private readonly refusal: string,
  ) {}

  async admit(limits: RequestLimit[], now: Date): Promise<void> {
    const retryAfter = await this.tryAdmit(limits, now);
    if (retryAfter === 0) return;
    throw new AppError('rate_limited', {
      message: `Too many ${this.refusal}; retry after ${retryAfter} seconds.`,
      headers: { 'retry-after': String(retryAfter) },
      meta: { retryAfterSeconds: retryAfter },
    });
  }

  /** admit without the refusal: 0 when the request is admitted (and counted), else the seconds to wait (not counted). */
  async tryAdmit(limits: RequestLimit[], now: Date): Promise<number> {
    const windowStart = new Date(now.getTime() - this.windowSeconds * 1000);
    const recorded = await Promise.all(limits.map((limit) => this.requests.record(limit.key, now)));
    const waits = await Promise.all(
      limits.map((limit, index) => this.secondsToWait(limit, recorded[index]!, windowStart)),
    );
    const retryAfter = Math.max(0, ...waits);
    if (retryAfter > 0) await this.requests.remove(recorded.map((request) => request._id));
    return retryAfter;
  }

  /** 0 when the request is within the limit, else the seconds until the oldest request of the key leaves the window. */
  private async secondsToWait(limit: RequestLimit, request: CountedRequest, windowStart: Date): Promise<number> {
    const earliest = await this.requests.earliestSince(limit.key, windowStart, limit.max);
    const oldest = earliest[0];
    if (!oldest || earliest.some((entry) => entry._id === request._id)) return 0;
    return Math.max(1, Math.ceil((oldest.at.getTime() - windowStart.getTime()) / 1000));
  }
}
