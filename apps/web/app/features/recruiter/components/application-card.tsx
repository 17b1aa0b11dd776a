import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type ReceivedApplication,
} from '@laufbahn/contracts/recruiter-positions';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { notify } from '../../../components/ui/toaster.tsx';
import { useFormats } from '../../../lib/use-formats.ts';
import { applicationCvPath, setApplicationStatus } from '../api/positions.ts';

/** One application to the organisation's position: who applied (as sent), the message, the CV, the status. */
export function ApplicationCard({ application }: { application: ReceivedApplication }) {
  const { t } = useTranslation('recruiter');
  const formats = useFormats();
  const revalidator = useRevalidator();
  const [status, setStatus] = useState<ApplicationStatus>(application.status);
  const [saving, setSaving] = useState(false);
  const snapshot = application.snapshot;
  const person = snapshot?.personalInformation;
  const name = [person?.name, person?.lastName].filter(Boolean).join(' ') || t('applications.unnamed');
  const current = snapshot?.currentPosition;
  const headingId = `application-${application.id}`;

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await setApplicationStatus(application.id, status);
      notify.success(t('applications.statusSaved'));
      await revalidator.revalidate();
    } catch {
      notify.error(t('applications.statusFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <li className="flex flex-col gap-4 rounded-lg border border-line bg-white p-4 sm:p-5" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={headingId} className="font-serif text-xl break-words">
            {name}
          </h2>
          {current && (
            <p className="text-muted">
              {current.title} · {current.companyName}
            </p>
          )}
          <p className="text-sm text-muted">
            {t('applications.appliedOn', { date: formats.date(application.appliedAt) })}
          </p>
        </div>
        <span className="rounded-full bg-surface px-3 py-1 text-sm font-semibold">
          {t(`applications.statuses.${application.status}`)}
        </span>
      </div>
      {snapshot && (
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">{t('contact.email')}</dt>
          <dd className="break-all">
            <a href={`mailto:${snapshot.contactDetails.email}`} className="text-brand underline">
              {snapshot.contactDetails.email}
            </a>
          </dd>
          <dt className="font-semibold">{t('contact.phone')}</dt>
          <dd>{snapshot.contactDetails.phoneNumber ?? t('contact.notGiven')}</dd>
          {person?.city && (
            <>
              <dt className="font-semibold">{t('applications.city')}</dt>
              <dd>{person.city}</dd>
            </>
          )}
          {snapshot.professionalInformation.skills.length > 0 && (
            <>
              <dt className="font-semibold">{t('applications.skills')}</dt>
              <dd>{snapshot.professionalInformation.skills.join(', ')}</dd>
            </>
          )}
          {snapshot.pastPositions.length > 0 && (
            <>
              <dt className="font-semibold">{t('applications.pastPositions')}</dt>
              <dd>
                <ul>
                  {snapshot.pastPositions.slice(0, 5).map((position) => (
                    <li key={position.identifier}>
                      {position.title} · {position.companyName}
                    </li>
                  ))}
                </ul>
              </dd>
            </>
          )}
        </dl>
      )}
      {application.message && (
        <div className="flex flex-col gap-1">
          <h3 className="text-sm font-semibold">{t('applications.message')}</h3>
          <p className="whitespace-pre-line break-words">{application.message}</p>
        </div>
      )}
      <p className="text-sm">
        {application.cvFileName ? (
          <a href={applicationCvPath(application.id)} className="font-semibold text-brand underline" download>
            {t('applications.cv', { fileName: application.cvFileName })}
          </a>
        ) : (
          <span className="text-muted">{t('applications.noCv')}</span>
        )}
      </p>
      <form onSubmit={(event) => void save(event)} className="flex flex-wrap items-end gap-3">
        <SelectField
          label={t('applications.status')}
          name="status"
          value={status}
          onChange={(event) => setStatus(event.target.value as ApplicationStatus)}
          options={APPLICATION_STATUSES.map((value) => ({ value, label: t(`applications.statuses.${value}`) }))}
          className="min-w-56"
        />
        <Button type="submit" loading={saving} disabled={status === application.status}>
          {t('applications.saveStatus')}
        </Button>
      </form>
      {application.history.length > 0 && (
        <div className="flex flex-col gap-1">
          <h3 className="text-sm font-semibold">{t('applications.history')}</h3>
          <ol className="text-sm text-muted">
            {application.history.map((change, index) => (
              <li key={index}>
                {t('applications.historyEntry', {
                  date: formats.date(change.changedAt),
                  status: t(`applications.statuses.${change.status}`),
                  name: change.recruiterName ?? t('applications.formerRecruiter'),
                })}
              </li>
            ))}
          </ol>
        </div>
      )}
    </li>
  );
}
