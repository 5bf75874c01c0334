/** Small line icons drawn for this project (see web/public/LICENCES.md), in the text's colour, hidden from screen readers. */
const frame = { width: '1em', height: '1em', viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2.2 } as const;

export function PinIcon() {
  return (
    <svg {...frame} aria-hidden="true" focusable="false" style={{ verticalAlign: '-0.15em' }}>
      <path d="M12 21s-7-5.6-7-11a7 7 0 0 1 14 0c0 5.4-7 11-7 11z" strokeLinejoin="round" />
      <circle cx="12" cy="10" r="2.5" />
    </svg>
  );
}

export function ClockIcon() {
  return (
    <svg {...frame} aria-hidden="true" focusable="false" style={{ verticalAlign: '-0.15em' }}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
