import { expect } from 'chai';
import { RouteTable } from './route-table.ts';

const routes = [
  { method: 'get', path: '/v1/claims/{id}' },
  { method: 'post', path: '/v1/claims/{id}/decision' },
  { method: 'get', path: '/v1/claims/confirmations/{token}' },
  { method: 'post', path: '/v1/claims/confirmations/{token}' },
  { method: 'get', path: '/v1/keys/scopes' },
  { method: 'delete', path: '/v1/keys/{id}' },
  { method: 'get', path: '/llms.txt' },
];
const table = new RouteTable(routes);

describe('route table', () => {
  it('prefers a literal path over a template that also matches', () => {
    expect(table.match('GET', '/v1/keys/scopes')).to.equal(routes[4]);
    expect(table.match('DELETE', '/v1/keys/scopes')).to.equal(routes[5]);
  });

  it('prefers the template with more literal text', () => {
    expect(table.match('GET', '/v1/claims/confirmations/tok_1')).to.equal(routes[2]);
    expect(table.match('GET', '/v1/claims/clm_1')).to.equal(routes[0]);
  });

  it('matches whole segments only and treats dots literally', () => {
    expect(table.match('GET', '/v1/claims/a/b')).to.equal(undefined);
    expect(table.match('GET', '/llmsXtxt')).to.equal(undefined);
    expect(table.match('POST', '/v1/claims/clm_1/decision/')).to.equal(undefined);
  });

  it('lists the methods declared at a path for 405 answers', () => {
    expect(table.methodsAt('/v1/claims/confirmations/tok_1').sort()).to.deep.equal(['GET', 'POST']);
    expect(table.methodsAt('/v1/nowhere')).to.deep.equal([]);
  });
});
