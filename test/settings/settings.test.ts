import { expect } from 'chai';
import { expectDocumentedResponse } from '../support/documented-response.ts';
import { expectError } from '../support/expect-error.ts';
import { createApiKey, registerAccount, type TestAccount } from '../support/factories.ts';
import { call } from '../support/http.ts';

const DEFAULTS = {
  locale: 'en',
  notificationMail: { listing_report: true, statement_of_reasons: true, appeal: true },
  defaultCurrency: 'EUR',
  timeZone: 'Europe/Berlin',
};

describe('settings', () => {
  let account: TestAccount;

  beforeEach(async () => {
    account = await registerAccount('settings');
  });

  it('answers the documented defaults until something is changed', async () => {
    const read = await call('GET', '/v1/settings', { token: account.token });
    expectDocumentedResponse('getSettings', read);
    expect(read.body.result).to.deep.equal({ ...DEFAULTS, updatedAt: null });
  });

  it('changes the given settings and keeps the others, per account', async () => {
    const changed = await call('PATCH', '/v1/settings', {
      token: account.token,
      body: { locale: 'de', notificationMail: { appeal: false }, timeZone: 'america/new_york' },
    });
    expectDocumentedResponse('updateSettings', changed);
    expect(changed.body.result).to.deep.include({
      locale: 'de',
      notificationMail: { listing_report: true, statement_of_reasons: true, appeal: false },
      defaultCurrency: 'EUR',
      timeZone: 'America/New_York',
    });
    expect(changed.body.result.updatedAt).to.be.a('string');

    const again = await call('PATCH', '/v1/settings', {
      token: account.token,
      body: { defaultCurrency: 'CHF', notificationMail: { listing_report: false } },
    });
    expect(again.body.result).to.deep.include({
      locale: 'de',
      notificationMail: { listing_report: false, statement_of_reasons: true, appeal: false },
      defaultCurrency: 'CHF',
      timeZone: 'America/New_York',
    });
    expect((await call('GET', '/v1/settings', { token: account.token })).body.result).to.deep.equal(again.body.result);

    const other = await registerAccount('settings-other');
    expect((await call('GET', '/v1/settings', { token: other.token })).body.result).to.deep.equal({
      ...DEFAULTS,
      updatedAt: null,
    });
  });

  const invalid: Array<[string, Record<string, unknown>, string | RegExp]> = [
    ['an unknown time zone', { timeZone: 'Mars/Olympus_Mons' }, 'body.timeZone'],
    ['an offset instead of a zone name', { timeZone: '+02:00' }, 'body.timeZone'],
    ['an empty time zone', { timeZone: '' }, 'body.timeZone'],
    ['an unknown currency', { defaultCurrency: 'EURO' }, 'body.defaultCurrency'],
    ['a lower-case currency', { defaultCurrency: 'eur' }, 'body.defaultCurrency'],
    ['an unsupported locale', { locale: 'fr' }, 'body.locale'],
    ['an unknown mail kind', { notificationMail: { newsletter: false } }, /^body\.notificationMail/],
    ['a mail switch that is not a boolean', { notificationMail: { appeal: 'no' } }, 'body.notificationMail.appeal'],
    ['an unknown setting', { theme: 'dark' }, /^body/],
  ];
  for (const [what, body, field] of invalid) {
    it(`refuses ${what} with 400 naming the field, and changes nothing`, async () => {
      const refused = expectError(
        await call('PATCH', '/v1/settings', { token: account.token, body }),
        400,
        'validation_failed',
      );
      if (typeof field === 'string') expect(refused.field).to.equal(field);
      else expect(refused.field).to.match(field);
      expect((await call('GET', '/v1/settings', { token: account.token })).body.result.updatedAt).to.equal(null);
    });
  }

  it('keeps every one of parallel changes of different settings', async () => {
    const changes = [
      { locale: 'de' },
      { timeZone: 'Asia/Tokyo' },
      { defaultCurrency: 'CHF' },
      { notificationMail: { listing_report: false } },
      { notificationMail: { statement_of_reasons: false } },
      { notificationMail: { appeal: false } },
    ];
    const answers = await Promise.all(
      changes.map((body) => call('PATCH', '/v1/settings', { token: account.token, body })),
    );
    for (const answer of answers) expect(answer.status, answer.text).to.equal(200);
    const read = await call('GET', '/v1/settings', { token: account.token });
    expect(read.body.result).to.deep.include({
      locale: 'de',
      timeZone: 'Asia/Tokyo',
      defaultCurrency: 'CHF',
      notificationMail: { listing_report: false, statement_of_reasons: false, appeal: false },
    });
  });

  it('refuses an empty change', async () => {
    expectError(await call('PATCH', '/v1/settings', { token: account.token, body: {} }), 400, 'validation_failed');
  });

  it('refuses callers without a credential (401) and keys without the scope (403); reads need settings:read, writes settings:write', async () => {
    expectError(await call('GET', '/v1/settings'), 401, 'credential_missing');
    expectError(await call('PATCH', '/v1/settings', { body: { locale: 'de' } }), 401, 'credential_missing');
    const none = await createApiKey(account, ['account:read']);
    expectError(await call('GET', '/v1/settings', { token: none.secret }), 403, 'scope_missing');
    expectError(
      await call('PATCH', '/v1/settings', { token: none.secret, body: { locale: 'de' } }),
      403,
      'scope_missing',
    );
    const reader = await createApiKey(account, ['settings:read']);
    expect((await call('GET', '/v1/settings', { token: reader.secret })).status).to.equal(200);
    expectError(
      await call('PATCH', '/v1/settings', { token: reader.secret, body: { locale: 'de' } }),
      403,
      'scope_missing',
    );
    const writer = await createApiKey(account, ['settings:write']);
    expect(
      (await call('PATCH', '/v1/settings', { token: writer.secret, body: { locale: 'de' } })).body.result.locale,
    ).to.equal('de');
    expectError(await call('GET', '/v1/settings', { token: writer.secret }), 403, 'scope_missing');
  });
});
