import { PhotoAttribution } from '../components/photo-credit.tsx';
import { Section } from '../components/section.tsx';
import { useSite } from '../lib/site-context.tsx';

/** Anchor of the photo credits on /about-tour/, which the footer links to from every page. */
export const PHOTO_CREDITS_PATH = '/about-tour/#photo-credits';

/**
 * Every credited photo the site shows, what it shows, who took it and under which licence: the
 * attribution CC BY and BY-SA ask for, with links the line printed on each picture cannot carry.
 * Absent while no photo has a credit.
 */
export function PhotoCredits() {
  const credits = useSite().images.credits?.() ?? [];
  if (credits.length === 0) return null;
  return (
    <Section id="photo-credits" className="about-credits" headingId="credits-heading" eyebrow="Photographs" heading="Photo credits" enter={6}>
      <ul className="photo-credits" role="list">
        {credits.map(({ id, shows, credit }) => (
          <li key={id}>
            <span className="photo-credits-subject">{shows}</span> <PhotoAttribution credit={credit} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** True when the site shows at least one credited photo, so the footer links to the credits. */
export function useHasPhotoCredits(): boolean {
  return (useSite().images.credits?.() ?? []).length > 0;
}
