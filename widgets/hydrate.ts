import { h, hydrate as preactHydrate, type ComponentType } from 'preact';
import type { Hydrate } from './runtime.ts';

/** A Hydrate over Preact for the islands this page's bundle carries. */
// biome-ignore lint/suspicious/noExplicitAny: components of every props type share one registry; their props are checked where each is used.
export function hydrator(islands: Record<string, ComponentType<any>>): Hydrate {
  return (wrapper, name, props) => {
    const component = islands[name];
    if (!component) throw new Error(`no island named ${name} in this page's bundle`);
    preactHydrate(h(component, props), wrapper);
  };
}
