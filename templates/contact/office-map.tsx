import ExternalLink from 'lucide-react/icons/external-link';
import MapPin from 'lucide-react/icons/map-pin';
import MapFrame from '../../widgets/islands/map-frame.tsx';
import { Island } from '../lib/island.tsx';
import { externalLinkProps } from '../../model/hrefs.ts';
import { useSite } from '../lib/site-context.tsx';
import { MapPreview } from './map-preview.tsx';
import { osmEmbedUrl, osmLinkUrl } from './map-links.ts';

/**
 * The office map without a third-party request on load: a drawn preview, a
 * 'Show map' island that swaps in the OpenStreetMap frame on request, and a plain map link.
 */
export function OfficeMap() {
  const { site, contact } = useSite().content;
  const { latitude, longitude, address } = site.office;
  return (
    <div className="office-map">
      <div className="office-map-stage" id="office-map">
        <div className="map-preview-wrap" id="office-map-preview">
          <MapPreview label={`Map preview: our office at ${address.slice(0, -1).join(', ')}`} />
        </div>
        <Island
          component={MapFrame}
          props={{ src: osmEmbedUrl(latitude, longitude), title: contact.map.frameTitle, previewId: 'office-map-preview', label: 'Show map' }}
          when="visible"
          host="office-map"
        />
      </div>
      <div className="office-map-details">
        <p className="office-map-address">
          <MapPin size={20} aria-hidden="true" focusable="false" />
          <span>
            {address.map((line, i) => (
              <span key={line}>
                {i > 0 && <br />}
                {line}
              </span>
            ))}
          </span>
        </p>
        <a className="office-map-link" href={osmLinkUrl(latitude, longitude)} {...externalLinkProps}>
          Open the map
          <span className="visually-hidden"> on OpenStreetMap (opens in a new tab)</span>
          <ExternalLink size={16} aria-hidden="true" focusable="false" />
        </a>
      </div>
    </div>
  );
}
