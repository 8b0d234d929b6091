import { prefersReducedMotion } from '../lib/motion.ts';
import { REVEAL_THRESHOLD } from '../timings.ts';

/**
 * Sections animate into view when 10 % of them is visible. Only sections still below the fold
 * when this runs are hidden first, so nothing the visitor already sees blinks; with JavaScript
 * off or under reduced motion every section is simply visible.
 */
export default function reveal(root: HTMLElement): void {
  if (prefersReducedMotion() || !('IntersectionObserver' in window)) return;
  if (root.getBoundingClientRect().top < window.innerHeight) return;
  root.classList.add('reveal-pending');
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        root.classList.add('is-revealed');
        root.classList.remove('reveal-pending');
        observer.disconnect();
      }
    },
    { threshold: REVEAL_THRESHOLD },
  );
  observer.observe(root);
}
