import { SecretBox } from '../shared/crypto/secret-box.ts';
import { loadConfig } from '../shared/config.ts';
import { reencryptSealedData } from '../services/core/reencrypt/reencrypt.ts';
import { failCommand, openCliContext } from './cli-context.ts';
import { commandEnvironment } from './local/dev-state.ts';

/**
 * `npm run reencrypt`: after DATA_ENCRYPTION_KEY was rotated (docs/deployment.md, Rotating secrets), re-seals under
 * the current key everything the previous one (DATA_ENCRYPTION_KEY_PREVIOUS) sealed. Prints progress and a summary;
 * exit code 1 if any sealed value could not be opened (it names a key the configuration does not hold). A value
 * rewritten while it ran is counted and left as written: run it again to check those.
 */
async function main(): Promise<number> {
  const config = loadConfig({ LOG_LEVEL: 'warn', ...(await commandEnvironment()) });
  const context = await openCliContext('reencrypt');
  try {
    const summary = await reencryptSealedData({
      db: context.mongo.db,
      box: new SecretBox(config.dataEncryptionKey, config.previousDataEncryptionKey),
      progress: (message) => console.log(`reencrypt: ${message}`),
    });
    console.log(
      `reencrypt: re-sealed ${summary.resealed}, already current ${summary.alreadyCurrent}, unreadable ${summary.unreadable}, changed meanwhile ${summary.changedMeanwhile}`,
    );
    return summary.unreadable === 0 ? 0 : 1;
  } finally {
    await context.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => failCommand('reencrypt', error),
);
