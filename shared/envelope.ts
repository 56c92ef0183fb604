import type { ErrorItem } from './errors/app-error.ts';

export interface ResultInfo {
  count: number;
  limit?: number;
  total?: number;
  next_cursor: string | null;
}

export interface Message {
  code?: number;
  message: string;
}

export interface Envelope {
  success: boolean;
  result: unknown;
  errors: ErrorItem[];
  messages: Message[];
  result_info?: ResultInfo;
  request_id: string;
}

const SUCCESS_OPENING = '{"success":true,"result":';

/**
 * The bytes of a success envelope around a result given as JSON: the fields in the order a failure's come in, the
 * result spliced in as it is (a service process's answer is not parsed again). Text becomes one buffer, without
 * a copy more per answer.
 */
export function successEnvelopeJson(
  requestId: string,
  resultJson: Buffer | string,
  resultInfo?: ResultInfo,
  messages: Message[] = [],
): Buffer {
  const rest = `,"errors":[],"messages":${JSON.stringify(messages)}${resultInfo ? `,"result_info":${JSON.stringify(resultInfo)}` : ''},"request_id":${JSON.stringify(requestId)}}`;
  if (typeof resultJson === 'string') return Buffer.from(`${SUCCESS_OPENING}${resultJson}${rest}`);
  return Buffer.concat([Buffer.from(SUCCESS_OPENING), resultJson, Buffer.from(rest)]);
}

export function failureEnvelope(requestId: string, errors: ErrorItem[]): Envelope {
  return { success: false, result: null, errors, messages: [], request_id: requestId };
}
