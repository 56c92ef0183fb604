import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import type { Db } from 'mongodb';
import { reencryptSealedData, SEALED_FIELDS } from '../../services/core/reencrypt/reencrypt.ts';
import { SecretBox, type SealedSecret } from '../../shared/crypto/secret-box.ts';
import { harness } from '../support/root-hooks.ts';
import { runToExit } from '../migrations/processes.ts';

const keyA = randomBytes(32).toString('hex');
const keyB = randomBytes(32).toString('hex');
const keyC = randomBytes(32).toString('hex');

type Sealed = { _id: string; secret?: SealedSecret; sealedText?: SealedSecret | null };

/** Sealed values written straight into a database of their own: the command only reads and re-seals them. */
async function seededDatabase(): Promise<{ db: Db; name: string }> {
  const name = `reencrypt_${randomBytes(4).toString('hex')}`;
  const db = harness().mongo.client.db(name);
  const underA = new SecretBox(keyA);
  await db
    .collection<Sealed>('webhook_subscriptions')
    .insertMany(
      ['whk_1', 'whk_2', 'whk_3', 'whk_4', 'whk_5'].map((_id) => ({ _id, secret: underA.seal(`whsec_${_id}`) })),
    );
  await db.collection<Sealed>('mail_outbox').insertMany([
    { _id: 'mal_1', sealedText: underA.seal('link for mal_1') },
    { _id: 'mal_2', sealedText: null },
    { _id: 'mal_3', sealedText: new SecretBox(keyB).seal('link for mal_3') },
  ]);
  return { db, name };
}

/** Sets `secret` of one webhook subscription from a process of its own, blocking this one until it is written. */
function rewriteInAnotherProcess(database: string, id: string, secret: SealedSecret): void {
  const script = `import { MongoClient } from 'mongodb';
    const client = await new MongoClient(process.env.MONGODB_URL).connect();
    await client.db(process.env.DATABASE).collection('webhook_subscriptions')
      .updateOne({ _id: process.env.ID }, { $set: { secret: JSON.parse(process.env.SECRET) } });
    await client.close();`;
  execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: new URL('../../', import.meta.url),
    env: {
      PATH: process.env.PATH ?? '',
      MONGODB_URL: harness().config.mongodbUrl,
      DATABASE: database,
      ID: id,
      SECRET: JSON.stringify(secret),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function openedWith(db: Db, box: SecretBox): Promise<string[]> {
  const opened: string[] = [];
  for (const { collection, field } of SEALED_FIELDS) {
    for (const document of await db.collection<Sealed>(collection).find({}).sort({ _id: 1 }).toArray()) {
      const value = document[field as 'secret'];
      if (value) opened.push(box.open(value));
    }
  }
  return opened;
}

describe('security: rotating DATA_ENCRYPTION_KEY (npm run reencrypt)', function () {
  this.timeout(60_000);

  it('re-seals everything under the previous key, so that the new key alone opens it all, and again finds nothing to do', async () => {
    const { db } = await seededDatabase();
    const rotating = new SecretBox(keyB, keyA);
    const progress: string[] = [];
    const first = await reencryptSealedData({ db, box: rotating, batchSize: 2, progress: (m) => progress.push(m) });
    expect(first).to.deep.equal({ resealed: 6, alreadyCurrent: 1, unreadable: 0, changedMeanwhile: 0 });
    expect(progress).to.include('webhook_subscriptions.secret: through whk_5');
    expect(await openedWith(db, new SecretBox(keyB))).to.deep.equal([
      'whsec_whk_1',
      'whsec_whk_2',
      'whsec_whk_3',
      'whsec_whk_4',
      'whsec_whk_5',
      'link for mal_1',
      'link for mal_3',
    ]);
    expect(await reencryptSealedData({ db, box: rotating })).to.deep.equal({
      resealed: 0,
      alreadyCurrent: 7,
      unreadable: 0,
      changedMeanwhile: 0,
    });
  });

  it('leaves a value rewritten between its read and its re-seal as its writer wrote it (even under the previous key, as a process not yet restarted seals), counts it, and re-seals it when run again', async () => {
    const { db, name } = await seededDatabase();
    const read = await db.collection<Sealed>('webhook_subscriptions').findOne({ _id: 'whk_2' });
    const rewritten = new SecretBox(keyA).seal('whsec_rewritten');
    /** Opens as the rotating box does; on opening whk_2 as read, another process rewrites it first (synchronously). */
    class InterleavedBox extends SecretBox {
      override open(sealed: SealedSecret): string {
        if (sealed.iv === read?.secret?.iv) rewriteInAnotherProcess(name, 'whk_2', rewritten);
        return super.open(sealed);
      }
    }
    const first = await reencryptSealedData({ db, box: new InterleavedBox(keyB, keyA) });
    expect(first).to.deep.equal({ resealed: 5, alreadyCurrent: 1, unreadable: 0, changedMeanwhile: 1 });
    const kept = await db.collection<Sealed>('webhook_subscriptions').findOne({ _id: 'whk_2' });
    expect(kept?.secret).to.deep.equal(rewritten);
    expect(await reencryptSealedData({ db, box: new SecretBox(keyB, keyA) })).to.deep.equal({
      resealed: 1,
      alreadyCurrent: 6,
      unreadable: 0,
      changedMeanwhile: 0,
    });
    expect(await openedWith(db, new SecretBox(keyB))).to.include('whsec_rewritten');
  });

  it('as its command (scripts/reencrypt.ts, what npm run reencrypt runs): prints the summary, and exits non-zero when a value is under an unknown key', async () => {
    const { db, name } = await seededDatabase();
    await db.collection<Sealed>('webhook_subscriptions').insertOne({
      _id: 'whk_9',
      secret: new SecretBox(keyC).seal('whsec_lost'),
    });
    const env = {
      MONGODB_URL: harness().config.mongodbUrl,
      MONGODB_DATABASE: name,
      ELASTICSEARCH_URL: harness().config.elasticsearchUrl,
      DATA_ENCRYPTION_KEY: keyB,
      DATA_ENCRYPTION_KEY_PREVIOUS: keyA,
    };
    const failed = await runToExit('scripts/reencrypt.ts', env);
    expect(failed.code, failed.output).to.equal(1);
    expect(failed.output).to.include('reencrypt: re-sealed 6, already current 1, unreadable 1, changed meanwhile 0');
    await db.collection<Sealed>('webhook_subscriptions').deleteOne({ _id: 'whk_9' });
    const again = await runToExit('scripts/reencrypt.ts', env);
    expect(again.code, again.output).to.equal(0);
    expect(again.output).to.include('reencrypt: re-sealed 0, already current 7, unreadable 0, changed meanwhile 0');
  });
});
