import type { ReactNode } from 'react';

type PageCardProps = { title: string; children?: ReactNode };

/** The centred card every form and outcome screen sits in; fits a 360 px phone without sideways scroll. */
export function PageCard({ title, children }: PageCardProps) {
  return (
    <main className="light-page">
      <section className="light-card">
        <h1 className="light-title">{title}</h1>
        {children}
      </section>
    </main>
  );
}
