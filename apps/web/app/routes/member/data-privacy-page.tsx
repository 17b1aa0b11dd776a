import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, type LoaderFunctionArgs, type ShouldRevalidateFunction } from 'react-router';
import type { DataExportList } from '@laufbahn/contracts/data-privacy';
import { ContentPage } from '../../components/layout/content-page.tsx';
import { SignInNeeded } from '../../components/layout/sign-in-needed.tsx';
import { DATA_EXPORTS_PATH, dataExportsKey } from '../../features/data-privacy/api/data-exports.ts';
import { DataExportSection } from '../../features/data-privacy/components/data-export-section.tsx';
import { DeleteAccountSection } from '../../features/data-privacy/components/delete-account-section.tsx';
import { requireMember } from '../../lib/auth-guard.ts';
import { webContext } from '../../lib/load-context.ts';
import { profilePaths } from '../../lib/paths.ts';

/** Members only (with `?me=false` a visitor is asked to log in); the exports are read on the server. */
export async function loader(args: LoaderFunctionArgs) {
  await requireMember(args);
  const response = await webContext(args.context).api(DATA_EXPORTS_PATH);
  return {
    signedOut: response.status === 401,
    exports: response.status === 200 ? response.json<DataExportList>() : null,
  };
}

/**
 * The list refreshes itself; the page's loader runs again only when the address changes, so that the header's
 * refresh after the deletion does not send the former member to the login page.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname || currentUrl.search !== nextUrl.search ? defaultShouldRevalidate : false;

/** `/account/privacy`: a copy of everything Laufbahn holds about the member, and the deletion of the account. */
export default function DataPrivacyPage() {
  const { t } = useTranslation('dataPrivacy');
  const { signedOut, exports } = useLoaderData<typeof loader>();
  const queryClient = useQueryClient();
  const [deleted, setDeleted] = useState(false);
  const onDeleted = () => {
    setDeleted(true);
    queryClient.removeQueries({ queryKey: dataExportsKey });
  };
  return (
    <ContentPage title={t('title')} lead={t('lead')}>
      {signedOut ? (
        <SignInNeeded />
      ) : (
        <>
          {!deleted && (
            <>
              <p>
                <Link to={profilePaths.visibility} className="font-semibold text-brand underline">
                  {t('visibilityLink')}
                </Link>
              </p>
              <DataExportSection initial={exports} />
            </>
          )}
          <DeleteAccountSection onDeleted={onDeleted} />
        </>
      )}
    </ContentPage>
  );
}
