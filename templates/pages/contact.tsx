import { PageIntro } from '../components/page-intro.tsx';

/** Thin until this page's own issue lands: title, description and <h1> inside the frame. */
export function ContactPage() {
  return <PageIntro lead="WhatsApp, e-mail, phone or Instagram: we usually answer within minutes." />;
}
