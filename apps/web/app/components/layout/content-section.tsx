import type { ReactNode } from 'react';

export const contentLinkClass = 'font-semibold text-brand underline';

/** A titled section of a ContentPage; its heading labels it for screen readers. */
export function ContentSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="font-serif text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A bulleted list of translated sentences. */
export function BulletList({ items }: { items: string[] }) {
  return (
    <ul className="mt-2 list-disc space-y-1 pl-6 leading-relaxed">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
