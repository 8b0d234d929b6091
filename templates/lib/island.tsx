import type { ComponentType } from 'react';
import type { When } from '../../widgets/runtime.ts';
import type { Slots } from '../../widgets/lib/keep.ts';
import { useContext } from 'react';
import { SiteContext, useSite } from './site-context.tsx';

export type { IslandRegistry } from './site-context.tsx';

export type { When };

/** Thrown when `<Island>` gets a component that is not an island module's default export; the build names the template. */
export class UnknownIslandError extends Error {
  constructor(readonly component: string) {
    super(`<Island component={${component}}>: ${component} is not the default export of a module in widgets/islands/`);
    this.name = 'UnknownIslandError';
  }
}

interface IslandProps<P extends object> {
  /** The default export of a module in widgets/islands/; rendered here on the server, hydrated in the browser. */
  component: ComponentType<P & { host: string; slots?: Slots }>;
  /** Plain JSON data, written once into `data-props` (the host is not repeated there: the component gets it from `data-host`). */
  props: P;
  /** When the browser hydrates it; the first interaction with it always hydrates it at once. */
  when?: When;
  /** Id of the server-rendered element the island controls, given once: written as `data-host`, passed to the component as `host`; it gets `data-ready` too. */
  host: string;
  /** Server-only content (icons, rich labels) the component places with keep(); never serialised. */
  slots?: Slots;
}

/**
 * Renders an island: a `display: contents` wrapper carrying the island's name, condition and
 * props, around the component's server markup; records the island so the build bundles it.
 */
export function Island<P extends object>({ component: Component, props, when = 'visible', host, slots }: IslandProps<P>) {
  const site = useSite();
  const name = site.islands?.get(Component);
  if (name === undefined) throw new UnknownIslandError(Component.displayName ?? Component.name);
  site.record?.island(name);
  return (
    <div className="island" data-island={name} data-when={when} data-host={host} data-props={JSON.stringify(props)}>
      <Component {...props} host={host} slots={slots} />
    </div>
  );
}

/** Asks for stateless enhancers on an element: spread the result onto it (`data-widget`). */
export function useEnhancers(...names: string[]): { 'data-widget': string } {
  const record = useContext(SiteContext)?.record;
  for (const name of names) record?.enhancer(name);
  return { 'data-widget': names.join(' ') };
}
