import { AppError } from '../../../shared/errors/app-error.ts';
import { validationItems } from '../openapi/validation-errors.ts';
import type { OpenApiRouter } from '../openapi/router.ts';
import { header, type Step } from '../context.ts';

/** Checks path, query, headers and body against the operation's declaration and names every bad field. */
export function validateRequest(router: OpenApiRouter): Step {
  return async (context, next) => {
    const contentType = header(context, 'content-type');
    const sentBody = Number(header(context, 'content-length') ?? 0) > 0 || header(context, 'transfer-encoding') !== undefined;
    const isForm = context.operation.formBody && /^application\/x-www-form-urlencoded\b/i.test(contentType ?? '');
    if (context.operation.hasJsonBody && sentBody && !isForm && !/^application\/([\w.+-]+\+)?json\b/i.test(contentType ?? '')) {
      throw new AppError('unsupported_media_type', { field: 'header.Content-Type' });
    }
    const validation = router.validate(context.request, context.declaration);
    if (!validation.valid) {
      const items = validationItems(validation.errors);
      throw new AppError('validation_failed', { items });
    }
    context.validated = validation.request;
    return next();
  };
}
