import { randomBytes } from 'node:crypto';
import { setTimeout as pause } from 'node:timers/promises';
import { expect } from 'chai';
import { MongoClient, type CommandStartedEvent, type Db, type Document } from 'mongodb';
import { OutboxCheckpointsRepository } from '../../services/core/outbox/checkpoints.repository.ts';
import {
  APPENDER_TERM_MS,
  OUTBOX_APPENDERS_COLLECTION,
  THIS_PROCESS,
} from '../../services/core/outbox/outbox-appenders.ts';
import { OutboxCursor } from '../../services/core/outbox/outbox-cursor.ts';
import { OUTBOX_COLLECTION, OutboxRepository } from '../../services/core/outbox/outbox.repository.ts';
import { eventRecord, listingChanged, type EventRecord } from '../../services/core/outbox/types.ts';
import { keyedId } from '../../shared/ids.ts';
import { isDuplicateKeyError } from '../../shared/mongo.ts';
import { harness } from '../support/root-hooks.ts';
import { SettableClock } from '../support/settable-clock.ts';
import { needs } from '../support/needs.ts';

needs(import.meta.url, ['mongodb']);

/** `late()` reads at most once a second. */
const SWEEP_INTERVAL_MS = 1_000;

describe('outbox: the checkpoint cursor', () => {
  let db: Db;
  let outbox: OutboxRepository;
  /** The cursor's clock: it times the sweeps, and the records' ids are made by it. */
  let clock: SettableClock;

  beforeEach(async () => {
    clock = new SettableClock(new Date());
    db = harness().mongo.client.db(`test_outbox_cursor_${randomBytes(4).toString('hex')}`);
    outbox = new OutboxRepository(db);
    await outbox.ensureIndexes();
  });

  afterEach(() => db.dropDatabase());

  /** A cursor of consumer `test`, reading through `reading` (the suite's database, but on a client of a test's own). */
  const cursor = (settleMs = 60_000, fullSweepEveryMs?: number, reading: Db = db) =>
    new OutboxCursor<EventRecord>({
      db: reading,
      checkpoints: new OutboxCheckpointsRepository(db),
      consumer: 'test',
      kinds: ['event'],
      settleMs,
      fullSweepEveryMs,
      clock,
    });
  /** An event whose id is made at the clock's instant (a keyed id is dated by the instant it is given). */
  const event = (credits: number) =>
    eventRecord(
      'credit.granted',
      { credits },
      { audience: ['acc_cursor'], now: clock.now(), key: `cursor-${credits}-${randomBytes(4).toString('hex')}` },
    );
  /** Another process that may append: registered until an instant, its appends unknown to this process's cursors. */
  const anotherProcess = {
    registerUntil: (until: Date) =>
      db
        .collection(OUTBOX_APPENDERS_COLLECTION)
        .updateOne({ _id: 'process-other' as never }, { $set: { until } }, { upsert: true }),
    append: (record: EventRecord) => db.collection<EventRecord>(OUTBOX_COLLECTION).insertOne(record),
  };
  /** A cursor on a client of its own, which records the filter of every read of the outbox it makes. */
  const observedCursor = (options: { settleMs?: number } = {}) => {
    const client = new MongoClient(harness().servers.mongodbUrl, { monitorCommands: true });
    const filters: Document[] = [];
    client.on('commandStarted', (started: CommandStartedEvent) => {
      if (started.commandName === 'find' && started.command.find === OUTBOX_COLLECTION)
        filters.push(started.command.filter as Document);
    });
    const reading = cursor(options.settleMs, undefined, client.db(db.databaseName));
    return { reading, filters, close: () => client.close() };
  };
  const windowReads = (filters: Document[]) =>
    filters.filter((filter) => (filter._id as Document | undefined)?.$lte !== undefined);
  const ids = (records: EventRecord[]) => records.map((record) => record._id);
  /** Ids made within one millisecond are ordered by their random part. */
  const inOrder = (records: EventRecord[]) => ids(records).sort();

  it('reads its kind after the position in order, and a new cursor starts where the saved one stood', async () => {
    const first = [event(1), event(2)];
    for (const record of first) await outbox.append(record);
    await outbox.append(listingChanged('lst_cursor', new Date()));
    const reading = cursor();
    expect(ids(await reading.next(10))).to.deep.equal(inOrder(first));
    reading.done(ids(first));
    await reading.save(new Date());

    clock.advance(1); // an id made in the same millisecond could sort before the position
    const later = event(3);
    await outbox.append(later);
    expect(ids(await cursor().next(10))).to.deep.equal([later._id]);
  });

  it('catches a record that became visible after younger ones were read, once', async () => {
    const reading = cursor();
    const late = { ...event(1), _id: keyedId('obx', 'late', new Date(clock.now().getTime() - 1_000)) };
    const young = event(2);
    await outbox.append(young);
    expect(ids(await reading.next(10))).to.deep.equal([young._id]);
    // The older id lands now: a slow insert, or another process's clock behind.
    await outbox.append(late);
    expect(ids(await reading.next(10)), 'behind the position').to.deep.equal([]);
    expect(ids(await reading.late())).to.deep.equal([late._id]);
    clock.advance(SWEEP_INTERVAL_MS);
    expect(ids(await reading.late()), 'read once').to.deep.equal([]);
  });

  it('learns the records this process appended behind its position one by one, reading no window then', async () => {
    const { reading, filters, close } = observedCursor();
    try {
      const young = event(1);
      await outbox.append(young);
      expect(ids(await reading.next(10))).to.deep.equal([young._id]);
      expect(ids(await reading.late()), 'the first sweep reads the whole window').to.deep.equal([]);
      const late = { ...event(2), _id: keyedId('obx', 'late-here', new Date(clock.now().getTime() - 10_000)) };
      await outbox.append(late);
      filters.length = 0;
      clock.advance(SWEEP_INTERVAL_MS);
      expect(ids(await reading.late())).to.deep.equal([late._id]);
      expect(filters, 'the reads of that sweep').to.deep.equal([{ _id: { $in: [late._id] } }]);
      filters.length = 0;
      clock.advance(SWEEP_INTERVAL_MS);
      expect(ids(await reading.late()), 'read once').to.deep.equal([]);
      expect(filters, 'the reads of the next sweep').to.deep.equal([]);
    } finally {
      await close();
    }
  });

  it('learns a record of this process whose insert answered with an error, since it may have landed', async () => {
    const reading = cursor();
    const young = event(1);
    await outbox.append(young);
    expect(ids(await reading.next(10))).to.deep.equal([young._id]);
    await reading.late();
    const late = { ...event(2), _id: keyedId('obx', 'answer-lost', new Date(clock.now().getTime() - 10_000)) };
    // It landed, and its insert answered an error (here: the insert again, refused as a duplicate).
    await db.collection<EventRecord>(OUTBOX_COLLECTION).insertOne({ ...late });
    await outbox.append(late).then(
      () => expect.fail('the second insert of the same id was accepted'),
      (error: unknown) => expect(isDuplicateKeyError(error)).to.equal(true),
    );
    clock.advance(SWEEP_INTERVAL_MS);
    expect(ids(await reading.late())).to.deep.equal([late._id]);
  });

  it('reads windows again while another process may append, until two settling windows after it ended', async () => {
    const { reading, filters, close } = observedCursor({ settleMs: 60_000 });
    try {
      const young = event(1);
      await outbox.append(young);
      expect(ids(await reading.next(10))).to.deep.equal([young._id]);
      await reading.late();
      await anotherProcess.registerUntil(new Date(clock.now().getTime() + 60_000));
      const late = { ...event(2), _id: keyedId('obx', 'late-there', new Date(clock.now().getTime() - 1_000)) };
      await anotherProcess.append(late);
      clock.advance(SWEEP_INTERVAL_MS);
      expect(ids(await reading.late()), "the other process's record").to.deep.equal([late._id]);

      await anotherProcess.registerUntil(new Date(clock.now().getTime() - 120_000 + SWEEP_INTERVAL_MS + 1));
      filters.length = 0;
      clock.advance(SWEEP_INTERVAL_MS);
      await reading.late();
      expect(windowReads(filters), 'while it ended less than two settling windows ago').to.have.length(1);
      filters.length = 0;
      clock.advance(SWEEP_INTERVAL_MS);
      await reading.late();
      expect(windowReads(filters), 'once it ended two settling windows ago').to.deep.equal([]);
    } finally {
      await close();
    }
  });

  it('registers this process to append before its first append, for most of a term ahead', async () => {
    await outbox.append(event(1));
    const registration = await db.collection(OUTBOX_APPENDERS_COLLECTION).findOne({ _id: THIS_PROCESS as never });
    expect(registration?.until.getTime()).to.be.greaterThan(Date.now() + (APPENDER_TERM_MS * 2) / 3);
  });

  it('reads the last few seconds every second, and a record later than those once the whole window is read again', async () => {
    const reading = cursor(60_000, 2_500);
    await anotherProcess.registerUntil(new Date(clock.now().getTime() + 60_000));
    const young = event(1);
    await outbox.append(young);
    expect(ids(await reading.next(10))).to.deep.equal([young._id]);
    expect(ids(await reading.late()), 'the first sweep reads the whole window').to.deep.equal([]);
    const veryLate = { ...event(2), _id: keyedId('obx', 'very-late', new Date(clock.now().getTime() - 10_000)) };
    await anotherProcess.append(veryLate);
    clock.advance(SWEEP_INTERVAL_MS);
    expect(ids(await reading.late()), 'older than the recent seconds').to.deep.equal([]);
    clock.advance(999);
    expect(ids(await reading.late()), 'within a second of the last sweep').to.deep.equal([]);
    clock.advance(501);
    expect(ids(await reading.late()), 'the whole window again').to.deep.equal([veryLate._id]);
  });

  it('after a restart, takes up the open records and reads the settling window again, not what lies before it', async () => {
    const settled = event(1);
    await outbox.append(settled);
    clock.advance(150);
    const [open, finished] = [event(2), event(3)];
    for (const record of [open, finished]) await outbox.append(record);
    const reading = cursor(100);
    await reading.late();
    expect(ids(await reading.next(10))).to.deep.equal(inOrder([settled, open, finished]));
    reading.done([settled._id, finished._id]);
    await reading.save(clock.now());

    const restarted = cursor(100);
    expect(ids(await restarted.resume()), 'the open record').to.deep.equal([open._id]);
    expect(
      ids(await restarted.late()),
      'the window of the last 100 ms before the last sweep, less the open record',
    ).to.deep.equal([finished._id]);
    expect(ids(await restarted.next(10))).to.deep.equal([]);
  });

  /** Events dated `count` instants `stepMs` apart from `from`, appended in one round trip. */
  const backlog = async (from: Date, count: number, stepMs: number) => {
    const records = Array.from({ length: count }, (_, i) => ({
      ...event(i),
      _id: keyedId('obx', `backlog-${from.getTime()}-${i}`, new Date(from.getTime() + i * stepMs)),
    }));
    await db.collection<EventRecord>(OUTBOX_COLLECTION).insertMany(records);
    return records;
  };
  /** Every record, batch after batch, until a batch comes back empty. */
  const readAll = async (reading: OutboxCursor<EventRecord>, limit: number) => {
    const read: EventRecord[] = [];
    for (let batch = await reading.next(limit); batch.length > 0; batch = await reading.next(limit))
      read.push(...batch);
    return read;
  };

  it('reads a backlog a span of ids at a time once behind, so that no read matches much more than a batch', async () => {
    const records = await backlog(new Date(clock.now().getTime() - 20_000), 1_000, 10);
    const { reading, filters, close } = observedCursor();
    try {
      expect(await reading.next(100), 'the first batch').to.have.length(100);
      filters.length = 0;
      const rest = await readAll(reading, 100);
      expect(ids(rest), 'the rest of the backlog, in order, each record once').to.deep.equal(
        inOrder(records).slice(100),
      );
      const matched = await Promise.all(
        filters.map((filter) => db.collection(OUTBOX_COLLECTION).countDocuments(filter)),
      );
      expect(Math.max(...matched), 'records matched by the widest read after the first batch').to.be.at.most(200);
    } finally {
      await close();
    }
  });

  it('crosses a quiet stretch of the outbox and reads every record once, in order', async () => {
    const now = clock.now().getTime();
    const records = [
      ...(await backlog(new Date(now - 7_200_000), 30, 1)),
      ...(await backlog(new Date(now - 3_600_000), 150, 3)),
      ...(await backlog(new Date(now - 1_000), 40, 2)),
    ];
    expect(ids(await readAll(cursor(), 50))).to.deep.equal(inOrder(records));
  });

  it('appends a keyed record once, under a fresh time-ordered id that sorts after records appended before it', async () => {
    const before = event(1);
    await outbox.append(before);
    await pause(2);
    const keyed = eventRecord(
      'credit.granted',
      { credits: 2 },
      { audience: ['acc_cursor'], now: new Date(Date.now() - 3_600_000), key: 'workflow-1:credit.granted' },
    );
    await outbox.appendOnce(keyed);
    await outbox.appendOnce(keyed);
    const stored = await db.collection<EventRecord>(OUTBOX_COLLECTION).find({ key: keyed._id }).toArray();
    expect(stored).to.have.length(1);
    expect(
      stored[0]!._id > before._id,
      'after the record appended before it, though its key dates from an hour ago',
    ).to.equal(true);
    expect(ids(await cursor().next(10))).to.deep.equal([before._id, stored[0]!._id]);
  });
});
