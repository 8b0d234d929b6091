import Building2 from 'lucide-react/icons/building-2';
import { useSite } from '../lib/site-context.tsx';

/** Company profile and legal details (name, established, ministry, address). */
export function CompanyProfile({ headingId }: { headingId: string }) {
  const { site, aboutTour } = useSite().content;
  const legal = [
    { label: 'Company name', value: site.legalName },
    { label: 'Established', value: String(site.established) },
    { label: 'Legal form', value: site.legalForm.charAt(0).toUpperCase() + site.legalForm.slice(1) },
    { label: 'Ministry registration', value: site.ministryRegistration },
  ];
  return (
    <div className="company">
      <div className="company-profile">
        <h2 id={headingId}>{aboutTour.company.heading}</h2>
        {aboutTour.company.profile.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
      <section className="company-legal" aria-labelledby={`${headingId}-legal`}>
        <h3 id={`${headingId}-legal`}>
          <Building2 size={20} aria-hidden="true" focusable="false" /> Legal details
        </h3>
        <dl>
          {legal.map((row) => (
            <div key={row.label}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
          <div>
            <dt>Address</dt>
            <dd>
              <address>
                {site.office.address.map((line, i) => (
                  <span key={line}>
                    {i > 0 && <br />}
                    {line}
                  </span>
                ))}
              </address>
            </dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
