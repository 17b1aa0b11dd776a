import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Link, useRevalidator } from 'react-router';
import type { ReceivedHeadhunterMessage } from '@laufbahn/contracts/headhunters';
import { markMessageRead, receivedMessagesEndpoint } from '../../features/headhunters/api/headhunters.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { notify } from '../../components/ui/toaster.tsx';
import { recruiterPaths } from '../../features/recruiter/model/recruiter-paths.ts';
import { requireRecruiter } from '../../features/recruiter/model/require-recruiter.ts';
import { loadEndpoint } from '../../lib/endpoint.ts';
import { useFormats } from '../../lib/use-formats.ts';
import type { Route } from './+types/received-messages-page';

export async function loader({ context }: Route.LoaderArgs) {
  const recruiter = await requireRecruiter(context);
  const headhunter = recruiter.organisation.kind === 'headhunter';
  // Until the organisation is verified, the page says so instead of the API's bare refusal.
  if (!recruiter.organisation.verified) return { unverified: true as const, messages: [], unread: 0, headhunter };
  const answer = await loadEndpoint(context, receivedMessagesEndpoint);
  if (!answer.data) throw data(null, { status: answer.status === 403 ? 403 : 500 });
  return { unverified: false as const, messages: answer.data.messages, unread: answer.data.unread, headhunter };
}

/** `/recruiting/messages`: what Premium members wrote to the organisation from the headhunter directory. */
export default function ReceivedMessagesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('recruiter');
  const formats = useFormats();
  const revalidator = useRevalidator();
  const [marking, setMarking] = useState<number | null>(null);
  const { messages, unread, headhunter, unverified } = loaderData;

  const mark = async (message: ReceivedHeadhunterMessage) => {
    setMarking(message.id);
    try {
      await markMessageRead(message.id, { read: message.readAt === null });
      await revalidator.revalidate();
    } catch {
      notify.error(t('messages.markFailed'));
    } finally {
      setMarking(null);
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-5 py-10">
      <title>{`${t('messages.title')} – ${t('site.name')}`}</title>
      <div className="flex flex-col gap-2">
        <h1 className="font-serif text-3xl sm:text-4xl">{t('messages.title')}</h1>
        <p className="text-muted">{t('messages.lead')}</p>
        {!unverified && messages.length > 0 && (
          <p className="text-sm text-muted">
            {unread > 0 && <strong className="text-ink">{t('messages.unread', { count: unread })}. </strong>}
            {t('messages.readShared')}
          </p>
        )}
        {headhunter && !unverified && (
          <p>
            <Link to={recruiterPaths.directoryEntry} className="font-semibold text-brand underline">
              {t('directoryEntry.link')}
            </Link>
          </p>
        )}
      </div>
      {unverified ? (
        <Alert>{t('messages.unverified')}</Alert>
      ) : messages.length === 0 ? (
        <p>{t('messages.none')}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {messages.map((message) => (
            <li key={message.id}>
              <article
                aria-labelledby={`message-${message.id}`}
                className="flex flex-col gap-2 rounded-lg border border-line bg-white p-5"
              >
                <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                  <h2 id={`message-${message.id}`} className="font-serif text-xl">
                    {message.subject}
                  </h2>
                  {message.readAt === null && (
                    <span className="rounded-full bg-brand px-2 py-0.5 text-xs font-semibold text-white">
                      {t('messages.new')}
                    </span>
                  )}
                </div>
                <p className="text-sm text-muted">
                  {t('messages.from', { member: message.memberName, date: formats.date(message.createdAt) })}
                  {message.readAt !== null && <> · {t('messages.readOn', { date: formats.date(message.readAt) })}</>}
                </p>
                <p className="whitespace-pre-line leading-relaxed">{message.message}</p>
                <p>
                  <a
                    href={`mailto:${message.memberEmail}?subject=${encodeURIComponent(t('messages.replySubject', { subject: message.subject }))}`}
                    className="font-semibold text-brand underline"
                  >
                    {t('messages.reply', { email: message.memberEmail })}
                  </a>
                </p>
                <div>
                  <Button
                    variant="secondary"
                    aria-describedby={`message-${message.id}`}
                    loading={marking === message.id}
                    onClick={() => void mark(message)}
                  >
                    {message.readAt === null ? t('messages.markRead') : t('messages.markUnread')}
                  </Button>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
