import { Picture } from '../components/picture.tsx';
import { useSite } from '../lib/site-context.tsx';
import { Section } from '../components/section.tsx';

/** Section 7: Our Expert Team. */
export function Team() {
  const { team } = useSite().content.home;
  return (
    <Section id="team" className="team" headingId="team-heading" eyebrow={team.eyebrow} heading="Our Expert Team" lead={team.lead} reveal>
      <ul className="team-grid">
        {team.members.map((member) => (
          <li key={member.name} className="team-card">
            <Picture
              image={member.image}
              use="portrait"
              sizes="(min-width: 1024px) 17rem, (min-width: 640px) 45vw, 90vw"
              className="team-photo"
              caption={`${member.name}, ${member.role}`}
            />
            <div className="team-body">
              <h3>{member.name}</h3>
              <p className="team-role">{member.role}</p>
              <p className="team-bio">{member.bio}</p>
              <ul className="team-tags" aria-label="Specialties">
                {member.specialties.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
