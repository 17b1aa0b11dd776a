import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { uiTextConfig } from '../../../tooling/eslint-ui-text.js';

const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: [uiTextConfig] });

describe('user-facing text', () => {
  it('no component renders a literal string instead of a translation', async () => {
    const results = await eslint.lintFiles(['apps/web/app/**/*.tsx']);
    const findings = results.flatMap((result) =>
      result.messages.map((m) => `${path.relative(root, result.filePath)}:${m.line} ${m.message.split('\n')[0]}`),
    );
    expect(findings).toEqual([]);
    // Linting every component takes seconds, more on a busy machine: this is a check, not a timing.
  }, 60_000);

  it('would catch one: text, labels and alternative texts', async () => {
    const [result] = await eslint.lintText(
      `export function A() { return <p aria-label="Schließen"><img alt="Logo" src="/a.svg" />Willkommen</p>; }`,
      { filePath: path.join(root, 'apps/web/app/probe.tsx') },
    );
    expect(result!.messages).toHaveLength(3);
  });
});
