import { expect } from 'chai';
import { drillEveryPoint, invoke } from '../support/fault-drill.ts';
import { createApiKey, registerAccount, type TestAccount } from '../support/factories.ts';
import { call } from '../support/http.ts';
import { linkIn, mailpit } from '../support/mailpit.ts';
import { harness } from '../support/root-hooks.ts';

interface Registered {
  account: TestAccount;
  keySecret: string;
  token: string;
}

/** The token of the sign-in link mailed to the address, read from Mailpit. */
async function mailedToken(email: string): Promise<string> {
  const mail = await mailpit().mailSentBy(email, async () => {
    expect((await call('POST', '/v1/auth/magic/request', { body: { email } })).status).to.equal(202);
  });
  return linkIn(mail).searchParams.get('token')!;
}

describe('sign-in: fault drill of the first proof of a password-registered address', function () {
  this.timeout(300_000);

  it("prove-email: after a stop at any point, the registrant's password, sessions and API keys are gone once recovery ran", async () => {
    await drillEveryPoint<Registered>({
      kind: 'prove-email',
      async setup() {
        const account = await registerAccount('unproven');
        const key = await createApiKey(account, ['account:read']);
        return { account, keySecret: key.secret, token: await mailedToken(account.email) };
      },
      act: (core, { token }) => invoke(core, 'verifyMagicLink', null, { body: { token } }),
      async check({ account, keySecret }) {
        expect((await call('GET', '/v1/me', { token: account.token })).status, "the registrant's session").to.equal(
          401,
        );
        expect((await call('GET', '/v1/me', { token: keySecret })).status, "the registrant's API key").to.equal(401);
        const login = await call('POST', '/v1/auth/login', {
          body: { email: account.email, password: account.password },
        });
        expect(login.status, "the registrant's password").to.equal(401);
        const stored = await harness()
          .mongo.db.collection('accounts')
          .findOne({ _id: account.id as never });
        expect(stored).to.include({ passwordHash: null });
      },
    });
  });
});
