/**
 * Static thumbnails of the five demo creatives: small drawings of each creative (no live preview, so the
 * gallery costs nothing to render and never animates). Decorative: the card title names the demo.
 */
import type { ReactNode } from 'react';
import type { DemoId } from '@site/src/data/demos';

function Frame({ children }: { children: ReactNode }): ReactNode {
  return (
    <svg viewBox="0 0 160 90" aria-hidden="true" focusable="false" preserveAspectRatio="xMidYMid slice">
      {children}
      {/* Hint of the new tab page furniture: search pill and two cards. */}
      <rect x="58" y="8" width="44" height="7" rx="3.5" fill="#fff" opacity="0.9" />
      <rect x="30" y="72" width="46" height="12" rx="3" fill="#26262e" opacity="0.55" />
      <rect x="84" y="72" width="46" height="12" rx="3" fill="#26262e" opacity="0.55" />
    </svg>
  );
}

function PanAndZoom(): ReactNode {
  return (
    <Frame>
      <rect width="160" height="90" fill="#4a3f86" />
      <rect y="30" width="160" height="30" fill="#c8648a" opacity="0.55" />
      <circle cx="106" cy="46" r="7" fill="#fff4d6" />
      <path d="M-2 52 22 24l14 12 16-18 22 26 18-14 22 20 14-12 34 14v28H-2Z" fill="#8a72b3" />
      <path d="m22 24 6 7-6 2-5-3zM52 18l8 9-9 1-4-4z" fill="#f7d6e0" />
      <path d="M-2 60c30-6 60-4 80 0s60 2 84-2v32H-2Z" fill="#2c3a68" />
      <rect y="62" width="160" height="28" fill="#a56f9a" opacity="0.55" />
      <path d="M-2 90V64c14-2 26 2 34 8l6 18Z M162 90V62c-14 0-30 4-38 12l-4 16Z" fill="#1b2246" />
      <rect x="30" y="20" width="70" height="40" fill="none" stroke="#fff" strokeWidth="1.4" strokeDasharray="4 3" />
    </Frame>
  );
}

function PanAndZoom2(): ReactNode {
  return (
    <Frame>
      <rect width="160" height="90" fill="#1d1752" />
      <rect y="40" width="160" height="30" fill="#5d2f78" opacity="0.6" />
      <circle cx="116" cy="26" r="8" fill="#fff1e0" />
      <circle cx="30" cy="22" r="1" fill="#fff" />
      <circle cx="70" cy="14" r="1" fill="#fff" />
      <circle cx="92" cy="34" r="1" fill="#fff" />
      <path d="M-2 52h20l4-9h22l3 9h40l4-12h18l4 12h49v40H-2Z" fill="#4b2f79" />
      <circle cx="48" cy="34" r="2.4" fill="#ffb15a" />
      <circle cx="132" cy="44" r="2" fill="#ffb15a" />
      <path d="M-2 62c22-6 44-4 64 0s50 2 100-4v32H-2Z" fill="#7a3f86" />
      <path d="M-2 72c30-8 70-6 96 0s46 0 68-4v22H-2Z" fill="#2b1638" />
      <path d="M21 72v-12" stroke="#150a22" strokeWidth="2" />
      <ellipse cx="21" cy="59" rx="10" ry="2.6" fill="#150a22" />
    </Frame>
  );
}

function Carousel(): ReactNode {
  return (
    <Frame>
      <rect width="160" height="90" fill="#2f86e0" />
      <rect x="0" width="80" height="90" fill="#f2a6b6" />
      <rect x="0" y="50" width="80" height="40" fill="#5a6cc0" />
      <circle cx="52" cy="50" r="8" fill="#fff3d6" />
      <path d="M80 58c20-8 50-8 80-4v36H80Z" fill="#e9c554" />
      <path d="M80 70c24-6 56-4 80-2v22H80Z" fill="#5aa54f" />
      <circle cx="136" cy="20" r="6" fill="#fff8d8" />
      <rect x="10" y="40" width="3.2" height="3.2" rx="1.6" fill="#fff" />
      <rect x="16" y="40" width="3.2" height="3.2" rx="1.6" fill="#fff" opacity="0.5" />
      <rect x="22" y="40" width="3.2" height="3.2" rx="1.6" fill="#fff" opacity="0.5" />
      <rect x="28" y="40" width="3.2" height="3.2" rx="1.6" fill="#fff" opacity="0.5" />
    </Frame>
  );
}

function Slider(): ReactNode {
  return (
    <Frame>
      <rect width="160" height="90" fill="#cfe8f6" />
      <path d="M-2 56c26-10 52-8 80-2s54 0 84-6v42H-2Z" fill="#74b06b" />
      <path d="m66 62 14-24 14 24Z" fill="#2f3a56" />
      <path d="m72 62 8-13 8 13Z" fill="#ffd98a" />
      <circle cx="128" cy="24" r="7" fill="#ffd166" />
      <rect width="80" height="90" fill="#f4efe4" />
      <path d="M0 56c26-10 52-8 80-2" fill="none" stroke="#3d4257" strokeWidth="1" />
      <path d="m66 62 14-24v24Z" fill="none" stroke="#3d4257" strokeWidth="1" />
      <path d="M0 46h80" stroke="#6f86b8" strokeWidth="0.6" strokeDasharray="3 2" />
      <rect x="79" width="2" height="90" fill="#fff" />
      <circle cx="80" cy="50" r="6" fill="#2f3a56" stroke="#fff" strokeWidth="1.5" />
    </Frame>
  );
}

function DigitalRain(): ReactNode {
  const columns = [6, 18, 30, 42, 54, 66, 78, 90, 102, 114, 126, 138, 150];
  return (
    <Frame>
      <rect width="160" height="90" fill="#0b0a1f" />
      {columns.map((x, i) => {
        const head = 20 + ((i * 37) % 60);
        const colour = ['#ff7445', '#f0509a', '#9b7cf0', '#8f9bff'][Math.floor((i / columns.length) * 4)];
        return (
          <g key={x}>
            {[0, 1, 2, 3, 4].map((k) => (
              <rect
                key={k}
                x={x}
                y={head - k * 7}
                width="4"
                height="5"
                rx="1"
                fill={k === 0 ? '#fff8f2' : colour}
                opacity={1 - k * 0.18}
              />
            ))}
          </g>
        );
      })}
    </Frame>
  );
}

const thumbnails: Record<DemoId, () => ReactNode> = {
  'pan-and-zoom': PanAndZoom,
  'pan-and-zoom-2': PanAndZoom2,
  'carousel-autofade': Carousel,
  slider: Slider,
  'digital-rain': DigitalRain,
};

export default function DemoThumbnail({ demo }: { demo: DemoId }): ReactNode {
  const Thumbnail = thumbnails[demo];
  return <Thumbnail />;
}
