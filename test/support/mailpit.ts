import { setTimeout as delay } from 'node:timers/promises';
import { harness } from './root-hooks.ts';

export interface MailAddress {
  Name: string;
  Address: string;
}

/** A mail as Mailpit lists it (`GET /api/v1/search`). */
export interface MailSummary {
  ID: string;
  From: MailAddress;
  To: MailAddress[];
  Subject: string;
  Created: string;
}

/** A mail as Mailpit reads it (`GET /api/v1/message/{ID}`): headers and the decoded bodies. */
export interface MailMessage extends MailSummary {
  Text: string;
  HTML: string;
}

export interface WaitOptions {
  /** How many mails to the address must have arrived. */
  count?: number;
  timeoutMs?: number;
}

/** A client of Mailpit's REST API (https://mailpit.axllent.org/docs/api-v1/) for reading what the service mailed. */
export class MailpitClient {
  constructor(private readonly baseUrl: string) {}

  /** The mails addressed to exactly `address`, newest first. */
  async mailsTo(address: string): Promise<MailSummary[]> {
    const query = new URLSearchParams({ query: `to:"${address}"`, limit: '200' });
    const found = await this.get<{ messages: MailSummary[] }>(`/api/v1/search?${query}`);
    // Mailpit's `to:` matches any address containing the text.
    const wanted = address.toLowerCase();
    return found.messages.filter((mail) => mail.To.some((to) => to.Address.toLowerCase() === wanted));
  }

  read(id: string): Promise<MailMessage> {
    return this.get<MailMessage>(`/api/v1/message/${encodeURIComponent(id)}`);
  }

  /** Waits until `count` (1) mails to `address` have arrived and reads the newest. */
  async waitForMailTo(address: string, { count = 1, timeoutMs = 10_000 }: WaitOptions = {}): Promise<MailMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mails = await this.mailsTo(address);
      if (mails.length >= count) return this.read(mails[0]!.ID);
      if (Date.now() > deadline)
        throw new Error(`${mails.length} mails to ${address} in Mailpit after ${timeoutMs} ms, expected ${count}`);
      await delay(100);
    }
  }

  /** Runs `send`, which mails `address`, and reads the mail it made arrive. */
  async mailSentBy(address: string, send: () => Promise<void>): Promise<MailMessage> {
    const before = (await this.mailsTo(address)).length;
    await send();
    return this.waitForMailTo(address, { count: before + 1 });
  }

  private async get<T>(path: string): Promise<T> {
    const response = await fetch(`${this.baseUrl}${path}`, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`Mailpit answered ${response.status} to GET ${path}: ${await response.text()}`);
    return (await response.json()) as T;
  }
}

/** The first link that starts a line of the mail's text. */
export function linkIn(mail: MailMessage): URL {
  const link = /^https?:\/\/\S+/m.exec(mail.Text)?.[0];
  if (!link) throw new Error(`no link in the mail "${mail.Subject}": ${mail.Text}`);
  return new URL(link);
}

/** The Mailpit of this test run. */
export function mailpit(): MailpitClient {
  const url = harness().servers.mailpitUrl;
  if (!url) throw new Error('no Mailpit to read mails from: SMTP_URL is set without MAILPIT_URL');
  return new MailpitClient(url);
}
