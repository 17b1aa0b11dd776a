import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GeneratedProfile } from '@laufbahn/contracts/cv';
import type { Position } from '@laufbahn/contracts/profile';
import { Button } from '../../../components/ui/button.tsx';
import { notify } from '../../../components/ui/toaster.tsx';
import { completePaths } from '../../../lib/paths.ts';
import { useFocusAfterRender } from '../../../lib/use-focus-after-render.ts';
import { useConfirmPositionChecks } from '../api/confirm-position-checks.ts';

/** The id of a position's list of fields to check, for `aria-describedby` of what leads to the position. */
export const positionChecksId = (position: Pick<Position, 'identifier'>) => `position-checks-${position.identifier}`;

/**
 * The fields of one position the extraction was unsure of, each with why, and the member's two answers:
 * keep them as they are, or correct them in the position's form. Either way the marks go.
 */
export function PositionChecks({ position, profile }: { position: Position; profile: GeneratedProfile }) {
  const { t } = useTranslation('cv');
  const confirm = useConfirmPositionChecks(profile.id);
  const [kept, setKept] = useState(false);
  // The box and its buttons go once kept: the keyboard goes on from the note that takes their place.
  const keptNote = useRef<HTMLParagraphElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const checks = profile.positionChecks[String(position.identifier)];
  if (kept)
    return (
      <p ref={keptNote} tabIndex={-1} role="status" className="mt-2 text-sm font-semibold text-success outline-none">
        {t('verify.checks.confirmed')}
      </p>
    );
  if (!checks?.length) return null;
  const id = positionChecksId(position);
  const paths = completePaths.verify(profile.id);
  const onConfirm = async () => {
    try {
      await confirm.mutateAsync(position.identifier);
      setKept(true);
      focusAfterRender(() => keptNote.current);
    } catch {
      notify.error(t('internal', { ns: 'errors' }));
    }
  };

  return (
    <div className="mt-2 rounded-md border-l-4 border-accent bg-accent/10 p-3">
      <div id={id}>
        <p className="font-semibold">
          <span aria-hidden="true" className="mr-1.5">
            !
          </span>
          {t('verify.checks.title')}
        </p>
        <ul className="mt-1 flex flex-col gap-1 text-sm">
          {checks.map((check) => (
            <li key={check.field}>
              <span className="font-semibold">
                {t('verify.checks.fieldLabel', { field: t(`positions.fields.${check.field}`, { ns: 'profile' }) })}
              </span>{' '}
              {t(`verify.checks.reason.${check.reason}`)}
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button variant="secondary" loading={confirm.isPending} aria-describedby={id} onClick={() => void onConfirm()}>
          {t('verify.checks.confirm')}
          <span className="sr-only">{` – ${position.title}`}</span>
        </Button>
        <Link
          to={position.current ? paths.currentPosition : paths.pastPosition(position.identifier)}
          aria-describedby={id}
          className="text-sm font-semibold text-brand underline"
        >
          {t('verify.checks.correct')}
          <span className="sr-only">{` – ${position.title}`}</span>
        </Link>
      </div>
    </div>
  );
}
