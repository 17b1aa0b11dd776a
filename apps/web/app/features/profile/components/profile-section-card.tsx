import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** One part of the profile on the overview: its title, what is filled in, and the way to edit it. */
export function ProfileSectionCard({
  id,
  title,
  editLabel,
  editTo,
  complete,
  statusLabel,
  children,
}: {
  id: string;
  title: string;
  editLabel: string;
  editTo: string;
  complete: boolean;
  statusLabel: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-line bg-white p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={`${id}-title`} className="font-serif text-xl">
          {title}
        </h2>
        <span
          className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${complete ? 'bg-success/10 text-success' : 'bg-accent/15 text-ink'}`}
        >
          {statusLabel}
        </span>
      </div>
      <div className="mt-3 text-ink">{children}</div>
      <p className="mt-4">
        <Link to={editTo} className="font-semibold text-brand underline">
          {editLabel}
        </Link>
      </p>
    </section>
  );
}
