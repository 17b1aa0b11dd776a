import { z } from 'zod';

/**
 * The figures of the home page's "Laufbahn in figures": open positions, positions new in the last 7 days, members,
 * and employers and headhunters with open positions.
 */
export const SITE_FIGURE_KEYS = ['openPositions', 'newLast7Days', 'members', 'publishers'] as const;
export type SiteFigureKey = (typeof SITE_FIGURE_KEYS)[number];

/**
 * A figure is `counted` from the data when it reaches the least that means something (`SITE_FIGURE_MINIMUMS`);
 * `operator` when the operator states it in the configuration (`BRAND_CLAIMS`) and answers for it; a figure that is
 * neither is left out.
 */
export const SITE_FIGURE_MINIMUMS: Record<SiteFigureKey, number> = {
  openPositions: 100,
  newLast7Days: 20,
  members: 1_000,
  publishers: 20,
};

/** `GET /api/site/figures`: the figures worth showing, in the order above. */
export const siteFigures = z.object({
  figures: z.array(
    z.object({
      key: z.enum(SITE_FIGURE_KEYS),
      value: z.number().int().nonnegative(),
      source: z.enum(['counted', 'operator']),
    }),
  ),
});
export type SiteFigures = z.infer<typeof siteFigures>;

/** The operator's claims (`BRAND_CLAIMS`, JSON): whole numbers per figure, each optional; nothing else. */
export const brandClaims = z.strictObject({
  openPositions: z.number().int().positive().optional(),
  newLast7Days: z.number().int().positive().optional(),
  members: z.number().int().positive().optional(),
  publishers: z.number().int().positive().optional(),
});
export type BrandClaims = z.infer<typeof brandClaims>;

export const siteFiguresQuery = z.strictObject({});
