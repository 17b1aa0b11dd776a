import { Link } from 'react-router';

/** Title of a career-goal page, with the way back one level up. */
export function CareerGoalHeader({
  title,
  documentTitle,
  lead,
  back,
}: {
  title: string;
  /** The browser tab's title, before the brand. */
  documentTitle: string;
  lead?: string;
  back: { to: string; label: string };
}) {
  return (
    <div className="mb-6">
      <title>{`${documentTitle} – Laufbahn`}</title>
      <Link to={back.to} className="text-sm font-semibold text-brand underline">
        {back.label}
      </Link>
      <h1 className="mt-3 font-serif text-3xl lg:text-4xl">{title}</h1>
      {lead && <p className="mt-2 text-muted">{lead}</p>}
    </div>
  );
}
