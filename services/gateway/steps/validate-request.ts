import { AppError, type ErrorItem } from '../../../shared/errors/app-error.ts';
import { controlCharacterItems } from '../openapi/control-characters.ts';
import { loneSurrogateItems } from '../openapi/lone-surrogates.ts';
import { validationItems } from '../openapi/validation-errors.ts';
import type { OpenApiRouter } from '../openapi/router.ts';
import { header, type Step } from '../context.ts';

/** Checks path, query, headers and body against the operation's declaration, and text for control characters and lone surrogates, naming every bad field. */
export function validateRequest(router: OpenApiRouter): Step {
  return async (context, next) => {
    const contentType = header(context, 'content-type');
    const sentBody =
      Number(header(context, 'content-length') ?? 0) > 0 || header(context, 'transfer-encoding') !== undefined;
    const { bodyMediaTypes } = context.operation;
    if (
      sentBody &&
      bodyMediaTypes.length > 0 &&
      !bodyMediaTypes.some((declared) => isMediaType(contentType, declared))
    ) {
      throw new AppError('unsupported_media_type', {
        field: 'header.Content-Type',
        message: `This operation takes a body in ${bodyMediaTypes.join(' or ')}.`,
      });
    }
    const validation = router.validate(context.request, context.declaration);
    const items = oncePerMessage([
      ...(validation.valid ? [] : validationItems(validation.errors)),
      ...controlCharacterItems(context.request.body),
      ...loneSurrogateItems(context.request.body),
    ]);
    if (!validation.valid || items.length > 0) throw new AppError('validation_failed', { items });
    context.validated = validation.request;
    return next();
  };
}

/** The document's text pattern and the control-character check can both refuse a field, in the same words: say it once. */
function oncePerMessage(items: ErrorItem[]): ErrorItem[] {
  return [...new Map(items.map((item) => [item.message, item])).values()];
}

/** Whether a Content-Type is the declared media type; JSON also in its `+json` forms (`application/merge-patch+json`). */
function isMediaType(contentType: string | undefined, declared: string): boolean {
  const sent = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return declared === 'application/json' ? /^application\/([\w.+-]+\+)?json$/.test(sent) : sent === declared;
}
