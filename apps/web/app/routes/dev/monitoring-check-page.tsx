import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { ContentPage } from '../../components/layout/content-page.tsx';
import { Button } from '../../components/ui/button.tsx';
import { webContext } from '../../lib/load-context.ts';
import type { Route } from './+types/monitoring-check-page';

/**
 * A development page that fails on purpose, to follow an error from the view through `/monitoring` to the
 * development store (`/dev/monitoring`). It exists only where that store does (no SENTRY_DSN, outside production).
 */
export function loader({ context, params }: Route.LoaderArgs) {
  if (!webContext(context).monitoring?.local) throw data(null, { status: 404 });
  return { id: params.id };
}

export const meta = () => [{ name: 'robots', content: 'noindex' }];

function FailingView({ id }: { id: string }): never {
  // The text carries an id and an address on purpose: the store must show neither.
  throw new Error(`Monitoring check for record ${id} of check.person@example.com`);
}

export default function MonitoringCheckPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('monitoring');
  const [failing, setFailing] = useState(false);
  return (
    <ContentPage title={t('check.title')} lead={t('check.lead')}>
      <p className="mt-4">
        <Button onClick={() => setFailing(true)}>{t('check.fail')}</Button>
      </p>
      {failing && <FailingView id={loaderData.id} />}
    </ContentPage>
  );
}
