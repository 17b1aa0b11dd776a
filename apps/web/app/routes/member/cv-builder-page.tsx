import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { CV_SUMMARY_MAX, CV_TEMPLATES, type CvSection } from '@laufbahn/contracts/cv-builder-constants';
import type { Profile } from '@laufbahn/contracts/profile';
import { LANGUAGE_NAMES, LANGUAGES, parseLanguage } from '@laufbahn/i18n/languages';
import { SignInNeeded } from '../../components/layout/sign-in-needed.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { CheckboxField } from '../../components/ui/checkbox-field.tsx';
import { RadioGroup } from '../../components/ui/radio-group.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { TextareaField } from '../../components/ui/textarea-field.tsx';
import { choicesFromUrl, exportUrl, moved, previewUrl, type CvChoices } from '../../features/cv-builder/cv-choices.ts';
import { requireMember } from '../../lib/auth-guard.ts';
import { webContext } from '../../lib/load-context.ts';
import { profilePaths } from '../../lib/paths.ts';
import { useRootData } from '../../lib/root-data.ts';

/** Members only; the profile tells which choices make sense (a photo, a date of birth, positions). */
export async function loader(args: LoaderFunctionArgs) {
  await requireMember(args);
  const response = await webContext(args.context).api('/api/career/my_profile');
  if (response.status !== 200)
    return { signedOut: response.status === 401, failed: response.status !== 401, facts: null };
  const profile = response.json<Profile>();
  return {
    signedOut: false,
    failed: false,
    facts: {
      hasPhoto: profile.picture !== null,
      hasDateOfBirth: profile.personalInformation.dateOfBirth !== null,
      hasPositions: profile.currentPosition !== null || profile.pastPositions.length > 0,
    },
  };
}

/** The preview follows typing after a short pause, so that it is not remade on every key. */
function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

const noSubscription = () => () => undefined;

function Arrow({ up }: { up: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
      <path d={up ? 'M10 16V4M4 10l6-6 6 6' : 'M10 4v12M4 10l6 6 6-6'} />
    </svg>
  );
}

/**
 * `/account/cv-builder`: a CV from the member's profile. The form works without JavaScript (it reloads the page
 * with the choices in the address); with it, the preview follows every choice at once and sections can be moved.
 */
export default function CvBuilderPage() {
  const { t } = useTranslation('cvBuilder');
  const { signedOut, failed, facts } = useLoaderData<typeof loader>();
  const root = useRootData();
  const [choices, setChoices] = useState<CvChoices>(() =>
    choicesFromUrl(new URL(typeof window === 'undefined' ? 'http://localhost/' : window.location.href), root.language),
  );
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const settled = useSettled(choices, 500);
  const change = (next: Partial<CvChoices>) => setChoices((current) => ({ ...current, ...next }));
  const paper = root.countryVersion === 'usa' ? t('paperLetter') : t('paperA4');

  return (
    <div className="mx-auto w-full max-w-7xl px-5 py-10 lg:py-14">
      <title>{`${t('title')} – Laufbahn`}</title>
      <h1 className="font-serif text-3xl lg:text-4xl">{t('title')}</h1>
      <p className="mt-3 max-w-3xl text-lg text-muted">{t('lead')}</p>
      {signedOut ? (
        <div className="mt-8">
          <SignInNeeded />
        </div>
      ) : failed || !facts ? (
        <p role="alert" className="mt-8">
          {t('loadFailed')}
        </p>
      ) : (
        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
          <form method="get" className="flex flex-col gap-6" aria-labelledby="cv-design">
            <h2 id="cv-design" className="font-serif text-2xl">
              {t('design')}
            </h2>
            {!facts.hasPositions && (
              <p className="rounded-md border border-line bg-surface p-4 text-sm">
                {t('emptyProfile')}{' '}
                <Link to={profilePaths.overview} className="font-semibold text-brand underline">
                  {t('toProfile')}
                </Link>
              </p>
            )}
            <RadioGroup
              legend={t('template')}
              legendClassName="mb-1 font-semibold"
              name="template"
              value={choices.template}
              onChange={(template) => change({ template: template as CvChoices['template'] })}
              options={CV_TEMPLATES.map((template) => ({ value: template, label: t(`templates.${template}`) }))}
            />
            <SelectField
              label={t('language')}
              name="language"
              value={choices.language}
              onChange={(event) => change({ language: parseLanguage(event.target.value) ?? choices.language })}
              options={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
            />
            <fieldset className="flex flex-col gap-2" aria-describedby="cv-sections-hint">
              <legend className="mb-1 font-semibold">{t('sectionsLegend')}</legend>
              <p id="cv-sections-hint" className="text-sm text-muted">
                {t('sectionsHint')}
              </p>
              <input type="hidden" name="order" value={choices.order.join(',')} />
              <ol className="flex flex-col gap-1">
                {choices.order.map((section: CvSection, index) => (
                  <li
                    key={section}
                    className="flex items-center justify-between gap-2 rounded-md border border-line px-3 py-1"
                  >
                    <CheckboxField
                      label={t(`sections.${section}`)}
                      name="sections"
                      value={section}
                      checked={choices.included.includes(section)}
                      onChange={(event) =>
                        change({
                          included: event.target.checked
                            ? [...choices.included, section]
                            : choices.included.filter((item) => item !== section),
                        })
                      }
                    />
                    {hydrated && (
                      <span className="flex gap-1">
                        <button
                          type="button"
                          className={buttonClass('ghost', 'min-w-11 px-2')}
                          disabled={index === 0}
                          aria-label={t('moveUp', { section: t(`sections.${section}`) })}
                          onClick={() => change({ order: moved(choices.order, section, -1) })}
                        >
                          <Arrow up />
                        </button>
                        <button
                          type="button"
                          className={buttonClass('ghost', 'min-w-11 px-2')}
                          disabled={index === choices.order.length - 1}
                          aria-label={t('moveDown', { section: t(`sections.${section}`) })}
                          onClick={() => change({ order: moved(choices.order, section, 1) })}
                        >
                          <Arrow up={false} />
                        </button>
                      </span>
                    )}
                  </li>
                ))}
              </ol>
            </fieldset>
            <div className="flex flex-col gap-1">
              <TextareaField
                label={t('summaryLabel')}
                name="summary"
                value={choices.summary}
                length={choices.summary.length}
                maxLength={CV_SUMMARY_MAX}
                rows={5}
                onChange={(event) => change({ summary: event.target.value })}
              />
              <p className="text-sm text-muted">{t('summaryHint')}</p>
            </div>
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 font-semibold">{t('personal')}</legend>
              <p className="text-sm text-muted">{t('ageNeutral')}</p>
              <CheckboxField
                label={t('photo')}
                name="photo"
                value="1"
                checked={choices.photo}
                disabled={!facts.hasPhoto}
                onChange={(event) => change({ photo: event.target.checked })}
              />
              {!facts.hasPhoto && <p className="pl-8 text-sm text-muted">{t('photoMissing')}</p>}
              <CheckboxField
                label={t('dateOfBirth')}
                name="dateOfBirth"
                value="1"
                checked={choices.dateOfBirth}
                disabled={!facts.hasDateOfBirth}
                onChange={(event) => change({ dateOfBirth: event.target.checked })}
              />
              {!facts.hasDateOfBirth && <p className="pl-8 text-sm text-muted">{t('dateOfBirthMissing')}</p>}
            </fieldset>
            <p className="text-sm text-muted">{t('paper', { paper })}</p>
            {!hydrated && (
              <button type="submit" className={buttonClass('secondary')}>
                {t('update')}
              </button>
            )}
          </form>
          <section aria-labelledby="cv-preview" className="flex min-w-0 flex-col gap-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="cv-preview" className="font-serif text-2xl">
                {t('preview')}
              </h2>
              <div className="flex flex-wrap gap-3" role="group" aria-label={t('download')}>
                <a href={exportUrl(choices, 'pdf')} download className={buttonClass('primary')}>
                  {t('downloadPdf')}
                </a>
                <a href={exportUrl(choices, 'docx')} download className={buttonClass('secondary')}>
                  {t('downloadDocx')}
                </a>
              </div>
            </div>
            <iframe
              title={t('previewTitle')}
              src={previewUrl(settled)}
              className="h-[75vh] min-h-[32rem] w-full rounded-md border border-line bg-white lg:h-[70rem]"
            />
          </section>
        </div>
      )}
    </div>
  );
}
