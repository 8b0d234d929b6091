/**
 * Drawn stand-in for the office map: the Sunda Strait coast at Carita with the coast road and a
 * marker. Inline SVG, so the preview costs no request; a real screenshot may replace it later.
 */
export function MapPreview({ label }: { label: string }) {
  return (
    <svg className="map-preview" viewBox="0 0 640 360" role="img" aria-label={label} preserveAspectRatio="xMidYMid slice">
      <rect width="640" height="360" fill="#a9d3e8" />
      <path d="M250 0C232 60 268 104 238 160s6 112-22 200h424V0Z" fill="#efe8d6" />
      <path d="M420 0c-30 70 40 120 10 190s50 120 30 170h180V0Z" fill="#cfe3b8" />
      <path d="M510 30c40 10 70 60 40 110s30 100 60 110" fill="none" stroke="#b7d39c" strokeWidth="26" strokeLinecap="round" />
      <path d="M276 0c-14 60 22 104-6 162s4 116-22 198" fill="none" stroke="#fff" strokeWidth="9" />
      <path d="M276 0c-14 60 22 104-6 162s4 116-22 198" fill="none" stroke="#f4b860" strokeWidth="5" />
      <path d="M270 170c60-8 110 10 170-20M262 260c70 6 120-24 190 6" fill="none" stroke="#fff" strokeWidth="4" />
      <g fill="#5b7f95" fontFamily="system-ui, sans-serif" fontSize="15" fontStyle="italic">
        <text x="40" y="190">
          Sunda Strait
        </text>
      </g>
      <g transform="translate(272 150)">
        <path d="M0 0c-14-20-22-30-22-42a22 22 0 0 1 44 0c0 12-8 22-22 42Z" fill="#c2410c" stroke="#fff" strokeWidth="3" />
        <circle cy="-42" r="8" fill="#fff" />
      </g>
      <text x="300" y="142" fill="#1c1917" fontFamily="system-ui, sans-serif" fontSize="17" fontWeight="700">
        Carita
      </text>
    </svg>
  );
}
