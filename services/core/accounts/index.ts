import type { ServiceHandlers } from '../../../shared/service/handlers.ts';
import { requirePrincipal } from '../../../shared/service/handlers.ts';
import { AppError } from '../../../shared/errors/app-error.ts';
import type { AccountsService, ProfileChange } from './accounts.service.ts';

interface Credentials {
  email: string;
  password: string;
}

export function accountsHandlers(accounts: AccountsService): ServiceHandlers {
  return {
    async registerAccount({ body }) {
      const { email, password, displayName } = body as Credentials & { displayName?: string };
      return { status: 201, result: await accounts.register({ email, password, displayName: displayName ?? null }) };
    },
    async login({ body }) {
      const { email, password } = body as Credentials;
      return { result: await accounts.login(email, password) };
    },
    async logout(input) {
      return { result: await accounts.logout(requirePrincipal(input)) };
    },
    async setPassword(input) {
      const { currentPassword, newPassword } = input.body as { currentPassword?: string; newPassword: string };
      return { result: await accounts.setPassword(requirePrincipal(input), currentPassword, newPassword) };
    },
    async getMe(input) {
      const principal = requirePrincipal(input);
      const account = await accounts.getAccount(principal.accountId);
      const view = { kind: principal.kind, scopes: principal.scopes, ...(principal.kind === 'api_key' ? { keyId: principal.credentialId } : {}) };
      return { result: { account, principal: view } };
    },
    async updateMe(input) {
      const principal = requirePrincipal(input);
      const profile = input.body as ProfileChange;
      // Where deal payouts go is money routing: only the human's own session may change it.
      if (profile.payoutAccount !== undefined && principal.kind !== 'session') {
        throw new AppError('session_required', {
          message: 'Only a signed-in human session may set the payout account; an API key or agent token cannot.',
          field: 'body.payoutAccount',
        });
      }
      return { result: { account: await accounts.updateProfile(principal.accountId, profile) } };
    },
  };
}
