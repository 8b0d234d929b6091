import type { ComponentType } from 'react';
import type { When } from '../../widgets/runtime.ts';
import type { Slots } from '../../widgets/lib/keep.ts';
import { useContext } from 'react';
import { SiteContext, useSite } from './site-context.tsx';

export type { When };

interface IslandProps<P extends object> {
  /** The island's name: its module is widgets/islands/<name>.tsx. */
  name: string;
  /** That module's default export; rendered here on the server, hydrated in the browser. */
  component: ComponentType<P & { slots?: Slots }>;
  /** Plain JSON data, written once into `data-props`. */
  props: P;
  /** When the browser hydrates it; the first interaction with it always hydrates it at once. */
  when?: When;
  /** Id of the server-rendered element the island controls; it gets `data-ready` too. */
  host?: string;
  /** Server-only content (icons, rich labels) the component places with keep(); never serialised. */
  slots?: Slots;
}

/**
 * Renders an island: a `display: contents` wrapper carrying the island's name, condition and
 * props, around the component's server markup; records the island so the build bundles it.
 */
export function Island<P extends object>({ name, component: Component, props, when = 'visible', host, slots }: IslandProps<P>) {
  useSite().record?.island(name);
  return (
    <div className="island" data-island={name} data-when={when} data-host={host} data-props={JSON.stringify(props)}>
      <Component {...props} slots={slots} />
    </div>
  );
}

/** Asks for stateless enhancers on an element: spread the result onto it (`data-widget`). */
export function useEnhancers(...names: string[]): { 'data-widget': string } {
  const record = useContext(SiteContext)?.record;
  for (const name of names) record?.enhancer(name);
  return { 'data-widget': names.join(' ') };
}
