import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-app.ts';
import { errorForLog, loggerOptions, redactUrl } from './log-redaction.ts';

describe('redactUrl', () => {
  it('keeps the path and the query keys, and only harmless values', () => {
    expect(redactUrl('/reset-password?token=AbC123xyz&returnTo=%2Fprofile')).toBe(
      '/reset-password?token=[redacted]&returnTo=[redacted]',
    );
    expect(redactUrl('/api/career/jobs?q=Finanzvorstand&country=DE&page=2&sort=date')).toBe(
      '/api/career/jobs?q=[redacted]&country=[redacted]&page=2&sort=date',
    );
    expect(redactUrl('/api/career/email-availability?email=anna%40example.org')).toBe(
      '/api/career/email-availability?email=[redacted]',
    );
    expect(redactUrl('/jobs/chief-financial-officer-m-w-d/48213#top')).toBe(
      '/jobs/chief-financial-officer-m-w-d/48213',
    );
  });

  it('replaces path segments that are tokens, guest ids or addresses', () => {
    expect(redactUrl('/api/career/cv/uploads/3f0c6a4e-8a51-4c36-9f5e-0d5b1f0a9c21/status')).toBe(
      '/api/career/cv/uploads/[redacted]/status',
    );
    expect(redactUrl('/confirm/Xk3_9fQpZ2mLr8vT0aYbWc4N')).toBe('/confirm/[redacted]');
    expect(redactUrl('/people/anna%40example.org')).toBe('/people/[redacted]');
    expect(redactUrl('/%E0%A4%A/x')).toBe('/%E0%A4%A/x');
  });

  it('keeps neither the token nor the file name of a CV upload link, whatever they look like', () => {
    expect(redactUrl('/complete/upload/123/abc/Lebenslauf_Erika_Mustermann.pdf/245123')).toBe(
      '/complete/upload/123/:token/:fileName/245123',
    );
    expect(redactUrl('/complete/upload/123/abc/Erika%20Mustermann%20CV.pdf/245123/scan?step=2')).toBe(
      '/complete/upload/123/:token/:fileName/245123/scan?step=[redacted]',
    );
  });
});

describe('errorForLog', () => {
  it('keeps no submitted value of a failed statement', async () => {
    const database = await openTestDatabase();
    try {
      const failure = await database
        .executeSql('select $1::integer as value', ['anna@example.org'])
        .then(() => undefined)
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(Error);
      const logged = JSON.stringify(errorForLog(failure));
      expect(logged).not.toContain('anna@example.org');
      expect(logged).toContain('[redacted]');
    } finally {
      await database.close();
    }
  });

  it('keeps ordinary errors as they are', () => {
    const logged = errorForLog(new TypeError('x is not a function'));
    expect(logged).toMatchObject({ type: 'TypeError', message: 'x is not a function' });
    expect(errorForLog('a string')).toEqual({ type: 'string', message: '[redacted]', stack: '' });
  });
});

describe('the API logger', () => {
  it('writes request lines and errors without tokens, addresses or keywords', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: { ...loggerOptions('info'), stream } });
    app.get('/fail', async () => {
      const error = new Error('Failed query: select * from accounts where email = $1\nparams: anna@example.org');
      throw error;
    });
    await app.inject({ url: '/fail?token=Secret123Token&q=Vorstand', headers: { cookie: 'lb_session=abc' } });
    app.log.error(new Error('Failed query: update accounts set email = $1\nparams: anna@example.org'));
    await app.close();
    const log = lines.join('');
    expect(log).toContain('/fail?token=[redacted]&q=[redacted]');
    expect(log).not.toMatch(/Secret123Token|Vorstand|anna@example\.org|lb_session/);
  });
});
