import { describe, expect, it } from 'vitest';
import { savedSearchParams, type SavedSearchParams } from '@laufbahn/contracts/jobs';
import {
  fromSavedSearchParams,
  isEmptySavedSearch,
  savedSearchQueryString,
  toSavedSearchParams,
} from './saved-search-params.ts';
import { parseJobSearch } from './parse-job-search.ts';
import { emptySearch } from './search-params.ts';

const everyFilter: SavedSearchParams = {
  q: 'Leiter Vertrieb',
  careerLevel: [6, 5],
  function: [12],
  industry: [3, 40],
  country: [44],
  workplace: ['remote', 'hybrid'],
  geoCodeId: 2867714,
  radiusKm: 50,
  minSalary: 120000,
  publishedWithinDays: 7,
  firstSeenWithinDays: 30,
  hideReposted: true,
};

describe('a saved search on the search page', () => {
  it('writes every filter into the page’s query string in the page’s order', () => {
    expect(savedSearchQueryString(everyFilter, { city: 'München' })).toBe(
      'q=Leiter+Vertrieb&careerLevel=5%2C6&function=12&industry=3%2C40&country=44&workplace=hybrid%2Cremote' +
        '&geoCodeId=2867714&city=M%C3%BCnchen&radiusKm=50&minSalary=120000&publishedWithinDays=7' +
        '&firstSeenWithinDays=30&hideReposted=true',
    );
  });

  it('reads back as the same search, and as the same saved search', () => {
    const params = parseJobSearch(new URLSearchParams(savedSearchQueryString(everyFilter, { city: 'München' })));
    expect(params).toEqual({
      ...emptySearch(),
      q: 'Leiter Vertrieb',
      careerLevel: [5, 6],
      function: [12],
      industry: [3, 40],
      country: [44],
      workplace: ['hybrid', 'remote'],
      geoCodeId: 2867714,
      city: 'München',
      radiusKm: 50,
      minSalary: 120000,
      publishedWithinDays: 7,
      firstSeenWithinDays: 30,
      hideReposted: true,
    });
    expect(savedSearchQueryString(toSavedSearchParams(params))).toBe(savedSearchQueryString(everyFilter));
  });

  it('adds the sort only when it is not the page’s default', () => {
    expect(savedSearchQueryString({ q: 'CFO' })).toBe('q=CFO');
    expect(savedSearchQueryString({ q: 'CFO' }, { sort: 'date' })).toBe('q=CFO&sort=date');
  });

  it('leaves out a radius without a place, a city name without a place and a minimum of 0', () => {
    expect(savedSearchQueryString({ radiusKm: 50, minSalary: 0 }, { city: 'Paris' })).toBe('');
    expect(savedSearchQueryString({ geoCodeId: 2988507, radiusKm: 0 })).toBe('geoCodeId=2988507&radiusKm=0');
    expect(fromSavedSearchParams({ q: '  Chief   Financial  Officer ' }).q).toBe('Chief Financial Officer');
  });

  it('opens an empty saved search as the plain search page', () => {
    expect(savedSearchQueryString({})).toBe('');
  });
});

describe('the search page’s filters as a saved search', () => {
  it('keeps the filters, and drops the sort, the city’s name and empty filters', () => {
    const params = parseJobSearch(
      new URLSearchParams(
        'q=  Leiter   Vertrieb &careerLevel=6,5&workplace=remote,hybrid&geoCodeId=2867714&city=München&radiusKm=50&minSalary=100000&publishedWithinDays=14&sort=date',
      ),
    );
    const saved = toSavedSearchParams(params);
    expect(saved).toEqual({
      q: 'Leiter Vertrieb',
      careerLevel: [5, 6],
      workplace: ['hybrid', 'remote'],
      geoCodeId: 2867714,
      radiusKm: 50,
      minSalary: 100000,
      publishedWithinDays: 14,
    });
    expect(savedSearchParams.safeParse(saved).success).toBe(true);
    expect(isEmptySavedSearch(saved)).toBe(false);
  });

  it('sends a place without radius when the page has none', () => {
    expect(toSavedSearchParams({ ...emptySearch(), geoCodeId: 1, city: 'Bern' })).toEqual({ geoCodeId: 1 });
  });

  it('finds nothing to save in a search without keyword and filters', () => {
    const saved = toSavedSearchParams({ ...emptySearch('date'), q: '   ' });
    expect(saved).toEqual({});
    expect(isEmptySavedSearch(saved)).toBe(true);
    expect(isEmptySavedSearch({ careerLevel: [] })).toBe(true);
    expect(isEmptySavedSearch({ publishedWithinDays: 1 })).toBe(false);
    expect(isEmptySavedSearch({ hideReposted: false })).toBe(true);
    expect(isEmptySavedSearch({ hideReposted: true })).toBe(false);
    expect(isEmptySavedSearch({ firstSeenWithinDays: 7 })).toBe(false);
  });

  it('keeps "first seen within" and "hide reposted", and leaves out "hide reposted" when not chosen', () => {
    const params = parseJobSearch(new URLSearchParams('firstSeenWithinDays=7&hideReposted=true'));
    expect(params).toMatchObject({ firstSeenWithinDays: 7, hideReposted: true });
    expect(toSavedSearchParams(params)).toEqual({ firstSeenWithinDays: 7, hideReposted: true });
    expect(toSavedSearchParams(parseJobSearch(new URLSearchParams('hideReposted=false')))).toEqual({});
    expect(parseJobSearch(new URLSearchParams('hideReposted=yes&firstSeenWithinDays=0'))).toEqual(emptySearch());
  });
});
