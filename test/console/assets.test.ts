import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'chai';
import { CONSOLE_BUILD } from '../../services/gateway/console-assets.ts';
import { harness } from '../support/root-hooks.ts';
import { buildConsole } from './browser.ts';

const get = (path: string) => fetch(`${harness().baseUrl}${path}`, { redirect: 'manual' });

describe('web console: the gateway serves the built assets under /console', function () {
  this.timeout(60_000);
  let html: string;

  before(async () => {
    await buildConsole();
    html = await readFile(join(CONSOLE_BUILD, 'index.html'), 'utf8');
  });

  it('builds an index.html without inline script: every script is an external file of its own origin', () => {
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts).to.have.length.greaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).to.match(/\bsrc="\/console\/assets\/[\w.-]+\.js"/);
      expect(body!.trim()).to.equal('');
    }
    expect(html).not.to.match(/\son[a-z]+=/i, 'no inline event handler');
    expect(html).not.to.match(/<style\b/i, 'no inline style element');
  });

  it('answers index.html with the Content-Security-Policy, no framing and no caching', async () => {
    const response = await get('/console/');
    expect(response.status).to.equal(200);
    expect(response.headers.get('content-type')).to.match(/^text\/html; charset=utf-8$/i);
    expect(response.headers.get('cache-control')).to.equal('no-cache');
    const csp = response.headers.get('content-security-policy') ?? '';
    const directives = Object.fromEntries(
      csp
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values.join(' ')]),
    );
    expect(directives).to.include({
      'script-src': "'self'",
      'frame-ancestors': "'none'",
      'default-src': "'self'",
      'object-src': "'none'",
    });
    expect(csp).not.to.include('unsafe-inline');
    expect(response.headers.get('x-frame-options')).to.equal('DENY');
    expect(response.headers.get('referrer-policy')).to.equal('no-referrer');
    expect(response.headers.get('x-content-type-options')).to.equal('nosniff');
    expect(await response.text()).to.equal(html);
  });

  it('answers the hashed assets with their content types and a year of immutable caching', async () => {
    const script = /src="(\/console\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    const style = /href="(\/console\/assets\/[^"]+\.css)"/.exec(html)![1]!;
    for (const [path, type] of [
      [script, /^text\/javascript; charset=utf-8$/i],
      [style, /^text\/css; charset=utf-8$/i],
    ] as const) {
      const response = await get(path);
      expect(response.status, path).to.equal(200);
      expect(response.headers.get('content-type'), path).to.match(type);
      expect(response.headers.get('cache-control'), path).to.equal('public, max-age=31536000, immutable');
      expect(response.headers.get('content-security-policy'), path).to.be.a('string');
    }
  });

  it('redirects /console to /console/ and leaves unknown paths to the API 404', async () => {
    const bare = await get('/console');
    expect(bare.status).to.equal(301);
    expect(bare.headers.get('location')).to.equal('/console/');
    const missing = await get('/console/assets/no-such-file.js');
    expect(missing.status).to.equal(404);
    expect(((await missing.json()) as { errors: Array<{ slug: string }> }).errors[0]!.slug).to.equal('route_not_found');
  });
});
