import Binoculars from 'lucide-react/icons/binoculars';
import Bird from 'lucide-react/icons/bird';
import Camera from 'lucide-react/icons/camera';
import CloudFog from 'lucide-react/icons/cloud-fog';
import Droplets from 'lucide-react/icons/droplets';
import Flower2 from 'lucide-react/icons/flower-2';
import Leaf from 'lucide-react/icons/leaf';
import Mountain from 'lucide-react/icons/mountain';
import Sprout from 'lucide-react/icons/sprout';
import TreePalm from 'lucide-react/icons/tree-palm';
import Trees from 'lucide-react/icons/trees';
import Waves from 'lucide-react/icons/waves';
import type { LucideIcon } from 'lucide-react';
import type { HomeIconName } from '../../model/schema/home.ts';

/** The lucide component for each icon name content/home.yaml may use. */
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
