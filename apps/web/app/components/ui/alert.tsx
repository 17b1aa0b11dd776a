import type { ReactNode } from 'react';

export function Alert({ tone = 'danger', children }: { tone?: 'danger' | 'success'; children: ReactNode }) {
  const colours = tone === 'danger' ? 'border-danger text-danger' : 'border-success text-success';
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      className={`rounded-md border-l-4 bg-surface px-4 py-3 text-sm ${colours}`}
    >
      {children}
    </div>
  );
}
