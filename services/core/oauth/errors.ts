import { AppError } from '../../../shared/errors/app-error.ts';

/** RFC 6749 section 4.1.2.1 errors, sent back to a valid redirect URI rather than shown at the endpoint. */
export type AuthorizationErrorCode =
  'invalid_request' | 'invalid_scope' | 'invalid_target' | 'unsupported_response_type';

/** A refusal of an authorization request whose client and redirect URI are valid. */
export class AuthorizationRequestError extends Error {
  constructor(
    readonly error: AuthorizationErrorCode,
    message: string,
    /** The parameter at fault, e.g. `scope`. */
    readonly parameter: string,
  ) {
    super(message);
  }

  /** The same refusal for the JSON form (`authorizeOAuth`), which answers in the failure envelope. */
  toAppError(location: 'body' | 'query'): AppError {
    const field = `${location}.${this.parameter}`;
    if (this.error === 'invalid_scope' || this.error === 'invalid_target')
      return new AppError(this.error, { message: this.message, field });
    return new AppError('validation_failed', { message: `${field} ${this.message}`, field });
  }
}

/** The token endpoint's refusal of a code or refresh token (RFC 6749 section 5.2). */
export function invalidGrant(message: string, field: string): AppError {
  return new AppError('invalid_grant', { message, field });
}
