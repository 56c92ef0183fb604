/** The payments domain's public surface: the only file other domains and the core's composition import. */
export { createPaymentsDomain, paymentsRepositories } from './domain.ts';
export type { NextAction, PaymentProcessor, PaymentRecord, ProcessorName } from './payment-processor.ts';
export type { ProcessorEvent, ProcessorEvents } from './processor-events.ts';
export { processorInfoView, processorMessages } from './processor-info.ts';
export type { ProcessorInfoView } from './processor-info.ts';
