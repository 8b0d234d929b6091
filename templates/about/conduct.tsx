import Ban from 'lucide-react/icons/ban';
import Drone from 'lucide-react/icons/drone';
import Egg from 'lucide-react/icons/egg';
import Flashlight from 'lucide-react/icons/flashlight';
import Footprints from 'lucide-react/icons/footprints';
import MoveHorizontal from 'lucide-react/icons/move-horizontal';
import VolumeX from 'lucide-react/icons/volume-x';
import type { conductTopics } from '../../model/schema/about-tour.ts';
import { Section } from '../components/section.tsx';
import { useSite } from '../lib/site-context.tsx';

const icons: Record<(typeof conductTopics)[number], typeof Ban> = {
  playback: VolumeX,
  baiting: Ban,
  nests: Egg,
  lights: Flashlight,
  distance: MoveHorizontal,
  drones: Drone,
  groups: Footprints,
};

/** The birding code of conduct on /about-tour/: one card per rule, with its icon, title and points. */
export function CodeOfConduct() {
  const { conduct } = useSite().content.aboutTour;
  return (
    <Section
      id="code-of-conduct"
      className="about-conduct"
      headingId="conduct-heading"
      eyebrow="In the field"
      heading={conduct.heading}
      lead={conduct.lead}
      enter={4}
    >
      <ul className="conduct-rules" role="list">
        {conduct.rules.map((rule) => {
          const Icon = icons[rule.topic];
          return (
            <li key={rule.topic} className={`conduct-rule conduct-rule--${rule.topic}`}>
              <span className="conduct-rule-icon">
                <Icon size={24} aria-hidden="true" focusable="false" />
              </span>
              <h3>{rule.title}</h3>
              {rule.points.length === 1 ? (
                <p>{rule.points[0]}</p>
              ) : (
                <ul role="list">
                  {rule.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
      <p className="conduct-closing">{conduct.closing}</p>
    </Section>
  );
}
