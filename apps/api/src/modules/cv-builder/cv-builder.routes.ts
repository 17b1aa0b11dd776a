import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CV_BUILDER_PATHS, cvBuilderQuery, cvExportQuery, type CvBuilderChoices } from '@laufbahn/contracts/cv-builder';
import { parseLanguage } from '@laufbahn/i18n/languages';
import { writeMeta } from '../../lib/request-meta.ts';
import { cvBuilderService } from './cv-builder.service.ts';
import { renderCvDocx } from './cv-docx.ts';
import { renderCvHtml } from './cv-html.ts';
import { renderCvPdf } from './cv-pdf.ts';

const tags = ['cv builder'];

const CHOICES =
  'The CV is made from the signed-in member’s own profile. Query: `template` (`classic`, `modern`, `executive`), ' +
  '`language` (DE, EN_GB, EN_US, FR, IT, NL, ES; default the member’s language), `sections` (comma-separated ' +
  '`summary`, `experience`, `skills`, in the order shown; default all), `summary` (the member’s text, up to 1200 ' +
  'characters), `photo=1` and `dateOfBirth=1` (both off by default: the CV is age-neutral unless the member adds ' +
  'them). A4, or US Letter on the US country version. Unknown parameters and values: 422 with the field.';

/** The preview may be framed by our own pages only, and loads nothing but its inline styles and the photo. */
const PREVIEW_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

/** An ASCII file name for old clients and the exact one for the rest (RFC 6266). */
function disposition(title: string, extension: string): string {
  const ascii =
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/ß/g, 'ss')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'CV';
  return `attachment; filename="${ascii}.${extension}"; filename*=UTF-8''${encodeURIComponent(`${title}.${extension}`)}`;
}

export async function cvBuilderRoutes(app: FastifyInstance) {
  const service = cvBuilderService(app.db, app.fileStore);
  const api = app.withTypeProvider<ZodTypeProvider>();

  app.addHook('onRequest', async (request) => {
    await request.requireAccount();
  });

  async function documentFor(request: FastifyRequest, query: CvBuilderChoices) {
    const session = await request.requireAccount();
    return service.document(
      session.accountId,
      writeMeta(request, session.accountId),
      query,
      parseLanguage(session.language) ?? request.countryVersion.language,
      request.countryVersion,
    );
  }

  api.get(
    CV_BUILDER_PATHS.preview,
    {
      schema: {
        tags,
        summary: 'A preview of the member’s CV as an HTML page',
        description: `${CHOICES} Answers \`text/html\`, for the builder page’s frame.`,
        querystring: cvBuilderQuery,
      },
    },
    async (request, reply) => {
      const cv = await documentFor(request, request.query);
      return reply
        .header('content-security-policy', PREVIEW_POLICY)
        .header('x-frame-options', 'SAMEORIGIN')
        .header('cache-control', 'private, no-store')
        .type('text/html; charset=utf-8')
        .send(renderCvHtml(cv));
    },
  );

  api.get(
    CV_BUILDER_PATHS.export,
    {
      schema: {
        tags,
        summary: 'The member’s CV as a PDF or DOCX file',
        description: `\`format\`: \`pdf\` or \`docx\` (required). ${CHOICES} The PDF embeds its fonts and holds real, selectable text.`,
        querystring: cvExportQuery,
      },
    },
    async (request, reply) => {
      const { format, ...choices } = request.query;
      const cv = await documentFor(request, choices);
      const bytes = format === 'pdf' ? await renderCvPdf(cv) : await renderCvDocx(cv);
      return reply
        .header('content-disposition', disposition(cv.title, format))
        .header('cache-control', 'private, no-store')
        .type(
          format === 'pdf'
            ? 'application/pdf'
            : 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        )
        .send(bytes);
    },
  );
}
