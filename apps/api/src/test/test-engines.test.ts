import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiTestFiles, BOTH_ENGINES_MARKER, ONCE_ON, runsOnBothEngines, splitByEngine } from './test-engines.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
const all = apiTestFiles(root);

describe('the split of API test files between PGlite and PostgreSQL', () => {
  it('finds every API test file, this one included', () => {
    expect(all).toContain('apps/api/src/test/test-engines.test.ts');
    expect(all).toContain('apps/api/src/platform/queue/job-queue.test.ts');
    expect(all.every((file) => file.startsWith('apps/api/src/') && file.endsWith('.test.ts'))).toBe(true);
  });

  it('runs every file somewhere, the marked ones on both engines', () => {
    const split = splitByEngine(root, true);
    expect(new Set([...split.pglite, ...split.postgres])).toEqual(new Set(all));
    expect(split[ONCE_ON]).toEqual(all);
    const both = all.filter((file) => runsOnBothEngines(root, file));
    expect(both).toContain('apps/api/src/platform/queue/job-queue.test.ts');
    expect(both).not.toContain('apps/api/src/test/test-engines.test.ts');
    for (const file of both) {
      expect(split.pglite).toContain(file);
      expect(split.postgres).toContain(file);
    }
    expect(split.pglite.length + split.postgres.length).toBe(all.length + both.length);
  });

  it('runs every file on PGlite when PostgreSQL is not there', () => {
    expect(splitByEngine(root, false)).toEqual({ pglite: all, postgres: [] });
  });

  it('takes the marker only as a line of its own that gives a reason', () => {
    expect(BOTH_ENGINES_MARKER.test('// Both engines: the queue.\nimport x from "y";')).toBe(true);
    expect(BOTH_ENGINES_MARKER.test('// Both engines:\nimport x from "y";')).toBe(false);
    expect(BOTH_ENGINES_MARKER.test('const note = "// Both engines: no";')).toBe(false);
  });
});
