import { AppError } from '../../../shared/errors/app-error.ts';

export function unknownTimeZone(timeZone: string): AppError {
  return new AppError('validation_failed', {
    message: `body.timeZone ${JSON.stringify(timeZone)} is not an IANA time zone name. Use a name such as Europe/Berlin or UTC.`,
    field: 'body.timeZone',
  });
}
