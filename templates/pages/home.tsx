import { PageIntro } from '../components/page-intro.tsx';

/** Thin until this page's own issue lands: title, description and <h1> inside the frame. */
export function HomePage() {
  return <PageIntro lead="Expert-guided birding, wildlife and volcano tours in West Java and Banten since 2011." />;
}
