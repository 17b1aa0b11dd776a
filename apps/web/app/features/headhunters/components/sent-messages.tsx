import { useTranslation } from 'react-i18next';
import type { HeadhunterPage } from '@laufbahn/contracts/headhunters';
import { useFormats } from '../../../lib/use-formats.ts';

/** On a firm's page: the member's own messages to it, and whether one of the firm's recruiters has read each. */
export function SentMessages({ firm }: { firm: HeadhunterPage }) {
  const { t } = useTranslation('pages');
  const formats = useFormats();
  if (firm.sentMessages.length === 0) return null;
  return (
    <section aria-labelledby="sent-heading" className="flex flex-col gap-3">
      <h2 id="sent-heading" className="font-serif text-2xl">
        {t('headhunters.sent.heading', { firm: firm.name })}
      </h2>
      <ul className="flex flex-col divide-y divide-line rounded-lg border border-line bg-white">
        {firm.sentMessages.map((message) => (
          <li key={message.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3">
            <span className="font-semibold break-words">{message.subject}</span>
            <span className="text-sm text-muted">
              {t('headhunters.sent.sentOn', { date: formats.date(message.createdAt) })} ·{' '}
              {message.readAt === null ? (
                t('headhunters.sent.unread')
              ) : (
                <span className="font-semibold text-ink">
                  {t('headhunters.sent.readOn', { date: formats.date(message.readAt) })}
                </span>
              )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
