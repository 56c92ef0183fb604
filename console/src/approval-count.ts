import type { Schema } from '@marketplace/sdk';
import { useEffect, useState } from 'preact/hooks';
import { api, type Session } from './session.ts';
import { all } from './ui/use-load.ts';

const listeners = new Set<() => void>();

/** The pending approvals this account's human decides (not those it asked others for). */
export async function approvalsWaitingFor(accountId: string): Promise<Schema<'ApprovalRequest'>[]> {
  const pending = await all(api.paginate.listApprovals({ status: 'pending' }));
  return pending.filter((approval) => approval.approverAccountId === accountId);
}

/** Tells the navigation that an approval was decided, so its count is read again. */
export function approvalsChanged(): void {
  for (const listener of listeners) listener();
}

/** The number of approvals waiting for this human's decision; read again on `approvalsChanged()` and on `refresh`. */
export function useApprovalCount(session: Session | undefined, refresh: unknown): number | undefined {
  const [count, setCount] = useState<number | undefined>(undefined);
  const [round, setRound] = useState(0);
  useEffect(() => {
    const again = () => setRound((value) => value + 1);
    listeners.add(again);
    return () => void listeners.delete(again);
  }, []);
  useEffect(() => {
    if (!session) return;
    let current = true;
    approvalsWaitingFor(session.me.account.id).then(
      (approvals) => current && setCount(approvals.length),
      () => current && setCount(undefined),
    );
    return () => {
      current = false;
    };
  }, [session, refresh, round]);
  return count;
}
