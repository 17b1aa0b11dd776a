import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Link, useRevalidator } from 'react-router';
import type { RecruiterPosition } from '@laufbahn/contracts/recruiter-positions';
import { Alert } from '../../components/ui/alert.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { LinkButton } from '../../components/ui/link-button.tsx';
import { notify } from '../../components/ui/toaster.tsx';
import { closePosition, confirmPositionOpen, positionsEndpoint } from '../../features/recruiter/api/positions.ts';
import {
  editPositionPath,
  positionApplicationsPath,
  recruiterPaths,
} from '../../features/recruiter/model/recruiter-paths.ts';
import { requireRecruiter } from '../../features/recruiter/model/require-recruiter.ts';
import { loadEndpoint } from '../../lib/endpoint.ts';
import { useRootData } from '../../lib/root-data.ts';
import { useFormats } from '../../lib/use-formats.ts';
import { numberFormat } from '@laufbahn/i18n/intl-cache';
import type { Route } from './+types/positions-page';

export async function loader({ context }: Route.LoaderArgs) {
  const recruiter = await requireRecruiter(context);
  if (!recruiter.organisation.verified) return { unverified: true as const, positions: null };
  const answer = await loadEndpoint(context, positionsEndpoint);
  if (!answer.data) throw data(null, { status: 500 });
  return { unverified: false as const, positions: answer.data.items };
}

function PositionRow({
  position,
  onClose,
  onConfirmOpen,
  confirming,
}: {
  position: RecruiterPosition;
  onClose: () => void;
  onConfirmOpen: () => void;
  confirming: boolean;
}) {
  const { t } = useTranslation('recruiter');
  const formats = useFormats();
  const { formatLocale } = useRootData();
  const money = numberFormat(formatLocale, {
    style: 'currency',
    currency: position.currency,
    maximumFractionDigits: 0,
  });
  const { applications } = position;
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-line bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 className="font-serif text-xl break-words">{position.title}</h2>
          <p className="text-muted">
            {position.companyName} · {position.city}
          </p>
        </div>
        <span className="rounded-full bg-surface px-3 py-1 text-sm font-semibold">
          {t(`positions.states.${position.state}`)}
        </span>
      </div>
      <p className="text-sm">
        {t('positions.pay', {
          low: money.format(position.salaryMin),
          high: money.format(position.salaryMax),
        })}
        {position.mandate && (
          <span className="ml-2 text-muted">
            {position.exclusiveMandate ? t('positions.exclusiveMandate') : t('positions.mandate')}
          </span>
        )}
      </p>
      <p className="text-sm text-muted">
        {position.state === 'closed' && position.closedAt
          ? t('positions.closedOn', { date: formats.date(position.closedAt) })
          : t('positions.runs', { start: formats.date(position.publishedAt), end: formats.date(position.expiresAt) })}
      </p>
      {position.state === 'open' && (position.confirmedOpenAt || position.filledReports > 0) && (
        <p className="text-sm">
          {position.confirmedOpenAt && t('positions.confirmedOn', { date: formats.date(position.confirmedOpenAt) })}
          {position.confirmedOpenAt && position.filledReports > 0 && ' · '}
          {position.filledReports > 0 && t('positions.filledReports', { count: position.filledReports })}
        </p>
      )}
      {position.state === 'open' && position.possiblyFilled && (
        <p className="rounded-md border border-line bg-surface p-3 text-sm" role="note">
          {t('positions.possiblyFilled')}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
        <Link to={positionApplicationsPath(position.id)} className="font-semibold text-brand underline">
          {t('positions.applicationsLink', { count: applications.total })}
        </Link>
        {applications.unanswered > 0 && (
          <span className="text-sm">{t('positions.unanswered', { count: applications.unanswered })}</span>
        )}
        {position.state === 'open' && (
          <>
            <Link
              to={editPositionPath(position.id)}
              className="text-brand underline"
              aria-label={`${t('positions.edit')} – ${position.title}`}
            >
              {t('positions.edit')}
            </Link>
            <button
              type="button"
              className="text-brand underline disabled:opacity-60"
              onClick={onConfirmOpen}
              disabled={confirming}
              aria-label={`${t('positions.confirmOpen')} – ${position.title}`}
            >
              {t('positions.confirmOpen')}
            </button>
            <button
              type="button"
              className="text-danger underline"
              onClick={onClose}
              aria-label={`${t('positions.close')} – ${position.title}`}
            >
              {t('positions.close')}
            </button>
          </>
        )}
      </div>
    </li>
  );
}

/** `/recruiting/positions`: the organisation's positions, open ones first; publish, edit, close. */
export default function PositionsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('recruiter');
  const revalidator = useRevalidator();
  const [closing, setClosing] = useState<RecruiterPosition | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const { positions, unverified } = loaderData;

  const confirmClose = async () => {
    if (!closing) return;
    try {
      await closePosition(closing.id);
      notify.success(t('positions.closed'));
      await revalidator.revalidate();
    } catch {
      notify.error(t('positions.closeFailed'));
    } finally {
      setClosing(null);
    }
  };

  const confirmOpen = async (position: RecruiterPosition) => {
    setConfirming(position.id);
    try {
      await confirmPositionOpen(position.id);
      notify.success(t('positions.confirmedOpen'));
      await revalidator.revalidate();
    } catch {
      notify.error(t('positions.confirmFailed'));
    } finally {
      setConfirming(null);
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-5 py-10">
      <title>{`${t('positions.title')} – ${t('site.name')}`}</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-2">
          <h1 className="font-serif text-3xl sm:text-4xl">{t('positions.title')}</h1>
          <p className="max-w-2xl text-muted">{t('positions.lead')}</p>
        </div>
        {!unverified && <LinkButton to={recruiterPaths.newPosition}>{t('positions.new')}</LinkButton>}
      </div>
      {unverified ? (
        <Alert>{t('positions.unverified')}</Alert>
      ) : positions.length === 0 ? (
        <p>{t('positions.none')}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {positions.map((position) => (
            <PositionRow
              key={position.id}
              position={position}
              onClose={() => setClosing(position)}
              onConfirmOpen={() => void confirmOpen(position)}
              confirming={confirming === position.id}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={closing !== null}
        onOpenChange={(open) => !open && setClosing(null)}
        title={t('positions.closeTitle')}
        description={t('positions.closeText', { title: closing?.title ?? '' })}
        confirmLabel={t('positions.close')}
        cancelLabel={t('positions.cancel')}
        onConfirm={() => void confirmClose()}
        danger
      />
    </div>
  );
}
