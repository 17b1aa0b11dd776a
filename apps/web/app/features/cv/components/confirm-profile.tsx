import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeneratedProfile } from '@laufbahn/contracts/cv';
import type { Profile } from '@laufbahn/contracts/profile';
import type { Taxonomies } from '@laufbahn/contracts/reference';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { RadioGroup } from '../../../components/ui/radio-group.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatPhone } from '../../../lib/phone.ts';
import { nameOf } from '../../../lib/reference/taxonomies.ts';
import { translateMessageKey } from '../../../lib/translate-error.ts';
import { useConfirmGeneratedProfile } from '../api/confirm-generated-profile.ts';
import { useSetGeneratedVisibility } from '../api/set-generated-visibility.ts';

type Choice = 'visible' | 'anonymous';

/** What goes into the member's profile, at a glance. */
function Summary({ profile, taxonomies }: { profile: GeneratedProfile; taxonomies?: Taxonomies }) {
  const { t } = useTranslation('cv');
  const person = profile.personalInformation;
  const current = profile.currentPosition;
  const rows = [
    ['name', [person.name, person.lastName].filter(Boolean).join(' ')],
    ['place', [person.city, nameOf(taxonomies?.countries, person.countryId)].filter(Boolean).join(', ')],
    ['phone', profile.contactDetails.phoneNumber ? formatPhone(profile.contactDetails.phoneNumber) : ''],
    ['current', current ? t('confirm.summary.role', { title: current.title, company: current.companyName }) : ''],
    ['past', profile.pastPositions.map((position) => position.title).join(', ')],
    ['skills', profile.professionalInformation.skills.join(', ')],
  ] as const;
  return (
    <section aria-labelledby="confirm-summary-title" className="rounded-lg border border-line bg-white p-5">
      <h2 id="confirm-summary-title" className="font-serif text-xl">
        {t('confirm.summary.title')}
      </h2>
      <dl className="mt-3 grid gap-x-4 gap-y-1.5 sm:grid-cols-[max-content_1fr]">
        {rows.map(([key, value]) => (
          <div key={key} className="contents">
            <dt className="text-muted">{t(`confirm.summary.${key}`)}</dt>
            <dd className={`break-words ${value ? '' : 'text-muted'}`}>{value || t('confirm.summary.none')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * The last step: who may see the profile (visible with the name, or anonymous: the privacy call sets all
 * three audiences), what goes in, and the confirmation that copies it into the member's own profile.
 */
export function ConfirmProfile({
  profile,
  taxonomies,
  onConfirmed,
}: {
  profile: GeneratedProfile;
  taxonomies?: Taxonomies;
  onConfirmed: (profile: Profile) => void;
}) {
  const { t } = useTranslation('cv');
  const [choice, setChoice] = useState<Choice>(profile.visibility === 'visible' ? 'visible' : 'anonymous');
  const privacy = useSetGeneratedVisibility(profile.id);
  const confirm = useConfirmGeneratedProfile(profile.id);
  const [failure, setFailure] = useState<string>();

  const submit = async () => {
    setFailure(undefined);
    try {
      await privacy.mutateAsync(choice === 'visible');
      onConfirmed(await confirm.mutateAsync());
    } catch (error) {
      setFailure(error instanceof ApiError ? error.code : 'internal');
    }
  };

  return (
    <div className="flex flex-col gap-8">
      <Summary profile={profile} taxonomies={taxonomies} />
      <RadioGroup
        legend={t('confirm.visibility.legend')}
        hint={t('confirm.visibility.hint')}
        name="visibility"
        appearance="cards"
        value={choice}
        onChange={(value) => setChoice(value as Choice)}
        options={[
          {
            value: 'visible',
            label: t('confirm.visibility.visible'),
            description: t('confirm.visibility.visibleText'),
          },
          {
            value: 'anonymous',
            label: t('confirm.visibility.anonymous'),
            description: t('confirm.visibility.anonymousText'),
          },
        ]}
      />
      {failure && <Alert>{translateMessageKey(t, failure)}</Alert>}
      <div className="flex flex-col gap-3">
        <p className="text-sm text-muted">{t('confirm.note')}</p>
        <div>
          <Button loading={privacy.isPending || confirm.isPending} onClick={() => void submit()}>
            {t('confirm.action')}
          </Button>
        </div>
      </div>
    </div>
  );
}
