import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ReadableEnvelope } from './envelope.ts';

/** The newest envelopes the development store keeps; older ones are deleted as new ones arrive. */
export const LOCAL_STORE_LIMIT = 200;

export interface StoredEnvelope {
  id: string;
  receivedAt: string;
  envelope: ReadableEnvelope;
}

/**
 * Envelopes kept on this machine when no SENTRY_DSN is set (development and tests): one JSON file each in
 * `DATA_DIR/monitoring`, named so that they sort by arrival.
 */
export function localEnvelopeStore(dir: string) {
  const files = async () => {
    try {
      return (await fs.readdir(dir)).filter((name) => name.endsWith('.json')).sort();
    } catch {
      return [];
    }
  };
  return {
    async add(envelope: ReadableEnvelope): Promise<StoredEnvelope> {
      await fs.mkdir(dir, { recursive: true });
      const receivedAt = new Date();
      const id = `${receivedAt.getTime().toString().padStart(15, '0')}-${randomBytes(4).toString('hex')}`;
      const stored = { id, receivedAt: receivedAt.toISOString(), envelope };
      await fs.writeFile(path.join(dir, `${id}.json`), JSON.stringify(stored));
      const all = await files();
      for (const old of all.slice(0, Math.max(0, all.length - LOCAL_STORE_LIMIT)))
        await fs.rm(path.join(dir, old), { force: true });
      return stored;
    },
    /** Newest first. */
    async list(): Promise<StoredEnvelope[]> {
      const names = (await files()).reverse();
      const out: StoredEnvelope[] = [];
      for (const name of names) {
        try {
          out.push(JSON.parse(await fs.readFile(path.join(dir, name), 'utf8')) as StoredEnvelope);
        } catch {
          // Deleted while reading (a newer envelope pushed it out): skip it.
        }
      }
      return out;
    },
  };
}
