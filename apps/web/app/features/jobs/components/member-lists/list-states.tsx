import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { LinkButton } from '../../../../components/ui/link-button.tsx';

export interface EmptyStateAction {
  to: string;
  label: string;
}

/** What an empty list means, and where to go next. */
export function EmptyState({
  id,
  title,
  text,
  actions,
}: {
  id: string;
  title: string;
  text: string;
  actions: EmptyStateAction[];
}) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-line bg-surface p-6" data-testid="list-empty">
      <h2 id={id} tabIndex={-1} className="font-serif text-xl">
        {title}
      </h2>
      <p className="mt-2 leading-relaxed">{text}</p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        {actions.map((action, index) => (
          <LinkButton key={action.to} to={action.to} variant={index === 0 ? 'primary' : 'secondary'}>
            {action.label}
          </LinkButton>
        ))}
      </div>
    </section>
  );
}

/**
 * While a list the server could not read loads in the browser, or when that fails too: a status or an error with a
 * retry. Renders `children` once the list is there.
 */
export function ListLoadState({
  query,
  children,
}: {
  query: { data: unknown; isError: boolean; isFetching: boolean; refetch: () => unknown };
  children: ReactNode;
}) {
  const { t } = useTranslation('jobs');
  if (query.data !== undefined) return children;
  if (query.isError && !query.isFetching) {
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert>{t('lists.loadError')}</Alert>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('lists.retry')}
        </Button>
      </div>
    );
  }
  return (
    <p role="status" className="text-muted">
      {t('lists.loading')}
    </p>
  );
}

/**
 * After an entry was removed its button is gone: focus goes to the list's heading, or to the empty state once the
 * last entry went.
 */
export function useFocusAfterRemoval(count: number, emptyId: string) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const removed = useRef(false);
  useEffect(() => {
    if (!removed.current) return;
    removed.current = false;
    (headingRef.current ?? document.getElementById(emptyId))?.focus();
  }, [count, emptyId]);
  return {
    headingRef,
    removing: () => {
      removed.current = true;
    },
  };
}
