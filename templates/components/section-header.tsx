/** Eyebrow, <h2> (with `id` for aria-labelledby) and optional lead over a page section. */
export function SectionHeader({ id, eyebrow, heading, lead }: { id: string; eyebrow: string; heading: string; lead?: string }) {
  return (
    <header className="section-header">
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={id}>{heading}</h2>
      {lead && <p className="lead">{lead}</p>}
    </header>
  );
}
