import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { HeadhunterView } from '@laufbahn/contracts/onboarding';
import type { Taxonomies } from '@laufbahn/contracts/reference';
import { Alert } from '../../../components/ui/alert.tsx';
import { nameOf, namesOf } from '../../../lib/reference/taxonomies.ts';
import { useFormats } from '../../../lib/use-formats.ts';
import { useHeadhunterView } from '../api/get-headhunter-view.ts';
import { nextStep, onboardingPath } from '../model/steps.ts';
import { useStepNavigation } from '../model/use-wizard.ts';
import { StepShell } from './step-shell.tsx';

/** The profile card a headhunter sees: with the name, anonymised, or nothing at all. */
function ProfileCard({ view, taxonomies }: { view: HeadhunterView; taxonomies: Taxonomies | undefined }) {
  const { t } = useTranslation('onboarding');
  const format = useFormats();
  const monthYear = (date: { month: number; year: number }) => `${String(date.month).padStart(2, '0')}/${date.year}`;
  const place = [view.city, nameOf(taxonomies?.countries, view.countryId)].filter(Boolean).join(', ');
  const goal = view.careerGoal;
  const rows: [string, string][] = [
    ['place', place],
    ['experience', view.yearsOfExperience === null ? '' : format.number(view.yearsOfExperience)],
    ['skills', view.skills.join(', ')],
    ['levels', goal ? namesOf(taxonomies?.careerLevels, goal.careerLevelIds).join(', ') : ''],
    ['functions', goal ? namesOf(taxonomies?.functions, goal.functionIds).join(', ') : ''],
    ['industries', goal ? namesOf(taxonomies?.industries, goal.industryIds).join(', ') : ''],
    ['locations', goal ? goal.locations.join(', ') : ''],
  ];
  const current = view.currentPosition;
  return (
    <article aria-labelledby="preview-name" className="rounded-lg border border-line bg-white p-5 shadow-sm">
      <div className="flex items-center gap-4">
        {view.pictureUrl ? (
          <img src={view.pictureUrl} alt="" className="size-16 shrink-0 rounded-full object-cover" />
        ) : (
          <div aria-hidden="true" className="size-16 shrink-0 rounded-full bg-surface" />
        )}
        <div className="min-w-0">
          <h2 id="preview-name" className="break-words font-serif text-2xl">
            {view.name ?? t('preview.anonymousName')}
          </h2>
          {current && (
            <p className="break-words text-muted">
              {current.companyName
                ? t('preview.role', { title: current.title, company: current.companyName })
                : current.title}
            </p>
          )}
        </div>
      </div>
      <dl className="mt-5 grid gap-x-4 gap-y-1.5 sm:grid-cols-[max-content_1fr]">
        {rows.map(([key, value]) => (
          <div key={key} className="contents">
            <dt className="text-muted">{t(`preview.rows.${key}`)}</dt>
            <dd className={`break-words ${value ? '' : 'text-muted'}`}>{value || t('preview.none')}</dd>
          </div>
        ))}
      </dl>
      {view.pastPositions.length > 0 && (
        <>
          <h3 className="mt-5 font-semibold">{t('preview.past')}</h3>
          <ul className="mt-2 flex flex-col gap-1">
            {view.pastPositions.map((position, index) => (
              <li key={index} className="break-words">
                {position.companyName
                  ? t('preview.role', { title: position.title, company: position.companyName })
                  : position.title}{' '}
                <span className="text-sm text-muted">
                  {`${monthYear(position.startDate)} – ${position.endDate ? monthYear(position.endDate) : ''}`}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </article>
  );
}

/** What headhunters will see of the member, from the server's anonymised view, and the way to change it. */
export function PreviewStep({
  initial,
  taxonomies,
}: {
  initial: HeadhunterView | null;
  taxonomies: Taxonomies | undefined;
}) {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const navigation = useStepNavigation('preview');
  const view = useHeadhunterView(initial);
  const visibility = view.data?.visibility;
  return (
    <StepShell
      title={t('steps.preview.title')}
      lead={t('steps.preview.lead')}
      onSubmit={(event) => {
        event.preventDefault();
        void navigate(onboardingPath(nextStep('preview')!));
      }}
      onBack={navigation.back}
    >
      {view.isError && <Alert>{t('preview.loadFailed')}</Alert>}
      {visibility && (
        <div className="flex flex-col gap-4">
          <p className="rounded-lg bg-surface p-4">
            <span className="font-semibold">{t(`preview.visibility.${visibility}`)}</span>{' '}
            <Link to={onboardingPath('visibility')} className="font-semibold text-brand underline">
              {t('preview.changeVisibility')}
            </Link>
          </p>
          {visibility !== 'invisible' && view.data && <ProfileCard view={view.data} taxonomies={taxonomies} />}
        </div>
      )}
    </StepShell>
  );
}
