import type { ReactNode } from 'react';

/** A readable single-column page: footer pages, account-menu pages, sitemap. */
export function ContentPage({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-5 py-10 lg:py-14">
      <title>{`${title} – Laufbahn`}</title>
      <h1 className="font-serif text-3xl lg:text-4xl">{title}</h1>
      {lead && <p className="mt-3 text-lg text-muted">{lead}</p>}
      {children && <div className="mt-8 flex flex-col gap-6">{children}</div>}
    </div>
  );
}
