/** The approvals domain's public surface: the only file other domains and the core's composition import. */
export { askingCredential } from './approval-gate.ts';
export type { ApprovalGate, ApprovalOpening, ApprovalSplit, GateApproval } from './approval-gate.ts';
export { approvalsRepositories, createApprovalsDomain } from './domain.ts';
export { approvalView } from './types.ts';
export type { ApprovalView } from './types.ts';
