import { pino, type Logger } from 'pino';

export type { Logger };

/** Every process logs JSON through pino; credentials and secrets are redacted wherever they appear. */
export function createLogger(level: string, name: string): Logger {
  return pino({
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
  });
}
