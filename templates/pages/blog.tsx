import { PageIntro } from '../components/page-intro.tsx';

/** Thin until this page's own issue lands: title, description and <h1> inside the frame. */
export function BlogPage() {
  return <PageIntro lead="Species guides, tour stories and conservation news are on their way." />;
}
