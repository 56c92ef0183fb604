import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'chai';
import { expectDocumentedResponse } from '../support/documented-response.ts';
import { call, type ApiResponse } from '../support/http.ts';
import type { TestAccount } from '../support/factories.ts';

/** Starts an import (URL or text) and answers the accepted job, checked against the document. */
export async function startImport(account: TestAccount, body: Record<string, unknown>): Promise<Record<string, any>> {
  const response = await call('POST', '/v1/intake/imports', { token: account.token, body });
  expect(response.status, response.text).to.equal(202);
  expectDocumentedResponse('importDraft', response);
  return response.body.result;
}

/** Polls the job until the import has an outcome; the last answer, checked against the document. */
export async function finishedJob(account: TestAccount, jobId: string): Promise<Record<string, any>> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const response = await call('GET', `/v1/intake/jobs/${jobId}`, { token: account.token });
    expect(response.status, response.text).to.equal(200);
    expectDocumentedResponse('getIntakeJob', response);
    if (!['queued', 'running'].includes(response.body.result.status)) return response.body.result;
    await sleep(100);
  }
  throw new Error(`intake job ${jobId} did not finish`);
}

/** Imports and waits for the outcome. */
export async function importAndWait(account: TestAccount, body: Record<string, unknown>): Promise<Record<string, any>> {
  return finishedJob(account, (await startImport(account, body)).id);
}

export async function importStructured(account: TestAccount, body: Record<string, unknown>): Promise<ApiResponse> {
  const response = await call('POST', '/v1/intake/import-structured', { token: account.token, body });
  if (response.status === 201) expectDocumentedResponse('importStructured', response);
  return response;
}
