import type { AccountsRepository } from '../accounts/index.ts';

/**
 * Whether an account exists, remembering up to `capacity` ids found (the most recently asked): accounts are never
 * deleted, so an id found once stays found and only an id not yet seen costs a read.
 */
export class KnownAccounts {
  private readonly found = new Set<string>();

  constructor(
    private readonly accounts: Pick<AccountsRepository, 'findById'>,
    private readonly capacity = 10_000,
  ) {}

  async exists(accountId: string): Promise<boolean> {
    if (this.found.delete(accountId)) {
      this.found.add(accountId);
      return true;
    }
    if (!(await this.accounts.findById(accountId))) return false;
    this.remember(accountId);
    return true;
  }

  private remember(accountId: string): void {
    if (this.found.size >= this.capacity) {
      const oldest = this.found.values().next();
      if (!oldest.done) this.found.delete(oldest.value);
    }
    this.found.add(accountId);
  }
}
