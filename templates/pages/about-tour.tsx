import { PageIntro } from '../components/page-intro.tsx';

/** Thin until this page's own issue lands: title, description and <h1> inside the frame. */
export function AboutTourPage() {
  return <PageIntro lead="Key species, sample itineraries, seasons and how our tours work." />;
}
