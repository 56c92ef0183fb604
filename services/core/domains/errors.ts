import { AppError } from '../../../shared/errors/app-error.ts';

export function invalidDomainName(input: string, reason: string): AppError {
  return new AppError('validation_failed', {
    message: `body.domain ${JSON.stringify(input)} ${reason}.`,
    field: 'body.domain',
  });
}

export function domainAlreadyClaimed(name: string, existingId: string | null): AppError {
  return new AppError('already_exists', {
    message: `The account has claimed ${name} already${existingId ? ` (${existingId})` : ''}; verify that claim, or delete it first.`,
    field: 'body.domain',
    ...(existingId ? { meta: { domainId: existingId } } : {}),
  });
}

export function domainClaimNotFound(): AppError {
  return new AppError('resource_not_found', {
    message: 'No domain claim with this id belongs to the account.',
    field: 'path.id',
  });
}
