import { describe, expect, it } from 'vitest';
import { createRandom, mixSeed, seedToInt } from './prng.ts';

describe('createRandom', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const c = createRandom(43);
    const seqA = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(seqA);
  });

  it('stays within its ranges and is roughly uniform', () => {
    const random = createRandom(7);
    const buckets = new Array<number>(10).fill(0);
    let outOfRange = 0;
    for (let i = 0; i < 100_000; i++) {
      const x = random.next();
      if (x < 0 || x >= 1) outOfRange++;
      buckets[Math.floor(x * 10)]! += 1;
      const n = random.int(3, 5);
      if (n !== 3 && n !== 4 && n !== 5) outOfRange++;
    }
    expect(outOfRange).toBe(0);
    for (const count of buckets) expect(Math.abs(count - 10_000)).toBeLessThan(600);
  });

  it('refuses to pick from an empty list', () => {
    expect(() => createRandom(1).pick([])).toThrow();
  });
});

describe('seeds', () => {
  it('mixes parts and strings deterministically', () => {
    expect(mixSeed(1, 2)).toBe(mixSeed(1, 2));
    expect(mixSeed(1, 2)).not.toBe(mixSeed(2, 1));
    expect(seedToInt('laufbahn')).toBe(seedToInt('laufbahn'));
    expect(seedToInt('laufbahn')).not.toBe(seedToInt('laufbahm'));
    expect(seedToInt(2 ** 40 + 1)).not.toBe(seedToInt(1));
  });
});
