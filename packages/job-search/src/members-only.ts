export type PublisherType = 'company' | 'headhunter';

/**
 * Whether a position is for Premium members only (DECISIONS.md, gating): an exclusive listing or a headhunter mandate.
 * Visitors and Basic members see it as a teaser without company and publisher; so its company never enters the search
 * document (tokens.ts), and `exclusive` in `jobs` and `job_search` is stored as this (ingest.ts).
 */
export function isMembersOnly(exclusive: boolean, publisherType: PublisherType): boolean {
  return exclusive || publisherType === 'headhunter';
}
