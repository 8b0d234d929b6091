import ClipboardList from 'lucide-react/icons/clipboard-list';
import Download from 'lucide-react/icons/download';
import { useHref, useSite } from '../lib/site-context.tsx';
import { checklistCsv, checklistCsvPath, formatBytes, utf8Bytes } from './csv.ts';
import { buildChecklist, checklistPath, type ChecklistTour } from '../../model/checklists.ts';

/** A tour page's two ways to its species checklist: the printable page and the CSV download. */
export function ChecklistLinks({ tour }: { tour: ChecklistTour }) {
  const { content } = useSite();
  const href = useHref();
  const checklist = buildChecklist(content, tour);
  const size = formatBytes(utf8Bytes(checklistCsv(checklist)));
  return (
    <p className="checklist-links">
      <a href={href(checklistPath(tour))}>
        <ClipboardList size={18} aria-hidden="true" focusable="false" />
        Printable checklist of the {checklist.species.length} species we target on this tour
      </a>
      <a href={href(checklistCsvPath(tour))} download>
        <Download size={18} aria-hidden="true" focusable="false" />
        Checklist as CSV ({size})
      </a>
    </p>
  );
}
