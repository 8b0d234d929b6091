/** Eyebrow, h2 and lead over a home section; `id` names the heading for aria-labelledby. */
export function SectionHeader({ id, eyebrow, heading, lead }: { id: string; eyebrow: string; heading: string; lead?: string }) {
  return (
    <div className="section-header">
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={id}>{heading}</h2>
      {lead && <p className="lead">{lead}</p>}
    </div>
  );
}
