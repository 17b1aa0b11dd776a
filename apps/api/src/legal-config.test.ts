import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REQUIRED_LEGAL_VARIABLES, loadConfig } from './config.ts';

const OPERATOR = {
  LEGAL_COMPANY_NAME: 'Laufbahn GmbH',
  LEGAL_STREET: 'Friedrichstraße 100',
  LEGAL_POSTAL_CODE: '10117',
  LEGAL_CITY: 'Berlin',
  LEGAL_COUNTRY: 'Deutschland',
  LEGAL_REPRESENTATIVES: 'Anna Beispiel, Bernd Beispiel',
  LEGAL_EMAIL: 'impressum@laufbahn.de',
};

describe('LEGAL_* configuration', () => {
  it('takes the operator from the configuration, register data only where given', () => {
    const { legal, missingLegalVariables } = loadConfig({ NODE_ENV: 'production', ...OPERATOR });
    expect(missingLegalVariables).toEqual([]);
    expect(legal).toEqual({
      sample: false,
      companyName: 'Laufbahn GmbH',
      street: 'Friedrichstraße 100',
      postalCode: '10117',
      city: 'Berlin',
      country: 'Deutschland',
      representatives: 'Anna Beispiel, Bernd Beispiel',
      email: 'impressum@laufbahn.de',
      phone: null,
      registerCourt: null,
      registerNumber: null,
      vatId: null,
      contentResponsible: 'Anna Beispiel, Bernd Beispiel',
    });
    const full = loadConfig({
      ...OPERATOR,
      LEGAL_REGISTER_COURT: 'Amtsgericht Charlottenburg',
      LEGAL_REGISTER_NUMBER: 'HRB 123456 B',
      LEGAL_VAT_ID: 'DE123456789',
      LEGAL_PHONE: '+49 30 555 0100',
      LEGAL_CONTENT_RESPONSIBLE: 'Anna Beispiel',
    }).legal;
    expect(full).toMatchObject({
      registerNumber: 'HRB 123456 B',
      vatId: 'DE123456789',
      contentResponsible: 'Anna Beispiel',
    });
  });

  it('falls back to sample data, marked as such, and names what is missing', () => {
    const { legal, missingLegalVariables } = loadConfig({ LEGAL_COMPANY_NAME: 'Laufbahn GmbH' });
    expect(legal.sample).toBe(true);
    expect(legal.companyName).toBe('Laufbahn Beispiel GmbH');
    expect(missingLegalVariables).toEqual(REQUIRED_LEGAL_VARIABLES.filter((name) => name !== 'LEGAL_COMPANY_NAME'));
  });

  it('refuses values that are no values', () => {
    expect(() => loadConfig({ ...OPERATOR, LEGAL_EMAIL: 'not-an-address' })).toThrow(/LEGAL_EMAIL/);
    expect(() => loadConfig({ ...OPERATOR, LEGAL_COMPANY_NAME: 'x'.repeat(201) })).toThrow(/LEGAL_COMPANY_NAME/);
    expect(() => loadConfig({ ...OPERATOR, LEGAL_CITY: '   ' })).toThrow(/LEGAL_CITY/);
  });

  it('keeps the server from starting in production without the operator, naming what is missing', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'laufbahn-legal-'));
    try {
      const { LEGAL_CITY: _city, ...withoutCity } = OPERATOR;
      const started = spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'server.ts')], {
        env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: '0', DATA_DIR: dataDir, ...withoutCity },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(started.status).not.toBe(0);
      expect(started.stderr).toContain("The site notice needs the operator's data in production; not set: LEGAL_CITY");
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
