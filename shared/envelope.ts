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

export function successEnvelope(requestId: string, result: unknown, resultInfo?: ResultInfo, messages: Message[] = []): Envelope {
  const envelope: Envelope = { success: true, result, errors: [], messages, request_id: requestId };
  if (resultInfo) envelope.result_info = resultInfo;
  return envelope;
}

export function failureEnvelope(requestId: string, errors: ErrorItem[]): Envelope {
  return { success: false, result: null, errors, messages: [], request_id: requestId };
}
