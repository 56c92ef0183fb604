import type { Message } from '../../../shared/envelope.ts';
import type { ProcessorName } from './payment-processor.ts';

/** The OpenAPI `ProcessorInfo`: which processor handled a payment, whether that was the sandbox, its reference. */
export interface ProcessorInfoView {
  name: ProcessorName;
  sandbox: boolean;
  reference: string | null;
}

export function processorInfoView(name: ProcessorName, reference: string | null): ProcessorInfoView {
  return { name, sandbox: name === 'sandbox', reference };
}

/** The envelope's informational messages for a payment: a notice when the sandbox handled it and no money moved. */
export function processorMessages(info: ProcessorInfoView): Message[] {
  return info.sandbox ? [{ message: 'The sandbox payment processor handled this payment: no real money moved.' }] : [];
}
