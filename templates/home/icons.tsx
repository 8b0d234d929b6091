import { Binoculars, Bird, Camera, CloudFog, Droplets, Flower2, Leaf, Mountain, Sprout, TreePalm, Trees, Waves, type LucideIcon } from 'lucide-react';
import type { HomeIconName } from '../../content/schema/home.ts';

/** The lucide component for each icon name content/home.ts may use. */
const homeIcons: Record<HomeIconName, LucideIcon> = {
  Binoculars,
  Bird,
  Camera,
  CloudFog,
  Droplets,
  Flower2,
  Leaf,
  Mountain,
  Sprout,
  TreePalm,
  Trees,
  Waves,
};

/** A decorative icon from the home-page set. */
export function HomeIcon({ name, size = 24, className }: { name: HomeIconName; size?: number; className?: string }) {
  const Icon = homeIcons[name];
  return <Icon className={className} size={size} aria-hidden="true" focusable="false" />;
}
