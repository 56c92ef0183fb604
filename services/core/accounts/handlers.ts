import { operationHandlers, requirePrincipal, type ServiceHandlers } from '../../../shared/service/handlers.ts';
import type { OperationResult } from '../../../shared/openapi/operation-types.ts';
import type { Principal } from '../../../shared/auth/principal.ts';
import type { AccountsService } from './accounts.service.ts';
import type { ActingAgents } from './ports.ts';
import { payoutAccountNeedsSession } from './errors.ts';
import type { AccountView } from './types.ts';

export function accountsHandlers(accounts: AccountsService, agents: ActingAgents): ServiceHandlers {
  /** The `Me` result of getMe and updateMe: the account, the credential that called and the agent it acts as. */
  async function me(account: AccountView, principal: Principal): Promise<OperationResult<'getMe'>> {
    const keyId = principal.kind === 'api_key' ? { keyId: principal.credentialId } : {};
    const agentId = principal.agentId ?? null;
    const agent = agentId ? await agents.named(principal.accountId, agentId) : null;
    return {
      account,
      principal: { kind: principal.kind, scopes: principal.scopes, ...keyId, agentId },
      agent,
    };
  }
  return operationHandlers({
    async registerAccount({ body }) {
      const { email, password, displayName } = body;
      return { status: 201, result: await accounts.register({ email, password, displayName: displayName ?? null }) };
    },
    async login({ body }) {
      return { result: await accounts.login(body.email, body.password) };
    },
    async logout(input) {
      return { result: await accounts.logout(requirePrincipal(input)) };
    },
    async setPassword(input) {
      const { currentPassword, newPassword } = input.body;
      return { result: await accounts.setPassword(requirePrincipal(input), currentPassword, newPassword) };
    },
    async getMe(input) {
      const principal = requirePrincipal(input);
      return { result: await me(await accounts.getAccount(principal.accountId), principal) };
    },
    async updateMe(input) {
      const principal = requirePrincipal(input);
      const profile = input.body;
      if (profile.payoutAccount !== undefined && principal.kind !== 'session') throw payoutAccountNeedsSession();
      return { result: await me(await accounts.updateProfile(principal.accountId, profile), principal) };
    },
  });
}
