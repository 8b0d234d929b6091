import Binoculars from 'lucide-react/icons/binoculars';
import Camera from 'lucide-react/icons/camera';
import Compass from 'lucide-react/icons/compass';
import Heart from 'lucide-react/icons/heart';
import House from 'lucide-react/icons/house';
import Leaf from 'lucide-react/icons/leaf';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Users from 'lucide-react/icons/users';
import type { FeatureCard } from '../../model/schema/about-tour.ts';

const icons = { binoculars: Binoculars, users: Users, leaf: Leaf, camera: Camera, shield: ShieldCheck, heart: Heart, compass: Compass, home: House };

/** The icon a feature card names in content, decorative (the card's title carries the meaning). */
export function FeatureIcon({ name, size = 26 }: { name: FeatureCard['icon']; size?: number }) {
  const Icon = icons[name];
  return <Icon size={size} aria-hidden="true" focusable="false" />;
}

/** A grid of feature cards (icon, title, description). */
export function FeatureCards({ items, className = '' }: { items: readonly FeatureCard[]; className?: string }) {
  return (
    <ul className={`feature-cards ${className}`.trim()} role="list">
      {items.map((card) => (
        <li key={card.title} className="feature-card">
          <span className="feature-card-icon">
            <FeatureIcon name={card.icon} />
          </span>
          <h3 className="feature-card-title">{card.title}</h3>
          <p className="feature-card-text">{card.description}</p>
        </li>
      ))}
    </ul>
  );
}
