import { useEffect, useRef, useState } from 'react';

export interface MapFrameProps {
  /** The map's embed URL; requested only once the visitor asks for the map. */
  src: string;
  /** The iframe's title, its accessible name. */
  title: string;
  /** Id of the server-rendered static preview that the frame replaces. */
  previewId: string;
  /** Visible text of the button. */
  label: string;
}

/**
 * Map on request: a button over the static preview; pressing it hides the preview and inserts the
 * map frame, so the page makes no third-party request until the visitor wants the map. The
 * button is hidden until the island runs: without JavaScript the plain map link beside it serves.
 */
export default function MapFrame({ src, title, previewId, label }: MapFrameProps) {
  const [ready, setReady] = useState(false);
  const [shown, setShown] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => setReady(true), []);
  useEffect(() => {
    if (!shown) return;
    const preview = document.getElementById(previewId);
    if (preview) preview.hidden = true;
    // The button the visitor pressed is gone: keep keyboard focus where the map now is.
    frame.current?.focus();
  }, [shown]);

  return (
    <div className="map-frame" data-shown={shown ? 'true' : 'false'}>
      {shown ? (
        <iframe ref={frame} className="map-frame-iframe" src={src} title={title} loading="lazy" referrerPolicy="strict-origin-when-cross-origin" />
      ) : (
        <button type="button" className="btn btn-primary map-frame-button" hidden={!ready} onClick={() => setShown(true)}>
          {label}
        </button>
      )}
    </div>
  );
}
