import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import {
  EMPLOYER_SEARCH_MIN_LENGTH,
  type BlockableOrganisation,
  type EmployerBlocks,
} from '@laufbahn/contracts/contact-requests';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { translateMessageKey } from '../../../lib/translate-error.ts';
import { useFormats } from '../../../lib/use-formats.ts';
import { blockOrganisation, searchOrganisations, unblockOrganisation } from '../api/contact-requests.ts';

function OrganisationRow({
  organisation,
  detail,
  action,
  actionLabel,
  onAction,
}: {
  organisation: BlockableOrganisation;
  detail?: string;
  action: string;
  actionLabel: string;
  onAction: () => Promise<void>;
}) {
  const { t } = useTranslation('recruiter');
  const [busy, setBusy] = useState(false);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-4">
      <div className="flex flex-col gap-0.5">
        <span className="font-semibold">{organisation.name}</span>
        <span className="text-sm text-muted">
          {t(`kinds.${organisation.kind}`)}
          {detail ? ` · ${detail}` : ''}
        </span>
      </div>
      <Button
        type="button"
        variant="secondary"
        loading={busy}
        aria-label={actionLabel}
        onClick={() => {
          setBusy(true);
          void onAction().finally(() => setBusy(false));
        }}
      >
        {action}
      </Button>
    </li>
  );
}

const listClass = 'flex flex-col divide-y divide-line rounded-lg border border-line bg-white';

/**
 * Employers the member blocks (docs/decisions/0045-employer-blocks.md): the current employer proposed first, any
 * organisation by name, and the blocks to lift.
 */
export function EmployerBlocksSection({ blocks }: { blocks: EmployerBlocks }) {
  const { t } = useTranslation('network');
  const formats = useFormats();
  const revalidator = useRevalidator();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<BlockableOrganisation[] | null>(null);
  const [error, setError] = useState<string>();
  const [searching, setSearching] = useState(false);
  const blockedIds = new Set(blocks.blocked.map((b) => b.id));

  const run = async (action: () => Promise<void>) => {
    setError(undefined);
    try {
      await action();
      await revalidator.revalidate();
    } catch (failure) {
      setError(translateMessageKey(t, failure instanceof ApiError ? failure.code : 'internal'));
    }
  };

  async function search(event: React.FormEvent) {
    event.preventDefault();
    const q = query.trim();
    if (q.length < EMPLOYER_SEARCH_MIN_LENGTH) {
      setError(translateMessageKey(t, 'validation.tooShort'));
      return;
    }
    setSearching(true);
    setError(undefined);
    try {
      setResults((await searchOrganisations(q)).organisations);
    } catch (failure) {
      setError(translateMessageKey(t, failure instanceof ApiError ? failure.code : 'internal'));
    } finally {
      setSearching(false);
    }
  }

  const blockRow = (organisation: BlockableOrganisation) => (
    <OrganisationRow
      key={organisation.id}
      organisation={organisation}
      action={t('blocks.block')}
      actionLabel={t('blocks.blockLabel', { organisation: organisation.name })}
      onAction={() => run(() => blockOrganisation(organisation.id))}
    />
  );

  return (
    <section aria-labelledby="employer-blocks" className="flex flex-col gap-4">
      <h2 id="employer-blocks" className="font-serif text-2xl">
        {t('blocks.title')}
      </h2>
      <p className="text-muted">{t('blocks.lead')}</p>
      {error && <Alert>{error}</Alert>}
      {blocks.blocked.length > 0 ? (
        <ul className={listClass}>
          {blocks.blocked.map((organisation) => (
            <OrganisationRow
              key={organisation.id}
              organisation={organisation}
              detail={t('blocks.blockedSince', { date: formats.date(organisation.blockedAt) })}
              action={t('blocks.unblock')}
              actionLabel={t('blocks.unblockLabel', { organisation: organisation.name })}
              onAction={() => run(() => unblockOrganisation(organisation.id))}
            />
          ))}
        </ul>
      ) : (
        <p>{t('blocks.none')}</p>
      )}
      {blocks.suggested.length > 0 && (
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold">{t('blocks.suggested')}</h3>
          <ul className={listClass}>{blocks.suggested.map(blockRow)}</ul>
        </div>
      )}
      <form onSubmit={search} noValidate role="search" className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          label={t('blocks.search')}
          hint={t('blocks.searchHint')}
          value={query}
          maxLength={100}
          onChange={(event) => setQuery(event.target.value)}
          className="sm:flex-1"
        />
        <Button type="submit" variant="secondary" loading={searching}>
          {t('blocks.searchSubmit')}
        </Button>
      </form>
      {results && (
        <div className="flex flex-col gap-2" aria-live="polite">
          <h3 className="font-semibold">{t('blocks.results')}</h3>
          {results.filter((o) => !blockedIds.has(o.id)).length > 0 ? (
            <ul className={listClass}>{results.filter((o) => !blockedIds.has(o.id)).map(blockRow)}</ul>
          ) : (
            <p>{t('blocks.noResults')}</p>
          )}
        </div>
      )}
    </section>
  );
}
