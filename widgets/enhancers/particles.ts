import { prefersReducedMotion } from '../lib/motion.ts';
import { PARTICLE_IDLE_MS, PARTICLE_UPDATE_MS } from '../timings.ts';

const REACH = 160; // px around the pointer within which motes are pushed away
const PUSH = 70; // px a mote right under the pointer moves
const DRIFT = 10; // px of drift while they move

type Point = { x: number; y: number };

/** How far mote `i` sits from its rest at `time`: a slow drift, and a push away from a pointer within REACH. */
function offsetOf(i: number, time: number, centre: readonly [number, number], pointer: Point | null): [number, number] {
  const phase = i * 1.7;
  let dx = Math.sin(time / 1400 + phase) * DRIFT;
  let dy = Math.cos(time / 1900 + phase) * DRIFT;
  if (pointer) {
    const vx = centre[0] - pointer.x;
    const vy = centre[1] - pointer.y;
    const distance = Math.hypot(vx, vy);
    if (distance < REACH) {
      const force = (1 - distance / REACH) * PUSH;
      // Straight up when the pointer sits exactly on the mote.
      dx += distance > 0.5 ? (vx / distance) * force : 0;
      dy += distance > 0.5 ? (vy / distance) * force : -force;
    }
  }
  return [dx, dy];
}

/** Tells `moved` where the mouse is over `root`, and null once it leaves the window. */
function followMouse(root: HTMLElement, moved: (pointer: Point | null) => void): void {
  window.addEventListener('pointermove', (event) => {
    if (event.pointerType === 'touch') return;
    const box = root.getBoundingClientRect();
    moved({ x: event.clientX - box.left, y: event.clientY - box.top });
  });
  // A mouse leaving the window lets the motes drift back to rest before the updates stop (a
  // finger "leaves" after every touch: ignored like its moves).
  document.documentElement.addEventListener('pointerleave', (event) => {
    if (event.pointerType === 'touch') return;
    moved(null);
  });
}

/**
 * Decorative motes over the hero that react to the mouse: while it moves, every PARTICLE_UPDATE_MS
 * each one drifts a little and is pushed away from it, by transform only (no layout). The updates
 * start on a mouse move and stop PARTICLE_IDLE_MS after the last one, so a page nobody points at
 * costs nothing. A finger moves nothing (touch scrolls the page); nothing runs under reduced
 * motion, while the hero is off screen or while the tab is hidden.
 */
export default function particles(root: HTMLElement): void {
  if (prefersReducedMotion()) return;
  const dots = [...root.querySelectorAll<HTMLElement>('.particle')];
  let pointer: Point | null = null;
  let visible = true;
  let interval = 0;
  let quiet = 0; // updates since the last mouse move
  let time = 0;

  // Resting centres relative to the layer, measured once and again on resize: the updates
  // themselves then read no layout at all and only write transforms.
  let centres: (readonly [number, number])[] = [];
  const measure = () => {
    centres = dots.map((dot) => [dot.offsetLeft + dot.offsetWidth / 2, dot.offsetTop + dot.offsetHeight / 2] as const);
  };
  measure();
  window.addEventListener('resize', measure);

  const update = () => {
    time += PARTICLE_UPDATE_MS;
    dots.forEach((dot, i) => {
      const [dx, dy] = offsetOf(i, time, centres[i]!, pointer);
      dot.style.transform = `translate3d(${dx.toFixed(1)}px, ${dy.toFixed(1)}px, 0)`;
    });
    quiet += 1;
    if (quiet * PARTICLE_UPDATE_MS >= PARTICLE_IDLE_MS) stop();
  };

  const start = () => {
    quiet = 0;
    if (interval || !visible || document.hidden) return;
    interval = window.setInterval(update, PARTICLE_UPDATE_MS);
    root.dataset.running = 'true';
  };
  const stop = () => {
    window.clearInterval(interval);
    interval = 0;
    root.dataset.running = 'false';
  };

  followMouse(root, (moved) => {
    pointer = moved;
    start();
  });

  new IntersectionObserver(([entry]) => {
    visible = entry!.isIntersecting;
    if (!visible) stop();
  }).observe(root);
  document.addEventListener('visibilitychange', () => document.hidden && stop());
  stop();
}
