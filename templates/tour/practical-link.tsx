import Info from 'lucide-react/icons/info';
import { useHref, useSite } from '../lib/site-context.tsx';
import { routeUrl } from '../lib/route-types.ts';

/** The line under a tour's packages (or, on Ujung Kulon, its packing list) that leads to /practical/. */
export function PracticalLink({ section }: { section?: 'what-to-bring' }) {
  const { practical } = useSite().content;
  const href = useHref();
  return (
    <p className="practical-link">
      <a href={href(`${routeUrl('practical')}${section ? `#${section}` : ''}`)}>
        <Info size={18} aria-hidden="true" focusable="false" />
        {practical.tourLink}
      </a>
    </p>
  );
}
