import { offeredPackages } from './packages.ts';
import type { Content, SourceKey } from './schema/sections.ts';
import { closest } from './suggest.ts';

// The practical page repeats no number of its own: the altitudes are the sites', and each journey
// time is one an itinerary already states; and it describes every grade a package carries. These
// rules keep it so when either side is edited.

// The shapes of model/rules.ts, which runs these with its own rules.
type ReportProblem = (key: SourceKey, field: string, message: string, found: unknown, suggestions?: readonly string[]) => void;
type ContentRule = (content: Content, report: ReportProblem) => void;

/** The sites whose altitude the health section shows are sites of content/sites/. */
const altitudeSites: ContentRule = (content, report) => {
  const ids = content.sites.map((s) => s.id);
  content.practical.health.altitude.sites.forEach((id, i) => {
    if (!ids.includes(id)) report('practical', `health.altitude.sites[${i}]`, 'must be the id of a site of content/sites/', id, closest(id, ids));
  });
};

/** Each journey's place and time are written together in an entry of some package's itinerary ("about 3 hours", or "3 to 4 hour drive"). */
const journeysStated: ContentRule = (content, report) => {
  const entries = offeredPackages(content).flatMap((o) => o.itinerary.flatMap((d) => d.entries.map((e) => e.text)));
  content.practical.around.journeys.forEach(({ place, time }, i) => {
    const written = [time, time.replace(/ hours$/, ' hour')];
    if (!entries.some((e) => e.includes(place) && written.some((t) => e.includes(t))))
      report(
        'practical',
        `around.journeys[${i}]`,
        `must give a place and a time that an itinerary entry of content/packages/ or content/days/ writes together (the page states no journey time of its own)`,
        `${place}: ${time}`,
      );
  });
};

/** Every grade a package carries is described on the page: a package of a new grade would otherwise be left out of "Pace and fitness". */
const gradesDescribed: ContentRule = (content, report) => {
  const described = content.practical.grades.items.map((g) => g.grade);
  const missing = new Map<string, string>();
  for (const { tour, pkg } of offeredPackages(content)) if (pkg.grade && !described.includes(pkg.grade)) missing.set(pkg.grade, `${tour.slug} ${pkg.title}`);
  for (const [grade, carrier] of missing)
    report(
      'practical',
      'grades.items',
      `must describe every grade a package carries: add an item for "${grade}" (${carrier} carries it)`,
      described,
      closest(grade, described),
    );
};

export const practicalRules: ContentRule[] = [altitudeSites, journeysStated, gradesDescribed];
