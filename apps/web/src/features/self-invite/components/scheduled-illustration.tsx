import { selfInviteCopy } from '@intake/contracts/copy/self-invite';

/** The dialog's illustration: a calendar page with the day ticked and a speech bubble. */
export function ScheduledIllustration() {
  return (
    <svg
      role="img"
      aria-label={selfInviteCopy.illustration}
      viewBox="0 0 160 120"
      width={160}
      height={120}
      style={{ display: 'block', margin: '0 auto' }}
    >
      <title>{selfInviteCopy.illustration}</title>
      <rect x="20" y="22" width="86" height="82" rx="8" fill="#ffffff" stroke="#1c2b4a" strokeWidth="3" />
      <rect x="20" y="22" width="86" height="20" rx="8" fill="#2f6fed" />
      <rect x="20" y="34" width="86" height="8" fill="#2f6fed" />
      <line x1="40" y1="14" x2="40" y2="30" stroke="#1c2b4a" strokeWidth="4" strokeLinecap="round" />
      <line x1="86" y1="14" x2="86" y2="30" stroke="#1c2b4a" strokeWidth="4" strokeLinecap="round" />
      {[0, 1, 2].map((row) =>
        [0, 1, 2, 3].map((col) => (
          <rect
            key={`${row}-${col}`}
            x={30 + col * 18}
            y={50 + row * 16}
            width="10"
            height="8"
            rx="2"
            fill={row === 1 && col === 2 ? '#2fbf71' : '#d7deea'}
          />
        )),
      )}
      <circle cx="118" cy="84" r="20" fill="#2fbf71" />
      <path
        d="M108 84 l7 7 l13 -14"
        fill="none"
        stroke="#ffffff"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M112 10 h38 a6 6 0 0 1 6 6 v16 a6 6 0 0 1 -6 6 h-26 l-8 8 v-8 h-4 a6 6 0 0 1 -6 -6 v-16 a6 6 0 0 1 6 -6 z"
        fill="#ffd166"
      />
      <circle cx="122" cy="24" r="2.5" fill="#1c2b4a" />
      <circle cx="131" cy="24" r="2.5" fill="#1c2b4a" />
      <circle cx="140" cy="24" r="2.5" fill="#1c2b4a" />
    </svg>
  );
}
