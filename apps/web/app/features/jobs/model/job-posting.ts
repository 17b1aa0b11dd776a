import type { JobDetail } from '@laufbahn/contracts/jobs';
import { descriptionBlocks, descriptionHtml } from './description-blocks.ts';

/**
 * schema.org `JobPosting` for search engines. A locked (exclusive) position names no employer; the description
 * is the text the visitor sees, so a teaser has only its title and facts.
 */
export function jobPostingJsonLd(
  job: JobDetail,
  { url, countryName, teaserText }: { url: string; countryName?: string; teaserText: string },
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    // schema.org allows headings, paragraphs and lists in the description: the structure the page shows, escaped.
    description: job.description ? descriptionHtml(descriptionBlocks(job.description)) : teaserText,
    datePosted: job.publishedAt,
    validThrough: job.expiresAt,
    url,
    identifier: { '@type': 'PropertyValue', name: 'Laufbahn', value: String(job.id) },
    employmentType: 'FULL_TIME',
    ...(job.locked || !job.companyName
      ? {}
      : { hiringOrganization: { '@type': 'Organization', name: job.companyName } }),
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: job.city,
        ...(countryName ? { addressCountry: countryName } : {}),
      },
    },
    ...(job.workplaceType === 'remote' ? { jobLocationType: 'TELECOMMUTE' } : {}),
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: job.currency,
      value: { '@type': 'QuantitativeValue', minValue: job.salaryMin, maxValue: job.salaryMax, unitText: 'YEAR' },
    },
  };
}
