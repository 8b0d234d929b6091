import { z } from 'zod';
import { template, text } from './common.ts';

// The species section's words (content/species-pages.yaml): /species/ and each species page.

export const speciesPagesSchema = z.strictObject({
  index: z.strictObject({
    /** The footer's quick link to /species/. */
    navLabel: text,
    title: text,
    description: text.min(50).max(160, 'must be at most 160 characters: what a search result shows'),
    heading: text,
    lead: text,
  }),
  page: z.strictObject({
    where: text,
    packages: text,
    checklists: text,
    reports: text,
    /** `{n}` trips recorded it of the `{trips}` ("3 trips") that went to its sites. */
    recordedOn: text,
    noTrips: text,
    heard: text,
    byMonth: text,
    /** A package panel's line: `{trips}` of the package ('3 trips'), then the trips' dates. */
    packageTrips: text,
    packageNoTrips: text,
    askBird: text,
    askMammal: text,
    askMessage: template('name'),
    plan: text,
    /** Under the month bars: where their likelihoods come from. */
    monthsNote: text,
  }),
  planner: z.strictObject({
    heading: text,
    lead: text,
    noScript: text,
    /** Each likelihood as the planner shows it beside a target: "rare: never promised". */
    odds: z.strictObject({ regular: text, likely: text, 'with luck': text, rare: text }),
    /**
     * The planner's own words. `{count}` is the planner's count of targets ("2 of your 3 targets",
     * "both your targets"); `{package}` a package's tour and title; `{packages}` two or three of them.
     */
    ui: z.strictObject({
      search: text,
      add: text,
      hint: text,
      matching: text,
      /** The status line after a change: `{name}` of the species. */
      added: template('name'),
      removed: template('name'),
      /** `{n}`: how many targets are chosen. */
      yourTargets: template('n'),
      remove: template('name'),
      /** The send links: `{package}` is the package's tour and title, or `askTwo`, `askThree`. */
      whatsapp: template('package'),
      email: text,
      emailLabel: template('package'),
      askTwo: text,
      askThree: text,
      /** The plan's heading, for two packages and for three, and the words before their links. */
      two: text,
      three: text,
      together: text,
      /** Beside a target its package's (or plan's) sites do not hold. */
      absent: text,
      absentPlan: text,
      /** A ranked package's line: it looks for `{found}` of the `{targets}` chosen. */
      row: template('found', 'targets'),
      /** The ids of a shared link that name no species we know: `{ids}`. */
      ignored: template('ids'),
      /** The targets no package's sites hold: `{missing}`; `{them}` is "it" or "them". */
      missing: template('missing', 'them'),
      results: text,
      /** Beside a target a package's sites hold though its list does not name it. */
      unlisted: text,
      noTargets: text,
      looksFor: template('package', 'count'),
      /** No package looks for any target as regular or likely: the best one's chances, `{apart}`. */
      atBest: template('count', 'package', 'apart'),
      none: template('count'),
      pair: template('packages', 'count'),
      triple: template('packages', 'count'),
      /** After the best package (or plan) where a target is still not looked for. */
      noCombination: text,
      /** The targets a package finds only with luck, or rarely: `{names}`; never counted as looked for. */
      withLuck: template('names'),
      rare: template('names'),
    }),
    /** The month control: its label, the choice of no month, and the twelve months' names, January first. */
    month: z.strictObject({ label: text, any: text, names: z.array(text).length(12, 'must name the twelve months, January first') }),
    /**
     * The WhatsApp and e-mail message, sentence by sentence; the planner joins them with a space and
     * leaves out `missing` (`missingPair`, `missingTriple`) when the packages' sites hold every
     * target, and `month` when no month is chosen.
     */
    message: z.strictObject({
      /** A package: `{title}`; `packageOnPage` where its title does not name its tour (`{tour}`). */
      package: template('title'),
      packageOnPage: template('title', 'tour'),
      /** Two packages asked about together: `{first}` and `{second}` as `package` names them. */
      pair: template('first', 'second'),
      /** Three packages asked about together. */
      triple: template('first', 'second', 'third'),
      /** A target its packages look for: `{name}` and its likelihood, `{odds}`. */
      target: template('name', 'odds'),
      opening: template('package'),
      targets: template('targets'),
      /** The targets the package does not look for, `{missing}`; `{them}` is "it" or "them". */
      missing: template('missing', 'them'),
      missingPair: template('missing', 'them'),
      missingTriple: template('missing', 'them'),
      /** The month chosen in the planner, `{month}` as `planner.month.names` writes it. */
      month: template('month'),
      closing: text,
      subject: template('package'),
    }),
  }),
  /**
   * The life list: a visitor's eBird list loaded on /species/ and the tour pages, read in the
   * browser and kept on the device (widgets/on-use/life-list.ts), and the lifers it gives.
   */
  lifeList: z.strictObject({
    heading: text,
    lead: text,
    /** The file picker's label and the hint of where eBird gives the file. */
    file: text,
    fileHint: text,
    /** The box for pasted names, its hint and its button. */
    paste: text,
    pasteHint: text,
    use: text,
    clear: text,
    /** While the list is read and the data fetched. */
    reading: text,
    /** The list in use: `{species}` species (a number) from `{label}` (its file name, or `pasted`). */
    loaded: template('species', 'label'),
    pasted: text,
    /** What was not counted: `{parts}`, made of `spuh`, `slash`, `hybrid`, `domestic` (`{n}` each). */
    ignored: template('parts'),
    spuh: template('n'),
    slash: template('n'),
    hybrid: template('n'),
    domestic: template('n'),
    /** Rows that could not be read: `{n}`. */
    unreadable: template('n'),
    /** A bird of the list split since: `{name}`, now `{into}`; counted as none of them. */
    split: template('name', 'into'),
    /** A bird of the list lumped since: `{name}`, now part of `{into}`. */
    lump: template('name', 'into'),
    /** Pasted names that match nothing we know: `{names}`. */
    unknown: template('names'),
    notExport: text,
    empty: text,
    unreadableFile: text,
    cleared: text,
    /** A package's line: `{n}` possible lifers, `{r}` of them regular or likely (`packageLifer` for one). */
    packageLifers: template('n', 'r'),
    packageLifer: template('n', 'r'),
    /** The month the counts are for: `{month}`, or `anyMonth`. */
    forMonth: template('month'),
    anyMonth: text,
    /** The tour page's list of its lifers, by likelihood: its heading, and where there are none. */
    tourLifers: text,
    noLifers: text,
    /** /species/: each package's count, and the button that makes every lifer the planner's target (`{n}`). */
    packagesHeading: text,
    allLifers: template('n'),
    allLifersDone: template('n'),
    /** A species page: the bird is on the list, or not (a possible lifer). */
    onList: text,
    notOnList: text,
    /** The species list's badge on a bird not on the list, and the filter that keeps only those. */
    liferBadge: text,
    filter: text,
    filterLifers: text,
    filterSeen: text,
  }),
});
export type SpeciesPages = z.infer<typeof speciesPagesSchema>;
export type SpeciesPagesInput = z.input<typeof speciesPagesSchema>;
