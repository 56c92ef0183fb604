import { AppError } from '../../../shared/errors/app-error.ts';

export function conversationNotFound(): AppError {
  return new AppError('resource_not_found', {
    message: 'Your account has no concierge conversation with this id.',
    field: 'path.id',
  });
}
