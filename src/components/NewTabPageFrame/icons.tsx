/**
 * Icons of the emulated new tab page, drawn for this site (simple geometric shapes, not the browser's
 * artwork). All are decorative: `aria-hidden`, the accessible names live on the controls.
 */
import { useId, type ReactNode, type SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

function Svg({ children, viewBox = '0 0 24 24', ...props }: IconProps & { children: ReactNode }): ReactNode {
  return (
    <svg viewBox={viewBox} aria-hidden="true" focusable="false" {...props}>
      {children}
    </svg>
  );
}

/** A gradient id that is unique in the document and valid inside `url(#…)`. */
function useGradientId(name: string): string {
  return `ntp-${name}-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
}

export function GearIcon(props: IconProps): ReactNode {
  return (
    <Svg {...props}>
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
        d="M10.3 2.5h3.4l.5 2.6 1.7.9 2.4-1.2 2.4 2.4-1.2 2.4.8 1.7 2.7.5v3.4l-2.7.5-.8 1.7 1.2 2.4-2.4 2.4-2.4-1.2-1.7.8-.5 2.7h-3.4l-.5-2.7-1.7-.8-2.4 1.2-2.4-2.4 1.2-2.4-.8-1.7-2.6-.5v-3.4l2.6-.5.8-1.7-1.2-2.4 2.4-2.4 2.4 1.2 1.7-.9z"
      />
      <circle cx="12" cy="12" r="3.3" fill="none" stroke="currentColor" strokeWidth="1.8" />
    </Svg>
  );
}

export function CloseIcon(props: IconProps): ReactNode {
  return (
    <Svg {...props}>
      <path d="M6 6l12 12M18 6 6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </Svg>
  );
}

export function SearchIcon(props: IconProps): ReactNode {
  return (
    <Svg {...props}>
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </Svg>
  );
}

export function ArrowLeftIcon(props: IconProps): ReactNode {
  return (
    <Svg {...props}>
      <path
        d="M19 12H5m6-6-6 6 6 6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Svg>
  );
}

export function HomeIcon(props: IconProps): ReactNode {
  const id = useGradientId('home');
  return (
    <Svg {...props}>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ff7a45" />
          <stop offset="0.5" stopColor="#f0509a" />
          <stop offset="1" stopColor="#a0a5eb" />
        </linearGradient>
      </defs>
      <path d="M3.5 11 12 3.8l8.5 7.2V20a1 1 0 0 1-1 1h-5v-6h-5v6h-5a1 1 0 0 1-1-1z" fill={`url(#${id})`} />
    </Svg>
  );
}

/** Three dots: the menu button at the end of the top sites row. */
export function MoreIcon(props: IconProps): ReactNode {
  return (
    <Svg {...props}>
      <path d="M5 12h.01M12 12h.01M19 12h.01" stroke="currentColor" strokeWidth="3.2" strokeLinecap="round" />
    </Svg>
  );
}

/** Four-pointed sparkle that floats on the backdrop while nothing is loaded. */
export function SparkleIcon(props: IconProps): ReactNode {
  return (
    <Svg viewBox="0 0 48 48" {...props}>
      <path
        d="M24 2c1.6 11.5 8.5 18.4 22 22-13.5 3.6-20.4 10.5-22 22C22.4 34.5 15.5 27.6 2 24 15.5 20.4 22.4 13.5 24 2Z"
        fill="currentColor"
      />
    </Svg>
  );
}

export function ShieldCheckIcon(props: IconProps): ReactNode {
  return (
    <Svg {...props}>
      <path
        d="M12 2.8 19.5 5.6v5.6c0 4.8-3.1 8.5-7.5 10-4.4-1.5-7.5-5.2-7.5-10V5.6z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinejoin="round"
      />
      <path
        d="m8.7 12 2.3 2.3 4.4-4.6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Svg>
  );
}

export function VpnIcon(props: IconProps): ReactNode {
  const id = useGradientId('vpn');
  return (
    <Svg {...props}>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#a0a5eb" />
          <stop offset="1" stopColor="#5c62d6" />
        </linearGradient>
      </defs>
      <path d="M12 2.5 20 5.5v6c0 5-3.3 8.9-8 10.5-4.7-1.6-8-5.5-8-10.5v-6z" fill={`url(#${id})`} />
      <path
        d="M9 10.5V9a3 3 0 0 1 6 0v1.5M8.5 10.5h7v5h-7z"
        fill="none"
        stroke="#fff"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </Svg>
  );
}

/** A plain triangle token: stands for the BAT tab of the widget strip. */
export function TokenIcon(props: IconProps): ReactNode {
  return (
    <Svg {...props}>
      <path d="M12 4 21 19.5H3z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      <path d="M12 10.5 15.2 16H8.8z" fill="currentColor" />
    </Svg>
  );
}

/** A video bubble: stands for the Brave Talk tab of the widget strip. */
export function TalkIcon(props: IconProps): ReactNode {
  return (
    <Svg {...props}>
      <rect x="3" y="6.5" width="12.5" height="11" rx="2.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="m15.5 10.5 5-3v9l-5-3" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
    </Svg>
  );
}

/** Small newspaper illustration of the news card. */
export function NewsIllustration(props: IconProps): ReactNode {
  const id = useGradientId('news');
  return (
    <Svg viewBox="0 0 96 72" {...props}>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ff7a45" />
          <stop offset="1" stopColor="#f0509a" />
        </linearGradient>
      </defs>
      <rect x="14" y="8" width="70" height="56" rx="6" fill="#f4f3fb" />
      <path d="M14 20H6v36a8 8 0 0 0 8 8z" fill="#d9d7ee" />
      <rect x="22" y="16" width="54" height="18" rx="3" fill={`url(#${id})`} />
      <rect x="22" y="40" width="24" height="4" rx="2" fill="#9a98b8" />
      <rect x="22" y="48" width="24" height="4" rx="2" fill="#c3c1da" />
      <rect x="22" y="56" width="18" height="3" rx="1.5" fill="#c3c1da" />
      <rect x="52" y="40" width="24" height="19" rx="3" fill="#a0a5eb" />
    </Svg>
  );
}
