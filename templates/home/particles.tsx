import type { CSSProperties } from 'react';
import { PARTICLE_COUNT } from '../../widgets/timings.ts';
import { useEnhancers } from '../lib/island.tsx';

/** Spread points over the layer without randomness (templates are pure): golden-ratio steps. */
function particleStyle(i: number): CSSProperties {
  const x = (i * 61.803 + 9) % 100;
  const y = (i * 38.197 + 17) % 100;
  const size = 4 + ((i * 5) % 7);
  return { left: `${x.toFixed(2)}%`, top: `${y.toFixed(2)}%`, '--size': `${size}px` } as CSSProperties;
}

/**
 * Fifteen decorative motes drifting over the hero; the particles widget moves them with the mouse.
 * Absolutely positioned, transform-only and hidden from assistive technology; none under reduced motion.
 */
export function Particles() {
  return (
    <div className="particles" aria-hidden="true" {...useEnhancers('particles')} data-particles={PARTICLE_COUNT}>
      {Array.from({ length: PARTICLE_COUNT }, (_, i) => (
        <span key={i} className="particle" style={particleStyle(i)} />
      ))}
    </div>
  );
}
