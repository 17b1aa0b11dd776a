import { describe, expect, it } from 'vitest';
import { mapCareerLevel } from './career-level.ts';
import { mapFunction } from './functions.ts';
import { mapIndustry } from './industries.ts';

describe('mapCareerLevel', () => {
  it.each([
    ['Sachbearbeiterin Buchhaltung', null, 1],
    ['Software Engineer', null, 1],
    ['Senior Consultant', null, 2],
    ['Projektleiter Digitalisierung', null, 2],
    ['Chef de projet SI', null, 2],
    ['Teamleiterin Kundenservice', null, 3],
    ['Sales Manager', null, 3],
    ['Jefe de equipo', null, 3],
    ['Abteilungsleiter Controlling', null, 4],
    ['Vertriebsleiter Nordeuropa', null, 4],
    ['Head of M&A', null, 4],
    ['Senior Manager Transaction Services', null, 4],
    ['Bereichsleiterin Firmenkunden', null, 5],
    ['Vice President, Clinic Operations', null, 5],
    ['Director of Operations', null, 5],
    ['Directeur commercial', null, 5],
    ['Geschäftsführerin', 'Alpen Logistik GmbH', 6],
    ['CEO', null, 6],
    ['Amministratore Delegato', 'Tirrenia Yachts S.r.l.', 6],
    ['Chief Financial Officer', 'Rheintal Chemie SE', 7],
    ['CEO', 'Nordwest Handel AG', 7],
    ['Mitglied des Vorstands', null, 7],
    ['Finanzvorstand', 'Musterbank eG', 7],
  ])('%s (%s) → %i', (title, company, level) => {
    expect(mapCareerLevel(title, company)?.id).toBe(level);
  });

  it('is less sure of a chief executive when the company size is unknown', () => {
    const small = mapCareerLevel('Geschäftsführer', 'Beispiel GmbH');
    const large = mapCareerLevel('Geschäftsführer', 'Beispiel AG');
    expect(small?.id).toBe(6);
    expect(large?.id).toBe(7);
    expect(mapCareerLevel('CEO', null)?.confidence).toBeLessThan(0.7);
  });
});

describe('mapFunction', () => {
  it.each([
    ['Chief Financial Officer', 3],
    ['Leiterin Konzerncontrolling', 3],
    ['Vertriebsleiter Nordeuropa', 4],
    ['Head of Marketing', 5],
    ['Directeur des Systèmes d’Information', 9],
    ['HR Business Partner', 8],
    ['Leiter Einkauf', 16],
    ['Supply Chain Director', 15],
    ['General Counsel', 18],
    ['Geschäftsführer', 1],
    ['Responsabile Qualità', 14],
    ['Werkleiter', 13],
  ])('%s → %i', (title, id) => {
    expect(mapFunction(title, null)?.id).toBe(id);
  });
});

describe('mapIndustry', () => {
  it.each([
    ['Nordstern Versicherung AG', 3],
    ['Alpina Bank GmbH', 2],
    ['Rheintal Chemie SE', 6],
    ['Brenner Pharma GmbH', 5],
    ['Kessler & Brandt Logistik AG', 14],
    ['Quarry Software Inc.', 8],
    ['Weserland Automotive GmbH', 1],
    ['Kranich Maschinenbau AG', 10],
  ])('%s → %i', (company, id) => {
    expect(mapIndustry(company, null)?.id).toBe(id);
  });

  it('stays null when nothing points to an industry', () => {
    expect(mapIndustry('Müller & Söhne', null)).toBeNull();
    expect(mapIndustry(null, null)).toBeNull();
  });
});
