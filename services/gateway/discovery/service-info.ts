import { openApiDocument } from '../../../shared/openapi/document.ts';

export interface ServiceInfo {
  title: string;
  version: string;
  summary: string;
}

/** The info block of the OpenAPI document, which declares a one-line summary. */
export function serviceInfo(): ServiceInfo {
  return openApiDocument().info as ServiceInfo;
}
