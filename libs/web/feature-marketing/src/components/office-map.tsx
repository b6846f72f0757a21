import { m } from '@huron/shared/i18n';
import { useEffect, useRef, useState } from 'react';
import type { Office } from '@huron/shared/content';
import { Icon } from '@huron/web/ui';

/**
 * Where each office is, for the optional map. Approximate (block level) positions of the street addresses in
 * offices.ts: check them against the real premises before launch.
 */
const MAP_POSITIONS: Partial<Record<Office['slug'], { lat: number; lon: number }>> = {
  dearborn: { lat: 42.2996, lon: -83.2706 },
  ypsilanti: { lat: 42.2556, lon: -83.6476 },
};

export function fullAddress(office: Office): string {
  const a = office.address;
  return a ? `${a.street}, ${a.city}, ${a.region} ${a.postalCode}` : '';
}

export function directionsUrl(office: Office): string {
  return `https://www.openstreetmap.org/directions?to=${encodeURIComponent(fullAddress(office))}`;
}

function embedUrl(position: { lat: number; lon: number }): string {
  const bbox = [position.lon - 0.012, position.lat - 0.006, position.lon + 0.012, position.lat + 0.006].map((n) => n.toFixed(4)).join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${position.lat},${position.lon}`;
}

/**
 * No third-party frame until the visitor asks for it: the address and a directions link come first. The button is
 * enabled in the prerendered page too: a press starts the app, and the page's loader repeats the press once it runs.
 */
export function OfficeMap({ office }: { office: Office }) {
  const [shown, setShown] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const position = MAP_POSITIONS[office.slug];
  useEffect(() => {
    if (shown) frame.current?.focus();
  }, [shown]);
  return (
    <section className="card office-map" aria-labelledby="map-title">
      <h2 id="map-title">{m.office_map_map_and_directions()}</h2>
      <p className="contact-lines">
        <Icon name="pin" size={18} />
        <span>{fullAddress(office)}</span>
      </p>
      {position &&
        (shown ? (
          <iframe
            ref={frame}
            className="office-map__frame"
            title={m.office_map_frame_title({ office: office.name })}
            src={embedUrl(position)}
            width="640"
            height="360"
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <div className="office-map__placeholder">
            <p>{m.office_map_the_interactive_map_comes_from()}</p>
            <button type="button" className="button button--secondary" onClick={() => setShown(true)}>
              {m.office_map_show_interactive_map()}
            </button>
          </div>
        ))}
      <p>
        <a className="card__link" href={directionsUrl(office)} rel="noopener">
          {m.office_map_get_directions()}
          <span className="visually-hidden"> {m.office_map_directions_detail({ office: office.name })}</span>
          <Icon name="arrowRight" size={16} />
        </a>
      </p>
    </section>
  );
}
