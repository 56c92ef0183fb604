import { expect } from 'chai';
import { createApiKey, registerAccount } from '../support/factories.ts';
import { call } from '../support/http.ts';

describe('accounts: payout account for Stripe releases', () => {
  it('is null until the account holder sets it, and can be cleared', async () => {
    const seller = await registerAccount('seller');
    const before = await call('GET', '/v1/me', { token: seller.token });
    expect(before.body.result.account.payoutAccount).to.equal(null);
    const set = await call('PATCH', '/v1/me', { token: seller.token, body: { payoutAccount: 'acct_1Seller' } });
    expect(set.status, set.text).to.equal(200);
    expect((await call('GET', '/v1/me', { token: seller.token })).body.result.account.payoutAccount).to.equal(
      'acct_1Seller',
    );
    const cleared = await call('PATCH', '/v1/me', { token: seller.token, body: { payoutAccount: null } });
    expect(cleared.body.result.account.payoutAccount).to.equal(null);
  });

  it('refuses a value that is not a Stripe connected account id (400 naming body.payoutAccount)', async () => {
    const seller = await registerAccount('seller');
    const response = await call('PATCH', '/v1/me', {
      token: seller.token,
      body: { payoutAccount: 'DE89370400440532013000' },
    });
    expect(response.status, response.text).to.equal(400);
    expect(response.body.errors[0]).to.include({ slug: 'validation_failed', field: 'body.payoutAccount' });
  });

  it('refuses an API key, even with account:write, and leaves the payout account unchanged (403 session_required)', async () => {
    const seller = await registerAccount('seller');
    const key = await createApiKey(seller, ['account:read', 'account:write']);
    const response = await call('PATCH', '/v1/me', { token: key.secret, body: { payoutAccount: 'acct_Attacker' } });
    expect(response.status, response.text).to.equal(403);
    expect(response.body.errors[0]).to.include({ slug: 'session_required', field: 'body.payoutAccount' });
    expect((await call('GET', '/v1/me', { token: seller.token })).body.result.account.payoutAccount).to.equal(null);
    const profile = await call('PATCH', '/v1/me', { token: key.secret, body: { bio: 'still editable by a key' } });
    expect(profile.status, profile.text).to.equal(200);
  });
});
