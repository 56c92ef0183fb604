import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { call } from '../support/http.ts';
import { registerAccount, type TestAccount } from '../support/factories.ts';
import { harness } from '../support/root-hooks.ts';

const newKey = () => `key-${randomBytes(8).toString('hex')}`;
const requestBody = (title: string) => ({
  title,
  body: 'Looking for a plumber in Berlin next week.',
  category: 'local-services',
});

function postRequest(account: TestAccount, key: string, body: unknown) {
  return call('POST', '/v1/requests', { token: account.token, body, headers: { 'idempotency-key': key } });
}

async function requestsTitled(title: string): Promise<number> {
  return harness().mongo.db.collection('requests').countDocuments({ title });
}

describe('gateway: Idempotency-Key', () => {
  let account: TestAccount;
  before(async () => {
    account = await registerAccount('idempotent');
  });

  it('replays the first answer byte for byte and marks it replayed, without a second effect', async () => {
    const key = newKey();
    const title = `replay ${key}`;
    const first = await postRequest(account, key, requestBody(title));
    expect(first.status, first.text).to.equal(201);
    expect(first.headers.get('idempotent-replayed')).to.equal(null);
    const second = await postRequest(account, key, requestBody(title));
    expect(second.status).to.equal(201);
    expect(second.text).to.equal(first.text);
    expect(second.headers.get('idempotent-replayed')).to.equal('true');
    expect(await requestsTitled(title)).to.equal(1);
  });

  it('treats the same body with keys in another order as the same request', async () => {
    const key = newKey();
    const title = `order ${key}`;
    const { title: t, body, category } = requestBody(title);
    await postRequest(account, key, { title: t, body, category });
    const reordered = await postRequest(account, key, { category, body, title: t });
    expect(reordered.headers.get('idempotent-replayed')).to.equal('true');
  });

  it('refuses the same key with a different payload as idempotency_key_reused', async () => {
    const key = newKey();
    await postRequest(account, key, requestBody(`first ${key}`));
    const reused = await postRequest(account, key, requestBody(`second ${key}`));
    expect(reused.status).to.equal(422);
    expect(reused.body.errors[0]).to.include({ slug: 'idempotency_key_reused', field: 'header.Idempotency-Key' });
    expect(await requestsTitled(`second ${key}`)).to.equal(0);
  });

  it('scopes keys to the principal: another account may use the same key', async () => {
    const key = newKey();
    const other = await registerAccount('other');
    const mine = await postRequest(account, key, requestBody(`mine ${key}`));
    const theirs = await postRequest(other, key, requestBody(`theirs ${key}`));
    expect(mine.status).to.equal(201);
    expect(theirs.status).to.equal(201);
    expect(theirs.headers.get('idempotent-replayed')).to.equal(null);
  });

  it('does not store requests rejected by validation', async () => {
    const key = newKey();
    const invalid = await postRequest(account, key, { title: '' });
    expect(invalid.status).to.equal(400);
    const valid = await postRequest(account, key, requestBody(`after invalid ${key}`));
    expect(valid.status).to.equal(201);
    expect(valid.headers.get('idempotent-replayed')).to.equal(null);
  });

  it('regression: validates the key itself, naming the header as the reuse error does (header.Idempotency-Key)', async () => {
    const response = await postRequest(account, 'spaces are not allowed', requestBody('bad key'));
    expect(response.status).to.equal(400);
    expect(response.body.errors[0].field).to.equal('header.Idempotency-Key');
  });

  it('regression: scopes keys per account and operation, as documented: one key may create a request and a job', async () => {
    const key = newKey();
    const request = await postRequest(account, key, requestBody(`per operation ${key}`));
    expect(request.status, request.text).to.equal(201);
    const job = await call('POST', '/v1/jobs', {
      token: account.token,
      headers: { 'idempotency-key': key },
      body: { title: `job ${key}`, description: 'A job posted with the same key.', category: 'other' },
    });
    expect(job.status, job.text).to.equal(201);
    expect(job.headers.get('idempotent-replayed')).to.equal(null);
  });

  it('runs 20 parallel requests with one key exactly once; the others replay or are told it is in use', async () => {
    const key = newKey();
    const title = `parallel ${key}`;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => postRequest(account, key, requestBody(title))),
    );
    expect(await requestsTitled(title)).to.equal(1);
    const created = responses.filter(
      (response) => response.status === 201 && !response.headers.get('idempotent-replayed'),
    );
    const replayed = responses.filter((response) => response.headers.get('idempotent-replayed') === 'true');
    const inUse = responses.filter((response) => response.status === 409);
    expect(created).to.have.length(1);
    expect(replayed.length + inUse.length).to.equal(19);
    for (const response of replayed) expect(response.text).to.equal(created[0]!.text);
    for (const response of inUse) expect(response.body.errors[0].slug).to.equal('idempotency_key_in_use');
    const retried = await postRequest(account, key, requestBody(title));
    expect(retried.text).to.equal(created[0]!.text);
  });
});
