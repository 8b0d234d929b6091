import type { ReactNode } from 'react';
import { useHref, useSite } from '../lib/site-context.tsx';
import { speciesCatalog, speciesPath } from '../../model/catalogue.ts';

/** Returns a function from a species id to the href of its page. */
export function useSpeciesHref(): (id: string) => string {
  const { content } = useSite();
  const href = useHref();
  const catalog = speciesCatalog(content);
  return (id) => {
    const species = catalog.byId.get(id);
    if (!species) throw new Error(`no species page for "${id}"`);
    return href(speciesPath(species.slug));
  };
}

/** A species' English name as a link to its page (`children` replaces the name). */
export function SpeciesLink({ id, className, children }: { id: string; className?: string; children?: ReactNode }) {
  const { content } = useSite();
  const to = useSpeciesHref();
  return (
    <a className={className ? `species-link ${className}` : 'species-link'} href={to(id)}>
      {children ?? speciesCatalog(content).byId.get(id)!.english}
    </a>
  );
}

/** The same, found by English name (checklists and trip reports print names). */
export function SpeciesNameLink({ name, className }: { name: string; className?: string }) {
  const { content } = useSite();
  const species = speciesCatalog(content).byEnglish.get(name);
  if (!species) return <span className={className}>{name}</span>;
  return <SpeciesLink id={species.id} className={className} />;
}
