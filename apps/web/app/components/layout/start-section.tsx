import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LinkButton } from '../ui/link-button.tsx';

/**
 * One section of a member's start page: a heading, its content, and a link to the whole list. Every part of the
 * start page (recommendations, saved searches, applications, the profile, the membership, and later profile views
 * and contact requests) is one of these, so a new part is one more section in `routes/home/member-start-page.tsx`.
 */
export function StartSection({
  id,
  title,
  more,
  children,
  className = '',
}: {
  id: string;
  title: string;
  more?: { to: string; label: string };
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      id={id}
      className={`flex flex-col gap-4 rounded-lg border border-line bg-white p-5 sm:p-6 ${className}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={`${id}-heading`} className="font-serif text-2xl">
          {title}
        </h2>
        {more && (
          <Link to={more.to} className="font-semibold text-brand underline">
            {more.label}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

/** What an empty part of the start page means, and what to do about it. */
export function StartEmpty({ text, actions }: { text: string; actions: { to: string; label: string }[] }) {
  return (
    <div className="flex flex-col items-start gap-4 rounded-md bg-surface p-4 sm:p-5" data-testid="start-empty">
      <p className="leading-relaxed">{text}</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        {actions.map((action, index) => (
          <LinkButton key={action.to} to={action.to} variant={index === 0 ? 'primary' : 'secondary'}>
            {action.label}
          </LinkButton>
        ))}
      </div>
    </div>
  );
}
