import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { JOB_ACTION_LIMITS } from '@laufbahn/contracts/job-constants';
import { Button } from '../../../components/ui/button.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { notify } from '../../../components/ui/toaster.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { loginWithReturn, paths } from '../../../lib/paths.ts';
import { useRootData } from '../../../lib/root-data.ts';
import { translateMessageKey } from '../../../lib/translate-error.ts';
import { useSaveSearch } from '../api/saved-searches.ts';
import { isEmptySavedSearch, toSavedSearchParams } from '../model/saved-search-params.ts';
import { sameIds, type JobSearchParams } from '../model/search-params.ts';

type Outcome = 'saved' | 'duplicate' | 'limit' | { reason: string };

/** A toast's text with a link to the saved searches. */
function ToastWithLink({ text }: { text: string }) {
  const { t } = useTranslation('jobs');
  return (
    <span>
      {text}{' '}
      <Link to={paths.member.savedSearches} className="font-semibold underline">
        {t('saveSearch.viewSaved')}
      </Link>
    </span>
  );
}

/**
 * "Save search" under the search form: a member saves the current filters and later sees the new positions under
 * saved searches; a visitor signs in first and comes back to the same search. A search without keyword and
 * filters would list every position, so there is nothing to save.
 */
export function SaveSearchButton({ params, home }: { params: JobSearchParams; home: number[] }) {
  const { t } = useTranslation('jobs');
  const { account } = useRootData();
  const location = useLocation();
  const save = useSaveSearch();
  const [done, setDone] = useState(false);
  const saved = toSavedSearchParams(params);
  // The country version's own country alone narrows nothing the member chose.
  const empty = isEmptySavedSearch(sameIds(params.country, home) ? { ...saved, country: undefined } : saved);

  if (!account) {
    return (
      <div className="flex justify-end">
        <LinkButton variant="secondary" to={loginWithReturn(`${location.pathname}${location.search}`)}>
          {t('saveSearch.login')}
        </LinkButton>
      </div>
    );
  }

  const report = (outcome: Outcome) => {
    if (outcome === 'saved') {
      setDone(true);
      notify.success(<ToastWithLink text={t('saveSearch.saved')} />);
    } else if (outcome === 'duplicate') {
      setDone(true);
      notify.message(<ToastWithLink text={t('saveSearch.duplicate')} />);
    } else if (outcome === 'limit') {
      notify.error(<ToastWithLink text={t('saveSearch.limit', { max: JOB_ACTION_LIMITS.maxSavedSearches })} />);
    } else {
      notify.error(`${t('saveSearch.failed')} ${outcome.reason}`);
    }
  };

  const onSave = async () => {
    try {
      await save.mutateAsync(saved);
      report('saved');
    } catch (error) {
      if (!(error instanceof ApiError)) return report({ reason: translateMessageKey(t, 'internal') ?? '' });
      if (error.code === 'search_already_saved') return report('duplicate');
      if (error.code === 'saved_search_limit') return report('limit');
      if (error.fields['params.geoCodeId']) return report({ reason: t('saveSearch.invalidPlace') });
      const fieldKey = Object.values(error.fields)[0]?.[0];
      report({ reason: translateMessageKey(t, fieldKey ?? error.code) ?? '' });
    }
  };

  if (done) {
    return (
      <p className="flex flex-wrap items-center justify-end gap-x-3 gap-y-1">
        <span className="font-semibold text-success">{t('saveSearch.savedState')}</span>
        <Link to={paths.member.savedSearches} className="font-semibold text-brand underline">
          {t('saveSearch.viewSaved')}
        </Link>
      </p>
    );
  }
  return (
    <div className="flex flex-col items-stretch gap-2 sm:flex-row sm:items-center sm:justify-end">
      {empty && (
        <p id="save-search-hint" className="text-sm text-muted sm:text-right">
          {t('saveSearch.emptyHint')}
        </p>
      )}
      <Button
        variant="secondary"
        loading={save.isPending}
        disabled={empty}
        aria-describedby={empty ? 'save-search-hint' : undefined}
        onClick={() => void onSave()}
      >
        {t('saveSearch.save')}
      </Button>
    </div>
  );
}
