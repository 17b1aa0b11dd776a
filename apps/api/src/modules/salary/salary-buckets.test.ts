// Both engines: the bucket of an amount is computed in SQL when the model is built and in TypeScript when it is read.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bucketOf, quantileEur, sqlBucket } from '@laufbahn/pay/model';
import type { Database } from '../../db/client.ts';
import { openTestDatabase } from '../../test/test-app.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

it('puts an amount into the same bucket in SQL as the reading side, so figures carry no rounding bias', async () => {
  const amounts = [0, 1_249, 1_250, 98_700, 115_000, 117_499, 121_000, 124_000, 124_999, 249_999, 10_000_000, 25e6];
  for (const eur of amounts) {
    const { rows } = await database.executeSql(`select ${sqlBucket('$1::double precision')} as bucket`, [eur]);
    expect(Number(rows[0]!.bucket), `${eur} EUR`).toBe(bucketOf(eur));
  }
  // One position at 124,000 EUR: its median reads within the bucket around it, not 1,250 EUR lower.
  const { rows } = await database.executeSql(`select ${sqlBucket('124000::double precision')} as bucket`);
  const median = quantileEur([{ bucket: Number(rows[0]!.bucket), count: 1 }], 0.5);
  expect(Math.abs(median - 124_000)).toBeLessThanOrEqual(1_250);
});
