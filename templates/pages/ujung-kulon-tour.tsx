import { PageIntro } from '../components/page-intro.tsx';

/** Thin until this page's own issue lands: title, description and <h1> inside the frame. */
export function UjungKulonTourPage() {
  return <PageIntro lead="Wildlife conservation and pristine nature" />;
}
