import { pino, type Logger } from 'pino';

export type { Logger };

/**
 * Lines are collected and written to standard output in batches of 4 KiB or every 250 ms, whichever comes first:
 * one write per line (the gateway logs every answer) cost a system call on every request, and the reader of the pipe
 * a wake-up. pino writes what is left when the process exits.
 */
const BATCH_BYTES = 4096;
const FLUSH_EVERY_MS = 250;

/** Every process logs JSON through pino; credentials and secrets are redacted wherever they appear. */
export function createLogger(level: string, name: string): Logger {
  const options = {
    name,
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.currentPassword',
        '*.newPassword',
        '*.secret',
        '*.token',
        '*.stripeSecretKey',
        '*.stripeWebhookSecret',
      ],
      censor: '[redacted]',
    },
  };
  // A silent logger never writes: no batch to keep, no timer.
  if (level === 'silent') return pino(options);
  return pino(
    options,
    pino.destination({ dest: 1, sync: false, minLength: BATCH_BYTES, periodicFlush: FLUSH_EVERY_MS }),
  );
}
