import type { Likelihood } from '../../model/schema/sites.ts';
import { inMonth, list as and, sure, unpackPackages, type CoveragePackage } from '../coverage.ts';
import type { LifeListData, LifeListWords } from '../life-list/data.ts';
import { onList, parseExport, parseNames, type LifeList, type NotAList } from '../life-list/parse.ts';
import { fill } from '../planner/message.ts';
import { LIFE_LIST_STORE } from '../life-list/store.ts';
import { slugify } from '../../model/slug.ts';

// The life list, loaded on use (widgets/enhancers/life-list.ts fetches it at the first touch of
// the panel, or at once where a list is kept): reads the visitor's eBird export or pasted names in
// the browser, keeps the list on the device, and shows the lifers. /species/ gets each package's
// count for the planner's month, badges on the list's rows and a button that makes every lifer the
// planner's target; a tour page its lifers by likelihood and each package's count; a species page
// whether the bird is on the list. Nothing leaves the device.

const LIKELIHOODS: readonly Likelihood[] = ['regular', 'likely', 'with luck', 'rare'];
const MONTH_KEYS = 'jan feb mar apr may jun jul aug sep oct nov dec';

/** The list kept on this device; none where storage is blocked or holds something unreadable. */
function storedList(): LifeList | undefined {
  try {
    const list = JSON.parse(localStorage.getItem(LIFE_LIST_STORE) ?? 'null') as LifeList | null;
    return list && Array.isArray(list.seen) ? list : undefined;
  } catch {
    return undefined;
  }
}

let fetched: Promise<LifeListData> | undefined;
const data = (src: string) =>
  (fetched ??= fetch(src).then((r) => {
    if (!r.ok) throw new Error(`${src}: ${r.status}`);
    return r.json() as Promise<LifeListData>;
  }));

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, attrs: Record<string, string> = {}) => {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  return node;
};

/** The lifers of one package in one month: every bird at its open sites not on the list, and those regular or likely. */
export function packageLifers(pkg: CoveragePackage, month: number | undefined, birds: ReadonlySet<string>, seen: ReadonlySet<string>) {
  const odds = inMonth(pkg, month).odds;
  const lifers = Object.keys(odds).filter((id) => birds.has(id) && !seen.has(id));
  return { lifers, odds, sure: lifers.filter((id) => sure(odds[id])) };
}

/** "12 possible lifers (7 regular or likely)". */
export const liferLine = (w: LifeListWords, n: number, r: number) => fill(n === 1 ? w.packageLifer : w.packageLifers, { n: String(n), r: String(r) });

/** The list's summary lines: what it holds, what was not counted and why. */
export function reportLines(w: LifeListWords, list: LifeList, species: number, changes: LifeListData['changes']): string[] {
  const c = list.counts;
  // What a change became, in English where the data names it.
  const names = new Map(changes.flatMap((change) => change.into.map((scientific, i) => [scientific, change.intoNames[i] ?? scientific] as const)));
  const english = (scientific: string) => names.get(scientific) ?? scientific;
  const parts = (['spuh', 'slash', 'hybrid', 'domestic'] as const).filter((k) => c[k] > 0).map((k) => fill(w[k], { n: String(c[k]) }));
  return [
    fill(w.loaded, { species: species.toLocaleString('en'), label: list.source === 'names' ? w.pasted : list.label }),
    ...(parts.length ? [fill(w.ignored, { parts: parts.join(', ') })] : []),
    ...(c.unreadable ? [fill(w.unreadable, { n: String(c.unreadable) })] : []),
    ...c.splits.map((s) => fill(w.split, { name: s.name, into: and(s.into.map(english)) })),
    ...c.lumps.map((l) => fill(w.lump, { name: l.name, into: english(l.into) })),
    ...(c.unknown.length ? [fill(w.unknown, { names: c.unknown.join(', ') })] : []),
  ];
}

/** A species page's line: whether its bird is on the kept list (the page carries both sentences). */
function showStatus(root: HTMLElement, list: LifeList | undefined): void {
  const { species = '', name = '', scientific = '' } = root.dataset;
  const on = list ? onList(list, { id: species, name, scientific }) : undefined;
  root.querySelector<HTMLElement>('[data-life-on]')!.hidden = on !== true;
  root.querySelector<HTMLElement>('[data-life-off]')!.hidden = on !== false;
  root.hidden = on === undefined;
}

/** Starts the life list on `root` (a panel, or a species page's line), then handles the events that started it. */
export async function start(root: HTMLElement, events: readonly Event[] = []): Promise<void> {
  if (root.dataset.species !== undefined) return showStatus(root, storedList());
  const panel = new Panel(root);
  // Listening first: nothing the visitor does while the queued events are handled is lost.
  root.addEventListener('change', (e) => void panel.handle(e));
  root.addEventListener('click', (e) => void panel.handle(e));
  // /species/: the counts follow the planner's month.
  document.addEventListener('change', (e) => {
    if ((e.target as Element).id === 'planner-month') void panel.show(panel.list);
  });
  const kept = storedList();
  if (kept) await panel.show(kept);
  for (const event of events) await panel.handle(event);
}

class Panel {
  list: LifeList | undefined;
  private readonly status: HTMLElement;
  constructor(private readonly root: HTMLElement) {
    this.status = root.querySelector<HTMLElement>('[data-life-status]')!;
    const month = this.monthSelect();
    // The month a shared link names (?month=jul), as the planner reads it.
    const at = MONTH_KEYS.split(' ').indexOf(new URLSearchParams(location.search).get('month')?.toLowerCase() ?? '');
    if (month && at >= 0) month.value = String(at);
  }

  private monthSelect() {
    return this.root.querySelector<HTMLSelectElement>('[data-life-month]');
  }

  /** The month the counts are for: the panel's own control (a tour page) or the planner's (/species/); undefined: any month. */
  private month(): number | undefined {
    const select = this.monthSelect() ?? document.querySelector<HTMLSelectElement>('#planner-month');
    return select?.value ? Number(select.value) : undefined;
  }

  async handle(event: Event): Promise<void> {
    const target = event.target as HTMLElement;
    if (event.type === 'change' && target.matches('[data-life-file]')) return this.readFile(target as HTMLInputElement);
    if (event.type === 'change' && target.matches('[data-life-month]')) {
      const url = new URL(location.href);
      const m = this.month();
      if (m === undefined) url.searchParams.delete('month');
      else url.searchParams.set('month', MONTH_KEYS.split(' ')[m]!);
      history.replaceState(history.state, '', url);
      return this.show(this.list);
    }
    if (event.type !== 'click') return;
    if (target.closest('[data-life-use]')) return this.readNames();
    if (target.closest('[data-life-clear]')) return this.clear();
    const all = target.closest<HTMLElement>('[data-life-all]');
    if (all) {
      document.dispatchEvent(new CustomEvent('planner:targets', { detail: all.dataset.lifeAll!.split(' ') }));
      const { words } = await this.data();
      this.say(fill(words.allLifersDone, { n: String(all.dataset.lifeAll!.split(' ').length) }));
      document
        .getElementById('planner')
        ?.scrollIntoView({ block: 'start', behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
    }
  }

  private data() {
    return data(this.root.dataset.src!);
  }

  private say(text: string) {
    this.status.textContent = text;
  }

  private async readFile(input: HTMLInputElement) {
    const file = input.files?.[0];
    if (!file) return;
    const { words, changes } = await this.data();
    this.say(words.reading);
    let text: string;
    try {
      text = await file.text();
    } catch {
      return this.say(words.unreadableFile);
    }
    this.use(parseExport(text, file.name, changes), words);
    input.value = '';
  }

  private async readNames() {
    const box = this.root.querySelector<HTMLTextAreaElement>('[data-life-names]')!;
    const d = await this.data();
    const known = new Map<string, string>();
    for (const [id, name, scientific] of d.birds) for (const key of [id, name, scientific]) known.set(key.toLowerCase(), scientific.toLowerCase());
    this.use(parseNames(box.value, known, d.changes), d.words);
  }

  private use(parsed: LifeList | NotAList, words: LifeListWords) {
    if ('error' in parsed) return this.say(parsed.error === 'empty' ? words.empty : words.notExport);
    try {
      localStorage.setItem(LIFE_LIST_STORE, JSON.stringify(parsed));
    } catch {}
    void this.show(parsed);
  }

  private async clear() {
    try {
      localStorage.removeItem(LIFE_LIST_STORE);
    } catch {}
    await this.show(undefined);
    this.say((await this.data()).words.cleared);
    this.root.querySelector<HTMLElement>('[data-life-file]')?.focus();
  }

  /** Draws the list's report and its lifers (or nothing, without a list). */
  async show(list: LifeList | undefined): Promise<void> {
    this.list = list;
    const report = this.root.querySelector<HTMLElement>('[data-life-report]')!;
    const result = this.root.querySelector<HTMLElement>('[data-life-result]')!;
    this.root.querySelector<HTMLElement>('[data-life-clear]')!.hidden = !list;
    if (!list) {
      report.replaceChildren();
      result.replaceChildren();
      for (const slot of document.querySelectorAll<HTMLElement>('[data-lifers-for]')) slot.hidden = true;
      markRows(undefined, new Set(), new Set());
      return;
    }
    const d = await this.data();
    const w = d.words;
    const birds = new Map(d.birds.map(([id, name, scientific]) => [id, { name, scientific, href: `${d.speciesBase}${slugify(name)}/` }]));
    const seen = new Set([...birds].filter(([id, b]) => onList(list, { id, name: b.name, scientific: b.scientific })).map(([id]) => id));
    const ids = new Set(birds.keys());
    const tour = this.root.dataset.tour;
    const packages = unpackPackages(d.packages, [...birds.keys()]).map((p, i) => ({ ...p, tour: d.packages[i]!.tour }));
    const mine = tour ? packages.filter((p) => p.tour === tour) : packages;
    const month = this.month();
    const lines = reportLines(w, list, list.counts.species, d.changes);
    this.say(lines[0]!);
    report.replaceChildren(...lines.slice(1).map((line) => el('li', line)));
    const counted = mine.map((p) => ({ p, ...packageLifers(p, month, ids, seen) }));
    for (const { p, lifers, sure: r } of counted) {
      const slot = document.querySelector<HTMLElement>(`[data-lifers-for="${CSS.escape(p.key)}"]`);
      if (!slot) continue;
      slot.textContent = liferLine(w, lifers.length, r.length);
      slot.hidden = false;
    }
    const when = el('p', month === undefined ? w.anyMonth : fill(w.forMonth, { month: w.months[month]! }), { class: 'life-list-month-note' });
    if (tour) {
      result.replaceChildren(when, ...tourLifers(w, counted, birds));
    } else {
      // Every package's lifers that month, in the list's (taxonomic) order.
      const lifers = new Set(counted.flatMap((c) => c.lifers));
      const all = [...ids].filter((id) => lifers.has(id));
      const byCount = [...counted].sort((a, b) => b.sure.length - a.sure.length || b.lifers.length - a.lifers.length);
      const heading = el('h3', w.packagesHeading);
      const rows = el('ol', undefined, { class: 'life-list-packages' });
      for (const { p, lifers, sure: r } of byCount) {
        const li = el('li');
        li.append(el('a', p.label, { href: p.href }), `: ${liferLine(w, lifers.length, r.length)}`);
        rows.append(li);
      }
      const button = el('button', fill(w.allLifers, { n: String(all.length) }), { type: 'button', class: 'btn btn-primary', 'data-life-all': all.join(' ') });
      button.hidden = all.length === 0;
      result.replaceChildren(heading, when, rows, button);
      markRows(w, seen, ids);
    }
  }
}

/** A tour page's lifers, by their best likelihood on its packages that month, likeliest first. */
function tourLifers(
  w: LifeListWords,
  counted: readonly { lifers: string[]; odds: Readonly<Record<string, Likelihood>> }[],
  birds: ReadonlyMap<string, { name: string; href: string }>,
): HTMLElement[] {
  const best = new Map<string, number>();
  for (const { lifers, odds } of counted) for (const id of lifers) best.set(id, Math.min(best.get(id) ?? 9, LIKELIHOODS.indexOf(odds[id]!)));
  const heading = el('h3', w.tourLifers);
  if (best.size === 0) return [heading, el('p', w.noLifers)];
  const groups = LIKELIHOODS.flatMap((odds, rank) => {
    const ids = [...best].filter(([, r]) => r === rank).map(([id]) => id);
    if (!ids.length) return [];
    const title = w.odds[odds];
    const list = el('ul', undefined, { class: 'life-list-lifers' });
    for (const id of ids) {
      const li = el('li');
      li.append(el('a', birds.get(id)!.name, { href: birds.get(id)!.href }));
      list.append(li);
    }
    return [el('h4', `${title[0]!.toUpperCase()}${title.slice(1)} (${ids.length})`), list];
  });
  return [heading, ...groups];
}

/** /species/: each bird's row at the packages' sites says whether it is a possible lifer, and the list's filter shows. */
function markRows(w: LifeListWords | undefined, seen: ReadonlySet<string>, birds: ReadonlySet<string>): void {
  const filter = document.querySelector<HTMLElement>('[data-filter-list]');
  if (filter) filter.hidden = !w;
  for (const button of document.querySelectorAll<HTMLElement>('[data-pick]')) {
    const row = button.closest<HTMLElement>('[data-row]');
    if (!row) continue;
    row.querySelector('.species-badge--lifer')?.remove();
    // Mammals, and birds no package's open sites hold, are no lifers of a tour.
    if (!w || !birds.has(button.dataset.pick!)) {
      delete row.dataset.list;
      continue;
    }
    const lifer = !seen.has(button.dataset.pick!);
    row.dataset.list = lifer ? 'lifer' : 'seen';
    if (lifer) button.before(el('span', w.liferBadge, { class: 'species-badge species-badge--lifer' }), ' ');
  }
  // The filter applies to what changed (widgets/enhancers/species-filter.ts listens for input).
  filter?.querySelector('select')?.dispatchEvent(new Event('change', { bubbles: true }));
}
