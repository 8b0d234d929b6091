// Brand marks lucide does not ship. Drawn here as simple strokes to match lucide's 24px grid.

interface IconProps {
  size?: number;
  className?: string;
}

/** Speech bubble with a handset, the shape people recognise as WhatsApp. */
export function WhatsAppIcon({ size = 20, className }: IconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M3.5 20.5l1.3-4.2A8.5 8.5 0 1 1 8 19.4z" />
      <path d="M9 8.5c0 3.2 3.3 6.5 6.5 6.5l1-1.4-2-1-1 .8c-1-.4-2.6-2-3-3l.8-1-1-2z" />
    </svg>
  );
}

export function InstagramIcon({ size = 20, className }: IconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
    </svg>
  );
}

/** The logo: a perched bird over a volcano ridge, in the site's two brand colours. */
export function LogoMark({ size = 40 }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="24" fill="#14532d" />
      <path d="M6 36l10-10 5 4 8-12 13 18z" fill="#65a30d" />
      <path d="M21 21c2-5 7-7 11-6l4-2-1 4c1 4-1 8-6 9l-3 5-1-4c-2 0-3-1-4-3z" fill="#fbbf24" />
      <circle cx="32.5" cy="16.5" r="1" fill="#14532d" />
    </svg>
  );
}
