import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { POSITION_CURRENCIES, POSITION_LANGUAGES, type PositionBody } from '@laufbahn/contracts/recruiter-positions';
import { COUNTRY_VERSIONS } from '@laufbahn/i18n/country-versions';
import { Alert } from '../../components/ui/alert.tsx';
import { positionEndpoint } from '../../features/recruiter/api/positions.ts';
import { PositionForm } from '../../features/recruiter/components/position-form.tsx';
import { recruiterPaths } from '../../features/recruiter/model/recruiter-paths.ts';
import { requireRecruiter } from '../../features/recruiter/model/require-recruiter.ts';
import { loadData, loadEndpoint } from '../../lib/endpoint.ts';
import { webContext } from '../../lib/load-context.ts';
import { taxonomiesEndpoint } from '../../lib/reference/taxonomies.ts';
import { useRootData } from '../../lib/root-data.ts';
import type { Route } from './+types/position-edit-page';

export async function loader({ context, params }: Route.LoaderArgs) {
  const recruiter = await requireRecruiter(context);
  const taxonomies = await loadData(context, taxonomiesEndpoint(webContext(context).language));
  if (!params.positionId) return { recruiter, taxonomies, position: null };
  const answer = await loadEndpoint(context, positionEndpoint(params.positionId));
  if (!answer.data) throw data(null, { status: answer.status === 403 ? 403 : 404 });
  return { recruiter, taxonomies, position: answer.data };
}

/** `/recruiting/positions/new` and `/recruiting/positions/:positionId/edit`. */
export default function PositionEditPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('recruiter');
  const { language, countryVersion } = useRootData();
  const { recruiter, taxonomies, position } = loaderData;
  const title = position ? t('positions.editTitle') : t('positions.newTitle');
  const pageLanguage = (POSITION_LANGUAGES as readonly string[]).includes(language)
    ? (language as PositionBody['language'])
    : 'DE';
  const currency = COUNTRY_VERSIONS[countryVersion].currency;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-5 py-10">
      <title>{`${title} – ${t('site.name')}`}</title>
      <Link to={recruiterPaths.positions} className="text-sm text-brand underline">
        {t('positions.back')}
      </Link>
      <div className="flex flex-col gap-2">
        <h1 className="font-serif text-3xl sm:text-4xl">{title}</h1>
        <p className="text-muted">
          {recruiter.organisation.kind === 'headhunter' ? t('positions.formLeadHeadhunter') : t('positions.formLead')}
        </p>
      </div>
      {!recruiter.organisation.verified ? (
        <Alert>{t('positions.unverified')}</Alert>
      ) : position && position.state !== 'open' ? (
        <Alert>{t('positions.notEditable')}</Alert>
      ) : (
        <PositionForm
          kind={recruiter.organisation.kind}
          taxonomies={taxonomies}
          position={position}
          defaultLanguage={pageLanguage}
          defaultCurrency={(POSITION_CURRENCIES as readonly string[]).includes(currency) ? currency : 'EUR'}
        />
      )}
    </div>
  );
}
