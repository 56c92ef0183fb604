import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import nodemailer from 'nodemailer';
import { cacheLayout } from '../../scripts/servers/cache-dir.ts';
import { requiredVersion, toolModuleDir } from '../../scripts/servers/go-build.ts';
import { startMailpit } from '../../scripts/servers/mailpit.ts';
import { uniqueEmail } from '../support/factories.ts';
import { mailpit, MailpitClient } from '../support/mailpit.ts';
import { harness } from '../support/root-hooks.ts';
import { needs } from '../support/needs.ts';

needs(import.meta.url, ['mail']);

const pinnedVersion = (): Promise<string> => requiredVersion(toolModuleDir('mailpit'), 'github.com/axllent/mailpit');

async function sendThrough(smtpUrl: string, to: string, subject: string, text: string): Promise<void> {
  const transport = nodemailer.createTransport(smtpUrl);
  try {
    await transport.sendMail({ from: 'Tests <tests@example.test>', to, subject, text });
  } finally {
    transport.close();
  }
}

describe('local servers: Mailpit, the mail catcher', function () {
  this.timeout(60_000);

  it('keeps a mail sent through its SMTP port with nodemailer and serves it through its API', async () => {
    const to = uniqueEmail('smtp');
    const text = 'Open http://localhost:3000/sign-in/magic?token=abc_DEF-123 to sign in.\nLine two: ÄÖÜ.';
    await sendThrough(harness().servers.smtpUrl, to, 'Through SMTP', text);
    const mail = await mailpit().waitForMailTo(to);
    expect(mail.Subject).to.equal('Through SMTP');
    expect(mail.From.Address).to.equal('tests@example.test');
    expect(mail.To.map((address) => address.Address)).to.deep.equal([to]);
    // SMTP carries lines ending in CRLF.
    expect(mail.Text.replaceAll('\r\n', '\n').trimEnd()).to.equal(text);
  });

  it('lists only the mails to exactly the address asked for', async () => {
    const to = uniqueEmail('exact');
    await sendThrough(harness().servers.smtpUrl, `x${to}`, 'To a longer address', 'not for the shorter one');
    await sendThrough(harness().servers.smtpUrl, to, 'To the address', 'for it');
    await mailpit().waitForMailTo(`x${to}`);
    expect((await mailpit().mailsTo(to)).map((mail) => mail.Subject)).to.deep.equal(['To the address']);
  });

  it('runs the pinned version with its web inbox built in', async () => {
    const base = harness().servers.mailpitUrl;
    const info = (await (await fetch(`${base}/api/v1/info`)).json()) as { Version: string };
    expect(info.Version).to.equal(await pinnedVersion());
    const page = await fetch(`${base}/`);
    expect(page.status).to.equal(200);
    const html = await page.text();
    const script = /<script src="([^"?]+)/.exec(html)?.[1];
    expect(script, 'the inbox page loads its app').to.equal('/dist/app.js');
    const app = await fetch(`${base}${script}`);
    expect(app.status, 'the app bundle is in the binary').to.equal(200);
    expect(app.headers.get('content-type')).to.match(/javascript/);
    expect((await app.arrayBuffer()).byteLength).to.be.greaterThan(100_000);
  });

  it("keeps the mails of a persistent run's data across a restart", async () => {
    const runDir = await mkdtemp(path.join(os.tmpdir(), 'mailpit-'));
    const context = { cache: cacheLayout(), runDir, log: () => undefined };
    try {
      const to = uniqueEmail('kept');
      const first = await startMailpit(context);
      try {
        await sendThrough(first.url, to, 'Kept', 'still here after a restart');
        await new MailpitClient(first.webUrl!).waitForMailTo(to);
      } finally {
        await first.stop();
      }
      const second = await startMailpit(context);
      try {
        expect(second.url, 'a new SMTP port').to.not.equal(first.url);
        const mails = await new MailpitClient(second.webUrl!).mailsTo(to);
        expect(mails.map((mail) => mail.Subject)).to.deep.equal(['Kept']);
      } finally {
        await second.stop();
      }
    } finally {
      await rm(runDir, { recursive: true, force: true });
    }
  });
});
