// Both engines: the outbox is claimed and retried by time in SQL.
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openIsolatedTestDatabase } from '../../test/isolated-database.ts';
import { createTestApp, uniqueEmail, type TestApp } from '../../test/test-app.ts';
import { passwordResetMail } from './mail-templates.ts';
import { startOutboxSender } from './outbox-sender.ts';
import { outboxRepository } from './outbox.repository.ts';

let t: TestApp;
// The outbox is sent as a whole: other test files' mails must not be in it.
beforeAll(async () => {
  t = await createTestApp({}, { database: await openIsolatedTestDatabase() });
});
afterAll(() => t.close());

describe('outbox sender', () => {
  it('delivers outbox mails over SMTP and marks them sent', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push(`${session.envelope.rcptTo.map((r) => r.address).join(',')}\n${data}`);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.server.address() as { port: number }).port;
    const outbox = outboxRepository(t.database.db);
    const to = uniqueEmail();
    await outbox.enqueue(to, passwordResetMail('IT', 'http://localhost:3000/reset-password?token=abc'));

    const sender = startOutboxSender(
      outbox,
      `smtp://127.0.0.1:${port}`,
      'Laufbahn <no-reply@laufbahn.example>',
      t.app.log,
    );
    await sender.flush();
    sender.stop();
    await new Promise<void>((resolve) => server.close(() => resolve()));

    expect(received.some((m) => m.startsWith(to) && m.includes('reset-password?token'))).toBe(true);
    const [mail] = await outbox.recent(1, to);
    expect(mail).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('keeps a mail pending with a later attempt when the server is unreachable', async () => {
    const outbox = outboxRepository(t.database.db);
    const to = uniqueEmail();
    await outbox.enqueue(to, passwordResetMail('DE', 'http://localhost:3000/x'));
    const sender = startOutboxSender(outbox, 'smtp://127.0.0.1:1', 'Laufbahn <no-reply@laufbahn.example>', t.app.log);
    await sender.flush();
    sender.stop();
    const [mail] = await outbox.recent(1, to);
    expect(mail!.status).toBe('pending');
    expect(mail!.lastError).toBeTruthy();
    expect(mail!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
  });
});
