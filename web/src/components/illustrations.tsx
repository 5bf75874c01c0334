/**
 * The public site's illustrations, drawn for this project (see web/public/LICENCES.md): flat shapes in the
 * theme's petrol, coral and grey, decorative only (`aria-hidden`), scaled by their width.
 */
const INK = '#0b5563';
const SOFT = '#d9eef1';
const CORAL = '#fd7e14';
const PAPER = '#ffffff';
const LINE = '#ced4da';

export type IllustrationName = 'welcome' | 'search' | 'inbox' | 'trouble';

function Welcome() {
  return (
    <>
      <circle cx="120" cy="96" r="80" fill={SOFT} />
      <rect x="78" y="22" width="84" height="150" rx="14" fill={INK} />
      <rect x="84" y="34" width="72" height="126" rx="6" fill={PAPER} />
      <rect x="90" y="42" width="60" height="30" rx="5" fill={SOFT} />
      <rect x="95" y="49" width="34" height="5" rx="2.5" fill={INK} />
      <rect x="95" y="59" width="22" height="4" rx="2" fill={CORAL} />
      <rect x="90" y="78" width="60" height="30" rx="5" fill={SOFT} />
      <rect x="95" y="85" width="40" height="5" rx="2.5" fill={INK} />
      <rect x="95" y="95" width="18" height="4" rx="2" fill={CORAL} />
      <rect x="90" y="114" width="60" height="30" rx="5" fill={SOFT} />
      <rect x="95" y="121" width="30" height="5" rx="2.5" fill={INK} />
      <rect x="95" y="131" width="24" height="4" rx="2" fill={CORAL} />
      <path
        d="M186 40c-10 0-18 8-18 17.6 0 12.6 15.3 25.4 17 26.8a1.6 1.6 0 0 0 2 0c1.7-1.4 17-14.2 17-26.8C204 48 196 40 186 40z"
        fill={CORAL}
      />
      <circle cx="186" cy="57" r="6.5" fill={PAPER} />
      <circle cx="48" cy="150" r="16" fill={PAPER} stroke={INK} strokeWidth="3" />
      <path d="m41 150 5 5 9-10" fill="none" stroke={INK} strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
    </>
  );
}

function Search() {
  return (
    <>
      <circle cx="120" cy="96" r="76" fill={SOFT} />
      <rect x="56" y="58" width="96" height="72" rx="10" fill={PAPER} stroke={LINE} strokeWidth="3" />
      <rect x="70" y="74" width="52" height="7" rx="3.5" fill={LINE} />
      <rect x="70" y="90" width="34" height="6" rx="3" fill={LINE} />
      <rect x="70" y="104" width="44" height="6" rx="3" fill={LINE} />
      <circle cx="158" cy="120" r="26" fill="none" stroke={INK} strokeWidth="9" />
      <path d="m177 139 20 20" stroke={INK} strokeWidth="12" strokeLinecap="round" />
      <circle cx="158" cy="120" r="17" fill={PAPER} opacity="0.6" />
    </>
  );
}

function Inbox() {
  return (
    <>
      <circle cx="120" cy="96" r="76" fill={SOFT} />
      <path
        d="M62 104 84 62h72l22 42v36a8 8 0 0 1-8 8H70a8 8 0 0 1-8-8z"
        fill={PAPER}
        stroke={INK}
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <path d="M62 104h34a24 14 0 0 0 48 0h34" fill="none" stroke={INK} strokeWidth="4" strokeLinejoin="round" />
      <circle cx="168" cy="58" r="14" fill={CORAL} />
      <rect x="166" y="49" width="4" height="11" rx="2" fill={PAPER} />
      <circle cx="168" cy="65" r="2.4" fill={PAPER} />
    </>
  );
}

function Trouble() {
  return (
    <>
      <circle cx="120" cy="96" r="76" fill={SOFT} />
      <path d="M30 118h52" stroke={INK} strokeWidth="8" strokeLinecap="round" />
      <rect x="80" y="100" width="28" height="36" rx="6" fill={INK} />
      <path d="M108 108h10M108 128h10" stroke={INK} strokeWidth="5" strokeLinecap="round" />
      <rect x="140" y="100" width="28" height="36" rx="6" fill={CORAL} />
      <path d="M168 118h42" stroke={CORAL} strokeWidth="8" strokeLinecap="round" />
      <path d="m126 86 6-12M134 92l12-6M118 82V70" stroke={INK} strokeWidth="4" strokeLinecap="round" />
    </>
  );
}

const DRAWINGS = { welcome: Welcome, search: Search, inbox: Inbox, trouble: Trouble };

/** One of the illustrations, `width` pixels wide (the drawings are 240 × 192). */
export function Illustration({ name, width = 160 }: { name: IllustrationName; width?: number }) {
  const Drawing = DRAWINGS[name];
  return (
    <svg
      width={width}
      height={(width * 192) / 240}
      viewBox="0 0 240 192"
      aria-hidden="true"
      focusable="false"
      data-illustration={name}
      style={{ maxWidth: '100%', height: 'auto' }}
    >
      <Drawing />
    </svg>
  );
}
