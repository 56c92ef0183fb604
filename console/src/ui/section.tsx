import type { ComponentChildren } from 'preact';

/** A titled part of a page, named by its heading for assistive technology. */
export function Section({ id, title, children }: { id: string; title: string; children: ComponentChildren }) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      {children}
    </section>
  );
}
