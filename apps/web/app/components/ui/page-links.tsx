import { Link } from 'react-router';

interface PageLinksProps {
  page: number;
  pages: number;
  /** The address of another page of the same results. */
  linkTo: (page: number) => string;
  labels: { nav: string; previous: string; next: string; pageOf: string };
}

/** "Previous · page x of y · next" under a list of results; nothing when everything fits on one page. */
export function PageLinks({ page, pages, linkTo, labels }: PageLinksProps) {
  if (pages <= 1) return null;
  const linkClass = 'font-semibold text-brand underline';
  return (
    <nav aria-label={labels.nav} className="flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={linkTo(page - 1)} className={linkClass} rel="prev">
          {labels.previous}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-muted">{labels.pageOf}</span>
      {page < pages ? (
        <Link to={linkTo(page + 1)} className={linkClass} rel="next">
          {labels.next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
