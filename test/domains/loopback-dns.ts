import { createSocket, type Socket } from 'node:dgram';
import { once } from 'node:events';
import { decode, encode, type Answer } from 'dns-packet';

/**
 * A DNS server on loopback (UDP) answering TXT and A queries from records the test sets: an unknown name is
 * NXDOMAIN, a known name without records of the asked type an empty answer, as a real authoritative server does;
 * names in `failing` are SERVFAIL.
 */
export class LoopbackDns {
  private readonly txt = new Map<string, string[]>();
  private readonly a = new Map<string, string>();
  /** Names answered with SERVFAIL, as a broken authoritative server would. */
  readonly failing = new Set<string>();
  private socket: Socket | undefined;

  async start(): Promise<number> {
    const socket = createSocket('udp4');
    socket.on('message', (message, remote) => {
      const reply = this.answer(message);
      if (reply) socket.send(reply, remote.port, remote.address);
    });
    socket.bind(0, '127.0.0.1');
    await once(socket, 'listening');
    this.socket = socket;
    return socket.address().port;
  }

  setTxt(name: string, values: string[]): void {
    this.txt.set(name.toLowerCase(), values);
  }

  removeTxt(name: string): void {
    this.txt.delete(name.toLowerCase());
  }

  setA(name: string, address: string): void {
    this.a.set(name.toLowerCase(), address);
  }

  async stop(): Promise<void> {
    if (!this.socket) return;
    const closed = once(this.socket, 'close');
    this.socket.close();
    await closed;
  }

  private answer(message: Buffer): Buffer | null {
    let query;
    try {
      query = decode(message);
    } catch {
      return null;
    }
    const question = query.questions?.[0];
    if (!question) return null;
    const name = question.name.toLowerCase();
    const answers: Answer[] = [];
    if (question.type === 'TXT')
      for (const value of this.txt.get(name) ?? [])
        answers.push({ type: 'TXT', name: question.name, ttl: 1, data: value });
    const address = this.a.get(name);
    if (question.type === 'A' && address) answers.push({ type: 'A', name: question.name, ttl: 1, data: address });
    const known = this.txt.has(name) || this.a.has(name);
    const rcode = this.failing.has(name) ? 2 : known ? 0 : 3;
    return encode({
      type: 'response',
      id: query.id,
      flags: rcode | (1 << 10) | (1 << 8),
      questions: query.questions,
      answers,
    });
  }
}
