import {
  SITE_FIGURE_KEYS,
  SITE_FIGURE_MINIMUMS,
  type BrandClaims,
  type SiteFigureKey,
  type SiteFigures,
} from '@laufbahn/contracts/site-figures';
import type { CountryVersion } from '@laufbahn/i18n/country-versions';
import type { Database } from '../../db/client.ts';

/** Counting is cheap but not free on a large table: one count per country version and server every few minutes. */
const DEFAULT_CACHE_MS = 5 * 60 * 1000;

/**
 * The home page's figures, counted from the data: open positions and those published in the last 7 days in the
 * country version's country (every country for the European version), members, and the employers and headhunters
 * with open positions there. A counted figure below its minimum is left out; an operator's claim (`BRAND_CLAIMS`)
 * takes a figure's place, as the operator answers for it.
 */
export function siteFiguresService(
  database: Database,
  { claims = {}, cacheMs = DEFAULT_CACHE_MS }: { claims?: BrandClaims; cacheMs?: number } = {},
) {
  const cache = new Map<string, { at: number; value: Record<SiteFigureKey, number> }>();

  async function count(version: CountryVersion, now: Date): Promise<Record<SiteFigureKey, number>> {
    const { rows } = await database.executeSql(
      `select
         count(*) filter (where true)::int as open_positions,
         count(*) filter (where j.published_at > $1::timestamptz - interval '7 days')::int as new_last_7_days,
         count(distinct j.publisher_id)::int as publishers,
         (select count(*)::int from accounts) as members
       from jobs j
       where j.status = 'active' and j.expires_at > $1 and j.published_at <= $1
         and ($2::int is null or j.country_id = $2::int)`,
      [now, version.countryId],
    );
    // Cast: the select list above names these four columns.
    const row = rows[0] as unknown as Record<string, number | string>;
    return {
      openPositions: Number(row.open_positions),
      newLast7Days: Number(row.new_last_7_days),
      members: Number(row.members),
      publishers: Number(row.publishers),
    };
  }

  return {
    async figures(version: CountryVersion, now = new Date()): Promise<SiteFigures> {
      const cached = cache.get(version.code);
      let counted = cached && now.getTime() - cached.at < cacheMs ? cached.value : undefined;
      if (!counted) {
        counted = await count(version, now);
        cache.set(version.code, { at: now.getTime(), value: counted });
      }
      const figures: SiteFigures['figures'] = [];
      for (const key of SITE_FIGURE_KEYS) {
        const claim = claims[key];
        if (claim !== undefined) figures.push({ key, value: claim, source: 'operator' });
        else if (counted[key] >= SITE_FIGURE_MINIMUMS[key])
          figures.push({ key, value: counted[key], source: 'counted' });
      }
      return { figures };
    },
  };
}
