import {
  operationHandlers,
  requireBaseUrl,
  requirePrincipal,
  type ServiceHandlers,
} from '../../../../shared/service/handlers.ts';
import type { UploadLinks } from './upload-links.ts';

export function uploadLinksHandlers(links: UploadLinks): ServiceHandlers {
  return operationHandlers({
    async createUploadLink(input) {
      return {
        status: 201,
        result: await links.mint(
          requirePrincipal(input).accountId,
          input.params.id,
          input.body ?? {},
          requireBaseUrl(input),
        ),
      };
    },
    async getUpload(input) {
      return { result: await links.get(input.params.token, requireBaseUrl(input)) };
    },
    async uploadFiles(input) {
      const body = input.bodyStream;
      if (!body) throw new Error('uploadFiles reached its handler without the request stream');
      try {
        return {
          status: 201,
          result: await links.upload(input.params.token, body, input.bodyContentType ?? '', requireBaseUrl(input)),
        };
      } finally {
        // Whatever was not read (a refusal before or during parsing) is drained, so the client reads the answer.
        body.resume();
      }
    },
    async getIntakeFile(input) {
      const file = await links.file(input.params.id);
      return {
        result: file.bytes as never,
        headers: {
          'content-type': file.contentType,
          'cache-control': 'public, max-age=31536000, immutable',
          'x-content-type-options': 'nosniff',
        },
      };
    },
  });
}
