import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Response } from 'express';
import { packageFile } from '../../shared/package-files.ts';

/** Where `npm run build:console` writes the web console (console/vite.config.ts). */
export const CONSOLE_BUILD = packageFile('console/dist');

/**
 * No inline script or style element, no other origin, never inside a frame: the console holds a human's
 * session, which approves money movements.
 */
export const CONSOLE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The built web console under /console: hashed assets cached for a year, index.html revalidated on every load
 * so a new build is picked up at once. Paths it does not have fall through to the API's 404.
 */
export function consoleAssets(root = CONSOLE_BUILD): express.Router {
  const router = express.Router();
  router.use((_req, res, next) => {
    res.set({
      'content-security-policy': CONSOLE_CSP,
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
    });
    next();
  });
  router.get(['/', '/index.html'], (req, res, next) => {
    if (!existsSync(join(root, 'index.html'))) {
      res.status(404).type('text/plain').send('The web console is not built: run `npm run build:console`.\n');
      return;
    }
    next();
  });
  router.use(
    express.static(root, {
      index: 'index.html',
      fallthrough: true,
      etag: true,
      lastModified: false,
      setHeaders: (res: Response, path: string) => {
        res.set(
          'cache-control',
          path.includes(`${join(root, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    }),
  );
  return router;
}
