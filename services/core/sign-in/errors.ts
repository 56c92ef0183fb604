import { AppError } from '../../../shared/errors/app-error.ts';
import type { SocialProviderConfig } from '../../../shared/sign-in-config.ts';

/** A sign-in credential (token, state, code, ID token) that this service or the provider refuses. */
export function refusedCredential(message: string, field: string): AppError {
  return new AppError('credential_invalid', { message, field });
}

export function unknownProvider(id: string): AppError {
  return new AppError('resource_not_found', {
    message: `No social sign-in provider "${id}" is configured; GET /v1/auth/social/providers lists those that are.`,
    field: 'path.provider',
  });
}

/** The provider could not be asked (down, slow, or answering nonsense): nothing was decided, so try again later. */
export function providerUnavailable(provider: SocialProviderConfig, what: string): AppError {
  return new AppError('service_unavailable', {
    message: `The sign-in provider "${provider.id}" could not be reached (${what}); try again later.`,
    headers: { 'retry-after': '30' },
  });
}
