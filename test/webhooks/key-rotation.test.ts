import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { reencryptSealedData } from '../../services/core/reencrypt/reencrypt.ts';
import { runJob } from '../../services/worker/worker.ts';
import { SecretBox } from '../../shared/crypto/secret-box.ts';
import { verifySignature } from '../../shared/webhooks/verify-signature.ts';
import { registerAccount } from '../support/factories.ts';
import { harness } from '../support/root-hooks.ts';
import { SettableClock } from '../support/settable-clock.ts';
import { startReceiver } from './receiver.ts';
import { subscribe } from './support.ts';
import { insertPendingDelivery, storedDelivery, workerDeps } from './worker-deps.ts';

describe('webhooks: after DATA_ENCRYPTION_KEY is rotated and npm run reencrypt ran', () => {
  it('signs deliveries with the subscription secret it was created with, under the new key alone', async () => {
    const receiver = await startReceiver();
    try {
      const account = await registerAccount('webhook-key-rotation');
      const { id, secret } = await subscribe(account, `${receiver.url}/rotated`, ['deal.created']);
      // A database of its own holding this subscription as the service sealed it, so the rotation leaves others be.
      const db = harness().mongo.client.db(`rotation_${randomBytes(4).toString('hex')}`);
      const stored = await harness()
        .mongo.db.collection('webhook_subscriptions')
        .findOne({ _id: id as never });
      await db.collection('webhook_subscriptions').insertOne(stored!);
      const oldKey = harness().config.dataEncryptionKey;
      const newKey = randomBytes(32).toString('hex');
      expect(await reencryptSealedData({ db, box: new SecretBox(newKey, oldKey) })).to.include({ resealed: 1 });

      const deliveryId = await insertPendingDelivery(db, { id, accountId: account.id });
      const config = { ...harness().config, dataEncryptionKey: newKey, previousDataEncryptionKey: null };
      await runJob(
        { kind: 'deliver-webhook', deliveryId, attempt: 1 },
        workerDeps(db, new SettableClock(new Date()), config),
      );
      const [delivery] = await receiver.waitFor(1, '/rotated');
      expect(verifySignature(delivery!.signature, delivery!.rawBody, secret)).to.deep.include({ valid: true });
      expect((await storedDelivery(db, deliveryId))?.status).to.equal('succeeded');
    } finally {
      await receiver.stop();
    }
  });
});
