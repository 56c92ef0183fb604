import { AppError } from '../../../shared/errors/app-error.ts';
import type { Logger } from '../../../shared/logger.ts';
import type { OperationOutcome, ServiceHandlers } from '../../../shared/service/handlers.ts';
import { resultValue } from '../../../shared/service/serialized-json.ts';
import type { GatewayContext, Step } from '../context.ts';
import { jsonReply, renderError, successReply, textReply, type Reply } from '../reply.ts';

/** Calls the operation's handler (in-process or remote) and renders its outcome; failures become replies here. */
export function dispatch(handlers: ServiceHandlers, logger: Logger, baseUrl: () => string): Step {
  return async (context) => {
    try {
      const handler = handlers[context.operation.operationId];
      if (!handler) throw new AppError('not_implemented');
      const outcome = await handler({
        operationId: context.operation.operationId,
        baseUrl: baseUrl(),
        params: context.validated?.params ?? {},
        query: context.validated?.query ?? {},
        body: context.request.body,
        ...(context.operation.rawBody ? { rawBody: context.request.rawBody ?? '' } : {}),
        ...(context.request.bodyStream
          ? { bodyStream: context.request.bodyStream, bodyContentType: context.request.bodyContentType ?? '' }
          : {}),
        headers: context.validated?.headers ?? {},
        principal: context.principal,
        requestId: context.requestId,
        ...(context.request.clientAddress ? { clientAddress: context.request.clientAddress } : {}),
        ...(context.request.traceparent ? { traceparent: context.request.traceparent } : {}),
      });
      return render(context, outcome);
    } catch (error) {
      return renderError(context.requestId, error, logger);
    }
  };
}

function render(context: GatewayContext, outcome: OperationOutcome): Reply {
  const status = outcome.status ?? 200;
  const headers = outcome.headers ?? {};
  switch (context.operation.raw) {
    case 'text':
      return textReply(status, String(resultValue(outcome.result)), headers);
    case 'json':
      return jsonReply(status, outcome.result, headers);
    case 'binary':
      return { status, headers, body: outcome.result as Buffer };
    default:
      return successReply(context.requestId, outcome);
  }
}
