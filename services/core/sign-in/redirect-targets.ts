import { AppError } from '../../../shared/errors/app-error.ts';

/** The pages a sign-in may send the browser back to: those on the website's origin or on a configured origin. */
export class RedirectTargets {
  private readonly origins: Set<string>;

  constructor(
    readonly website: string,
    configuredOrigins: readonly string[],
  ) {
    this.origins = new Set([new URL(website).origin, ...configuredOrigins]);
  }

  /** The URL when its origin is allowed; otherwise a 400 naming the field, so that no link leads elsewhere. */
  check(url: string, field: string): URL {
    const parsed = URL.canParse(url) ? new URL(url) : null;
    if (!parsed || !this.origins.has(parsed.origin) || parsed.username || parsed.password) {
      throw new AppError('validation_failed', {
        message: `${field.replace(/^\w+\./, '')} must be a page of the website or of an origin in SIGN_IN_REDIRECT_ORIGINS (${[...this.origins].join(', ')}).`,
        field,
      });
    }
    return parsed;
  }
}
