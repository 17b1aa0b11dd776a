import type { ReactNode } from 'react';

/** The narrow centred card of the sign-in, registration and password pages. */
export function AuthCard({
  title,
  lead,
  children,
  footer,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-5 py-12">
      <title>{`${title} – Laufbahn`}</title>
      <h1 className="font-serif text-3xl">{title}</h1>
      {lead && <p className="mt-2 text-muted">{lead}</p>}
      <div className="mt-8">{children}</div>
      {footer && <div className="mt-8 border-t border-line pt-6 text-sm">{footer}</div>}
    </div>
  );
}
