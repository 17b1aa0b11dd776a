import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localFileStore, newFileKey } from './file-store.ts';

let root: string;
beforeEach(() => {
  root = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'file-store-')), 'uploads');
});
afterEach(() => fs.rmSync(path.dirname(root), { recursive: true, force: true }));

const filesIn = (dir: string): string[] =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);

describe('localFileStore', () => {
  it('creates its folder and keeps bytes under random keys', async () => {
    const store = localFileStore(root);
    expect(fs.statSync(root).isDirectory()).toBe(true);
    const key = newFileKey('profile-pictures', 'jpg');
    expect(key).toMatch(/^profile-pictures\/[0-9a-f]{32}\.jpg$/);
    expect(newFileKey('profile-pictures', 'jpg')).not.toBe(key);

    await store.put(key, Buffer.from('hello'));
    expect((await store.get(key))!.toString()).toBe('hello');
    expect(fs.readFileSync(path.join(root, key), 'utf8')).toBe('hello');
    // Written through a temporary file that is gone afterwards.
    expect(filesIn(root)).toEqual([path.basename(key)]);

    await store.put(key, Buffer.from('again'));
    expect((await store.get(key))!.toString()).toBe('again');
  });

  it('answers undefined for a missing file and deletes idempotently', async () => {
    const store = localFileStore(root);
    const key = newFileKey('cvs', 'pdf');
    expect(await store.get(key)).toBeUndefined();
    await store.put(key, new Uint8Array([1, 2, 3]));
    await store.delete(key);
    await store.delete(key);
    expect(await store.get(key)).toBeUndefined();
    expect(filesIn(root)).toEqual([]);
  });

  it('refuses keys it did not make, so nothing outside its folder can be reached', async () => {
    const store = localFileStore(root);
    for (const key of [
      '../secret',
      '/etc/passwd',
      'a/../../b.jpg',
      'profile-pictures/x.jpg',
      '',
      'A/'.padEnd(40, 'a'),
    ]) {
      await expect(store.get(key)).rejects.toThrow(/Invalid file key/);
      await expect(store.put(key, Buffer.from('x'))).rejects.toThrow(/Invalid file key/);
      await expect(store.delete(key)).rejects.toThrow(/Invalid file key/);
    }
    expect(() => newFileKey('../up', 'jpg')).toThrow(/Invalid file key/);
  });

  it('leaves no temporary file behind when a write fails', async () => {
    const store = localFileStore(root);
    const key = newFileKey('profile-pictures', 'jpg');
    // A folder where the file should go makes the rename fail.
    fs.mkdirSync(path.join(root, key), { recursive: true });
    fs.writeFileSync(path.join(root, key, 'occupied'), 'x');
    await expect(store.put(key, Buffer.from('x'))).rejects.toThrow();
    expect(filesIn(path.join(root, 'profile-pictures'))).toEqual(['occupied']);
  });
});
