// Small line icons for the landing page, drawn on a 24-unit grid in currentColor.
import type { ReactNode } from 'react';

function Icon({ children, size = 28 }: { children: ReactNode; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const LyricsIcon = () => (
  <Icon>
    <path d="M3 6h11M3 11h14M3 16h8" />
    <path d="M18 19.5V13l3-1" />
    <circle cx="16.5" cy="19.5" r="1.8" />
  </Icon>
);

export const RecordIcon = () => (
  <Icon>
    <rect x="8" y="2.5" width="8" height="12" rx="4" />
    <path d="M5 11a7 7 0 0 0 14 0M12 18v3.5M8.5 21.5h7" />
  </Icon>
);

export const DuetIcon = () => (
  <Icon>
    <circle cx="8" cy="8" r="3" />
    <circle cx="16.5" cy="9" r="2.5" />
    <path d="M2.5 20a5.5 5.5 0 0 1 11 0M13.5 15a4.5 4.5 0 0 1 8 3" />
  </Icon>
);

export const RoomIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="2" />
    <path d="M8.5 8.5a5 5 0 0 0 0 7M15.5 8.5a5 5 0 0 1 0 7M5.5 5.5a9.2 9.2 0 0 0 0 13M18.5 5.5a9.2 9.2 0 0 1 0 13" />
  </Icon>
);

export const GiftIcon = () => (
  <Icon>
    <rect x="3.5" y="8.5" width="17" height="4" rx="1" />
    <path d="M5 12.5V20a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-7.5M12 8.5V21" />
    <path d="M12 8.5S10.5 3.5 8 4.3 9 8.5 12 8.5zM12 8.5s1.5-5 4-4.2-1 4.2-4 4.2z" />
  </Icon>
);

export const TrophyIcon = () => (
  <Icon>
    <path d="M7 3.5h10v5a5 5 0 0 1-10 0z" />
    <path d="M7 5.5H4v1.5a3 3 0 0 0 3 3M17 5.5h3v1.5a3 3 0 0 1-3 3M12 13.5V17M8.5 20.5h7M9.5 17h5l.5 3.5h-6z" />
  </Icon>
);

export const ArrowDownIcon = () => (
  <Icon size={20}>
    <path d="M12 5v14M6 13l6 6 6-6" />
  </Icon>
);

export const CommunityIcon = () => (
  <Icon size={22}>
    <path d="M20 12a8 8 0 0 1-11.6 7.1L4 20l1-4.2A8 8 0 1 1 20 12z" />
    <path d="M8.5 11h.01M12 11h.01M15.5 11h.01" strokeWidth="2.6" />
  </Icon>
);

/** Apple's mark (solid). */
export const AppleLogo = () => (
  <svg width="26" height="26" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
    <path d="M12.152 6.896c-.948 0-2.415-1.078-3.96-1.04-2.04.027-3.91 1.183-4.961 3.014-2.117 3.675-.546 9.103 1.519 12.09 1.013 1.454 2.208 3.09 3.792 3.039 1.52-.065 2.09-.987 3.935-.987 1.831 0 2.35.987 3.96.948 1.637-.026 2.676-1.48 3.676-2.948 1.156-1.688 1.636-3.325 1.662-3.415-.039-.013-3.182-1.221-3.22-4.857-.026-3.04 2.48-4.494 2.597-4.559-1.429-2.09-3.623-2.324-4.39-2.376-2-.156-3.675 1.09-4.61 1.09zM15.53 3.83c.843-1.012 1.4-2.427 1.245-3.83-1.207.052-2.662.805-3.532 1.818-.78.896-1.454 2.338-1.273 3.714 1.338.104 2.715-.688 3.559-1.701z" />
  </svg>
);

/** Google Play's four-colour triangle, simplified. */
export const PlayLogo = () => (
  <svg width="24" height="26" viewBox="0 0 24 26" aria-hidden="true" focusable="false">
    <path d="M2.2 1.2 13.6 13 2.2 24.8c-.5-.3-.8-.9-.8-1.6V2.8c0-.7.3-1.3.8-1.6z" fill="#00a0ff" />
    <path d="M2.2 1.2c.5-.3 1.2-.3 1.9.1L17.5 9 13.6 13z" fill="#00e676" />
    <path d="M2.2 24.8 13.6 13l3.9 4-13.4 7.7c-.7.4-1.4.4-1.9.1z" fill="#ff3d45" />
    <path d="m17.5 9 4.2 2.4c1.2.7 1.2 2.5 0 3.2L17.5 17l-3.9-4z" fill="#ffc400" />
  </svg>
);
