import { expect } from 'chai';
import { writeFileSync } from 'node:fs';
import { harnessMongo } from '../support/root-hooks.ts';
import { budgetTable, measure, mergeIntoRecord } from './budget-report.ts';
import { allowedScans, budgets, DEFAULT_BUDGET } from './budgets.ts';
import { declaredIndexes, ignoreClient, recordedCalls, recordedShapes } from './command-recorder.ts';
import { describeShape, isServed } from './query-shapes.ts';

/** Where `npm run budget:table` collects the measurements of its runs; the table is written beside it. */
const RECORD = process.env.DB_BUDGET_RECORD;

export function budgetOf(operationId: string, method: string): number {
  return budgets[operationId] ?? (method === 'GET' || method === 'HEAD' ? DEFAULT_BUDGET.read : DEFAULT_BUDGET.write);
}

/**
 * Root hooks of the database budget (required after test/support/root-hooks.ts): once the suites have run, every
 * call must have stayed within its operation's budget, and every query shape must be served by a declared index.
 */
export const mochaHooks = {
  beforeAll() {
    const mongo = harnessMongo();
    if (mongo) ignoreClient(mongo.client);
  },
  afterAll() {
    const measured = measure(recordedCalls());
    if (RECORD) {
      const whole = mergeIntoRecord(RECORD, measured);
      writeFileSync(RECORD.replace(/\.json$/, '.md'), budgetTable(whole, budgets));
    }
    const overBudget = Object.entries(measured)
      .filter(([operationId, operation]) => operation.max > budgetOf(operationId, operation.method))
      .map(
        ([operationId, operation]) =>
          `${operationId}: ${operation.max} > ${budgetOf(operationId, operation.method)} (${operation.costliest.join(', ')})`,
      );
    const indexes = declaredIndexes();
    const scans = recordedShapes()
      .filter((shape) => !isServed(shape, indexes) && !(describeShape(shape) in allowedScans))
      .map((shape) => `${describeShape(shape)} from ${[...shape.operations].join(', ')}`);
    const failures = [
      ...overBudget.map((line) => `over its budget in test/budget/budgets.ts: ${line}`),
      ...scans.map((line) => `no declared index serves (MongoDB would scan): ${line}`),
    ];
    expect(failures, 'the database budget').to.deep.equal([]);
  },
};
