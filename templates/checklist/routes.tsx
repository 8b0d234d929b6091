import type { Content } from '../../model/schema/sections.ts';
import type { Route } from '../lib/route-types.ts';
import { checklistTours } from '../../model/packages.ts';
import { buildChecklist, checklistPath } from '../../model/checklists.ts';
import { ChecklistPage } from './page.tsx';

/** One printable checklist page per tour with species: /birding-tour/checklist/ and the like. */
export function checklistRoutes(content: Content): Route[] {
  return checklistTours(content).map((tour) => {
    const { heading } = content.routes[tour];
    const checklist = buildChecklist(content, tour);
    const kinds = checklist.groups.map((g) => g.name.toLowerCase()).join(' and ');
    return {
      id: `checklist:${tour}`,
      url: checklistPath(tour),
      outputPath: `${tour}/checklist/index.html`,
      title: `${heading} species checklist`,
      description: `A printable checklist of the ${checklist.species.length} ${kinds} of our ${heading} packages, by family in taxonomic order, with a box for each day and a CSV download.`,
      heading: `${heading} Checklist`,
      Page: () => <ChecklistPage tour={tour} />,
      component: ChecklistPage,
      indexable: true,
      stylesheet: 'pages/checklist.scss',
    };
  });
}
