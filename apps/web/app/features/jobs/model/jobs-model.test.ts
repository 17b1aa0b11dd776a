import { describe, expect, it } from 'vitest';
import type { JobDetail } from '@laufbahn/contracts/jobs';
import {
  descriptionParagraphs,
  formatDaysAgo,
  formatFacetCount,
  formatSalaryBand,
  formatTotal,
  jobSlug,
} from './format.ts';
import { jobPostingJsonLd } from './job-posting.ts';
import { parseJobSearch } from './parse-job-search.ts';
import { activeFilterCount, emptySearch, jobSearchApiQuery, jobSearchQueryString } from './search-params.ts';

const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('job search address', () => {
  it('reads every filter and writes them back in a fixed order', () => {
    const query = new URLSearchParams(
      'sort=date&workplace=remote,hybrid&careerLevel=6,5,5&q=  Leiter   Vertrieb &geoCodeId=2867714&city=München&radiusKm=50&minSalary=100000&publishedWithinDays=7',
    );
    const params = parseJobSearch(query);
    expect(params).toEqual({
      ...emptySearch(),
      q: 'Leiter Vertrieb',
      careerLevel: [5, 6],
      workplace: ['hybrid', 'remote'],
      geoCodeId: 2867714,
      city: 'München',
      radiusKm: 50,
      minSalary: 100000,
      publishedWithinDays: 7,
      sort: 'date',
    });
    expect(jobSearchQueryString(params)).toBe(
      'q=Leiter+Vertrieb&careerLevel=5%2C6&workplace=hybrid%2Cremote&geoCodeId=2867714&city=M%C3%BCnchen&radiusKm=50&minSalary=100000&publishedWithinDays=7&sort=date',
    );
    expect(parseJobSearch(new URLSearchParams(jobSearchQueryString(params)))).toEqual(params);
    expect(activeFilterCount(params)).toBe(7);
  });

  it('counts "first seen within" and "hide reposted" as one filter each and writes them after the others', () => {
    const params = parseJobSearch(new URLSearchParams('hideReposted=true&firstSeenWithinDays=30&minSalary=90000'));
    expect(activeFilterCount(params)).toBe(3);
    expect(jobSearchQueryString(params)).toBe('minSalary=90000&firstSeenWithinDays=30&hideReposted=true');
    expect(jobSearchApiQuery(params)).toBe('minSalary=90000&firstSeenWithinDays=30&hideReposted=true&sort=relevance');
    expect(activeFilterCount({ ...params, hideReposted: false })).toBe(2);
  });

  it('drops what the API would refuse instead of failing', () => {
    const params = parseJobSearch(
      new URLSearchParams(
        'careerLevel=abc,0,3&workplace=moon&radiusKm=50&minSalary=-5&publishedWithinDays=9999&sort=x',
      ),
    );
    expect(params).toEqual({ ...emptySearch(), careerLevel: [3] });
  });

  it('leaves the default sort out of the address and always sends it to the API', () => {
    expect(jobSearchQueryString(emptySearch())).toBe('');
    expect(jobSearchQueryString(emptySearch('date'), 'date')).toBe('');
    expect(parseJobSearch(new URLSearchParams(''), 'date').sort).toBe('date');
    expect(jobSearchApiQuery({ ...emptySearch(), q: 'cfo', city: 'Paris', geoCodeId: 1 }, 'abc_-1')).toBe(
      'q=cfo&geoCodeId=1&sort=relevance&cursor=abc_-1',
    );
  });
});

describe("the country version's own country", () => {
  const home = [44];

  it('is searched when the address names no country, and left out of the address again', () => {
    const params = parseJobSearch(new URLSearchParams('q=CFO'), 'relevance', home);
    expect(params.country).toEqual([44]);
    expect(jobSearchQueryString(params, 'relevance', home)).toBe('q=CFO');
    expect(jobSearchApiQuery(params)).toBe('q=CFO&country=44&sort=relevance');
    expect(activeFilterCount(params, home)).toBe(0);
  });

  it('gives way to country=all and to countries chosen in the address', () => {
    const all = parseJobSearch(new URLSearchParams('q=CFO&country=all'), 'relevance', home);
    expect(all.country).toEqual([]);
    expect(jobSearchQueryString(all, 'relevance', home)).toBe('q=CFO&country=all');
    expect(jobSearchApiQuery(all)).toBe('q=CFO&sort=relevance');
    const chosen = parseJobSearch(new URLSearchParams('country=56,44'), 'relevance', home);
    expect(chosen.country).toEqual([44, 56]);
    expect(jobSearchQueryString(chosen, 'relevance', home)).toBe('country=44%2C56');
    expect(activeFilterCount(chosen, home)).toBe(2);
  });

  it('is no default where the version has none (Europe)', () => {
    const params = parseJobSearch(new URLSearchParams('q=CFO'), 'relevance', []);
    expect(params.country).toEqual([]);
    expect(jobSearchQueryString(params, 'relevance', [])).toBe('q=CFO');
  });
});

describe('job formats', () => {
  it('shows the salary band in the position’s currency', () => {
    expect(nbsp(formatSalaryBand('de-DE', 80000, 110000, 'EUR'))).toBe('80.000–110.000 €');
    expect(nbsp(formatSalaryBand('en-GB', 80000, 110000, 'GBP'))).toBe('£80,000 – £110,000');
    expect(nbsp(formatSalaryBand('fr-FR', 90000, 90000, 'EUR'))).toBe('90 000 €');
  });

  it('says how long ago a position was published', () => {
    expect(formatDaysAgo('de-DE', 0)).toBe('heute');
    expect(formatDaysAgo('de-DE', 1)).toBe('gestern');
    expect(formatDaysAgo('de-DE', 5)).toBe('vor 5 Tagen');
    expect(formatDaysAgo('fr-FR', 3)).toBe('il y a 3 jours');
  });

  it('writes "10.000+" once the total is an estimate', () => {
    expect(formatTotal('de-DE', 1234, true)).toBe('1.234');
    expect(formatTotal('de-DE', 48213, false)).toBe('10.000+');
    // A facet's estimate is shown as one, to two significant digits; an exact count as it is.
    expect(nbsp(formatFacetCount('de-DE', 4160, false))).toBe('≈ 4.200');
    expect(nbsp(formatFacetCount('en-GB', 48213, false))).toBe('≈ 48,000');
    expect(nbsp(formatFacetCount('de-DE', 7, false))).toBe('≈ 7');
    expect(formatFacetCount('de-DE', 4558, true)).toBe('4.558');
    expect(formatTotal('en-US', 48213, false)).toBe('10,000+');
  });

  it('builds readable slugs and plain-text paragraphs', () => {
    expect(jobSlug('Leiter Vertrieb (m/w/d) – München')).toBe('leiter-vertrieb-m-w-d-muenchen');
    expect(jobSlug('Directeur financier à Genève')).toBe('directeur-financier-a-geneve');
    expect(jobSlug('???')).toBe('');
    expect(descriptionParagraphs('Erster <b>Absatz</b>.\n\n  Zweiter.\n\n\n')).toEqual([
      'Erster <b>Absatz</b>.',
      'Zweiter.',
    ]);
  });
});

describe('JobPosting', () => {
  const job: JobDetail = {
    id: 7,
    title: 'CFO',
    companyName: 'Muster AG',
    companyId: 3,
    careerLevelId: 6,
    city: 'Köln',
    countryId: 44,
    workplaceType: 'remote',
    salaryMin: 150000,
    salaryMax: 200000,
    currency: 'EUR',
    publishedAt: '2026-11-01T08:00:00.000Z',
    daysSincePublication: 3,
    exclusive: false,
    locked: false,
    source: 'company',
    publisher: { type: 'company', name: 'Muster AG' },
    status: 'active',
    description: 'Text',
    functionId: 1,
    industryId: 2,
    expiresAt: '2026-12-31T08:00:00.000Z',
    similar: [],
    moreAtCompany: [],
    companyPage: true,
    mine: null,
    provenance: {
      origin: 'feed',
      feedName: 'acme',
      firstSeenAt: '2026-01-02T08:00:00.000Z',
      lastConfirmedAt: '2026-01-05T08:00:00.000Z',
      repostCount: 0,
      possiblyFilled: false,
    },
    publisherAnswers: null,
  };
  const options = { url: 'https://laufbahn.de/career/jobs/cfo/7', countryName: 'Deutschland', teaserText: 'Teaser' };

  it('describes the position for search engines', () => {
    expect(jobPostingJsonLd(job, options)).toMatchObject({
      '@type': 'JobPosting',
      title: 'CFO',
      description: '<p>Text</p>',
      datePosted: '2026-11-01T08:00:00.000Z',
      validThrough: '2026-12-31T08:00:00.000Z',
      hiringOrganization: { name: 'Muster AG' },
      jobLocation: { address: { addressLocality: 'Köln', addressCountry: 'Deutschland' } },
      jobLocationType: 'TELECOMMUTE',
      employmentType: 'FULL_TIME',
      baseSalary: { currency: 'EUR', value: { minValue: 150000, maxValue: 200000, unitText: 'YEAR' } },
    });
  });

  it('names no employer for a locked position', () => {
    const locked = jobPostingJsonLd(
      { ...job, locked: true, companyName: null, description: null, workplaceType: 'hybrid' },
      options,
    );
    expect(locked).not.toHaveProperty('hiringOrganization');
    expect(locked).not.toHaveProperty('jobLocationType');
    expect(locked.description).toBe('Teaser');
  });
});
