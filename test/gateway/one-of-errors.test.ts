import { expect } from 'chai';
import { call } from '../support/http.ts';

/** The token endpoint's body is a oneOf told apart by `grant_type`: a refusal names the fields of the grant sent. */
describe('gateway: validation errors of a oneOf body', () => {
  const token = (body: Record<string, string>, form = false) =>
    call(
      'POST',
      '/v1/auth/oauth/token',
      form
        ? {
            rawBody: new URLSearchParams(body).toString(),
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          }
        : { body },
    );

  it('regression: a refresh grant without refresh_token names refresh_token alone, not the code grant’s fields', async () => {
    for (const form of [false, true]) {
      const response = await token({ grant_type: 'refresh_token', client_id: 'client-of-nobody' }, form);
      expect(response.status, response.text).to.equal(400);
      expect(response.body.errors).to.deep.equal([
        {
          code: 1000,
          slug: 'validation_failed',
          message: 'body.refresh_token is required',
          field: 'body.refresh_token',
        },
      ]);
      expect(response.body).to.include({
        error: 'invalid_request',
        error_description: 'body.refresh_token is required',
      });
    }
  });

  it('names the missing fields of the code grant when that grant is sent', async () => {
    const response = await token({ grant_type: 'authorization_code', client_id: 'client-of-nobody', code: 'c' });
    expect(response.body.errors.map((error: { field: string }) => error.field)).to.have.members([
      'body.redirect_uri',
      'body.code_verifier',
    ]);
  });

  it('names grant_type alone when it selects no grant, and answers unsupported_grant_type', async () => {
    const response = await token({ grant_type: 'password', client_id: 'client-of-nobody', username: 'u' });
    expect(response.status).to.equal(400);
    expect(response.body.errors).to.deep.equal([
      {
        code: 1000,
        slug: 'validation_failed',
        message: 'body.grant_type must be one of: "authorization_code", "refresh_token"',
        field: 'body.grant_type',
      },
    ]);
    expect(response.body.error).to.equal('unsupported_grant_type');
    const missing = await token({ client_id: 'client-of-nobody' });
    expect(missing.body.errors.map((error: { message: string }) => error.message)).to.deep.equal([
      'body.grant_type is required',
    ]);
  });
});
