import { describe, expect, it } from 'vitest';
import { COUNTRY_VERSION_CODES, COUNTRY_VERSIONS, countryVersionFromHost } from './country-versions.ts';
import { parseLanguage } from './languages.ts';

describe('countryVersionFromHost', () => {
  it('maps every local test host and production host to its version', () => {
    for (const code of COUNTRY_VERSION_CODES) {
      expect(countryVersionFromHost(`${code}.localhost:3000`).code).toBe(code);
      expect(countryVersionFromHost(COUNTRY_VERSIONS[code].host).code).toBe(code);
      expect(countryVersionFromHost(`www.${COUNTRY_VERSIONS[code].host}`).code).toBe(code);
    }
  });

  it('treats plain localhost, unknown hosts and no host as the German version', () => {
    expect(countryVersionFromHost('localhost:3000').code).toBe('deu');
    expect(countryVersionFromHost('127.0.0.1').code).toBe('deu');
    expect(countryVersionFromHost('example.org').code).toBe('deu');
    expect(countryVersionFromHost(undefined).code).toBe('deu');
  });

  it('distinguishes the regional subdomains', () => {
    expect(countryVersionFromHost('fr.laufbahn.ch').code).toBe('chf');
    expect(countryVersionFromHost('laufbahn.ch').code).toBe('chd');
    expect(countryVersionFromHost('us.laufbahn.com').language).toBe('EN_US');
    expect(countryVersionFromHost('eu.laufbahn.com').currency).toBe('EUR');
    expect(countryVersionFromHost('GBR.LOCALHOST').currency).toBe('GBP');
  });
});

describe('contact address', () => {
  it('is on the version’s own domain, in its language', () => {
    expect(COUNTRY_VERSIONS.deu.contactEmail).toBe('kontakt@laufbahn.de');
    expect(COUNTRY_VERSIONS.aut.contactEmail).toBe('kontakt@laufbahn.at');
    expect(COUNTRY_VERSIONS.chf.contactEmail).toBe('contact@laufbahn.ch');
    expect(COUNTRY_VERSIONS.ita.contactEmail).toBe('contatti@laufbahn.it');
    expect(COUNTRY_VERSIONS.gbr.contactEmail).toBe('contact@laufbahn.co.uk');
    expect(COUNTRY_VERSIONS.usa.contactEmail).toBe('contact@laufbahn.com');
  });
});

describe('phone example', () => {
  it('is a number of the version’s country', () => {
    expect(COUNTRY_VERSIONS.aut.phoneExample.international).toMatch(/^\+43 /);
    expect(COUNTRY_VERSIONS.chf.phoneExample.international).toMatch(/^\+41 /);
    expect(COUNTRY_VERSIONS.bef.phoneExample.international).toMatch(/^\+32 /);
    expect(COUNTRY_VERSIONS.usa.phoneExample.national).toBe('(212) 555-0123');
  });
});

describe('parseLanguage', () => {
  it('accepts the usual spellings', () => {
    expect(parseLanguage('de')).toBe('DE');
    expect(parseLanguage('de-AT')).toBe('DE');
    expect(parseLanguage('en_GB')).toBe('EN_GB');
    expect(parseLanguage('en-us')).toBe('EN_US');
    expect(parseLanguage('EN_US')).toBe('EN_US');
    expect(parseLanguage('en')).toBe('EN_GB');
    expect(parseLanguage('nl-BE')).toBe('NL');
  });
  it('rejects unknown languages', () => {
    expect(parseLanguage('pt')).toBeUndefined();
    expect(parseLanguage('')).toBeUndefined();
    expect(parseLanguage(null)).toBeUndefined();
  });
});
