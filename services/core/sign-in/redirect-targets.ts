import { AppError } from '../../../shared/errors/app-error.ts';

/**
 * The pages a sign-in may send the browser back to: those on the website's origin, on a configured origin, or on
 * the service's own origin (where its console is served).
 */
export class RedirectTargets {
  private readonly origins: Set<string>;

  constructor(website: string, configuredOrigins: readonly string[]) {
    this.origins = new Set([new URL(website).origin, ...configuredOrigins]);
  }

  /** The URL when its origin is allowed; otherwise a 400 naming the field, so that no link leads elsewhere. */
  check(url: string, field: string, serviceBaseUrl?: string): URL {
    const parsed = URL.canParse(url) ? new URL(url) : null;
    const allowed = (origin: string) => this.origins.has(origin) || origin === serviceOrigin(serviceBaseUrl);
    if (!parsed || !allowed(parsed.origin) || parsed.username || parsed.password) {
      throw new AppError('validation_failed', {
        message: `${field.replace(/^\w+\./, '')} must be a page of the website or of an origin in SIGN_IN_REDIRECT_ORIGINS (${[...this.origins].join(', ')}).`,
        field,
      });
    }
    return parsed;
  }
}

function serviceOrigin(baseUrl: string | undefined): string | undefined {
  return baseUrl && URL.canParse(baseUrl) ? new URL(baseUrl).origin : undefined;
}
