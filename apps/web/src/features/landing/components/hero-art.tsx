import type { ComponentType } from 'react';
import type { HeroSlide } from '../content';

/*
 * The carousel's three pictures, drawn inline: an inline <svg> is never the page's Largest
 * Contentful Paint, so the headline stays the LCP element and paints with the first render
 * instead of waiting for an image download.
 */

const card = { fill: '#fff', fillOpacity: 0.95 } as const;

function ProjectCollaboration() {
  return (
    <>
      <rect x="40" y="56" width="400" height="288" rx="28" fill="#fff" fillOpacity=".1" />
      {[64, 196, 328].map((x, column) => (
        <g key={x}>
          <rect x={x} y="84" width="108" height="12" rx="6" fill="#c7d2fe" />
          {[0, 1, 2 - column].map((row) =>
            row < 0 ? null : (
              <g key={row}>
                <rect x={x} y={110 + row * 74} width="108" height="62" rx="12" {...card} />
                <rect x={x + 12} y={124 + row * 74} width="58" height="8" rx="4" fill="#312e81" />
                <rect x={x + 12} y={140 + row * 74} width="80" height="6" rx="3" fill="#a5b4fc" />
                <rect
                  x={x + 12}
                  y={154 + row * 74}
                  width="30"
                  height="8"
                  rx="4"
                  fill={['#fbbf24', '#34d399', '#f472b6'][(row + column) % 3]}
                />
              </g>
            ),
          )}
        </g>
      ))}
      <path
        d="M172 150c30 0 10 80 46 80"
        fill="none"
        stroke="#fbbf24"
        strokeWidth="4"
        strokeDasharray="8 8"
      />
      <circle cx="380" cy="56" r="26" fill="#fbbf24" stroke="#312e81" strokeWidth="6" />
      <circle cx="420" cy="56" r="26" fill="#34d399" stroke="#312e81" strokeWidth="6" />
      <path d="m366 56 10 10 18-20" fill="none" stroke="#312e81" strokeWidth="6" strokeLinecap="round" />
    </>
  );
}

function Teamwork() {
  const people = [
    { x: 130, color: '#fbbf24' },
    { x: 240, color: '#f472b6' },
    { x: 350, color: '#34d399' },
  ];
  return (
    <>
      <circle cx="240" cy="230" r="150" fill="#fff" fillOpacity=".08" />
      {people.map(({ x, color }, i) => (
        <g key={x}>
          <circle cx={x} cy={i === 1 ? 196 : 216} r="34" fill={color} />
          <path d={`M${x - 62} ${i === 1 ? 330 : 340}a62 70 0 0 1 124 0z`} fill={color} fillOpacity=".85" />
        </g>
      ))}
      <rect x="70" y="330" width="340" height="24" rx="12" fill="#c7d2fe" />
      <rect x="64" y="84" width="128" height="52" rx="18" {...card} />
      <path d="m100 134-6 22 26-22z" {...card} />
      <rect x="82" y="102" width="70" height="8" rx="4" fill="#312e81" />
      <rect x="82" y="116" width="92" height="6" rx="3" fill="#a5b4fc" />
      <rect x="300" y="70" width="120" height="52" rx="18" fill="#4f46e5" />
      <path d="m388 120 6 22-26-22z" fill="#4f46e5" />
      <rect x="318" y="88" width="84" height="8" rx="4" fill="#e0e7ff" />
      <rect x="318" y="102" width="56" height="6" rx="3" fill="#a5b4fc" />
      <path d="m240 70 9 18 20 3-14 14 3 20-18-9-18 9 3-20-14-14 20-3z" fill="#fbbf24" />
    </>
  );
}

function Freelancing() {
  return (
    <>
      <circle cx="380" cy="96" r="44" fill="#fbbf24" />
      <path d="M380 70v26l18 12" fill="none" stroke="#312e81" strokeWidth="6" strokeLinecap="round" />
      <rect x="72" y="110" width="280" height="180" rx="18" fill="#312e81" stroke="#c7d2fe" strokeWidth="8" />
      <path d="M40 300h344l-22 28H62z" fill="#c7d2fe" />
      <circle cx="130" cy="166" r="26" fill="#34d399" />
      <rect x="170" y="152" width="140" height="10" rx="5" fill="#fff" />
      <rect x="170" y="170" width="96" height="8" rx="4" fill="#a5b4fc" />
      {[0, 1, 2, 3, 4].map((i) => (
        <rect
          key={i}
          x={112 + i * 44}
          y={270 - i * 14 - 20}
          width="28"
          height={i * 14 + 20}
          rx="5"
          fill="#6366f1"
        />
      ))}
      <g transform="translate(372 214)">
        <path d="M0-34 30-22v22C30 20 0 34 0 34S-30 20-30 0v-22z" fill="#34d399" />
        <path d="m-12 0 8 8 16-18" fill="none" stroke="#fff" strokeWidth="6" strokeLinecap="round" />
      </g>
      <rect x="392" y="290" width="40" height="40" rx="8" fill="#f472b6" />
      <path d="M432 300h8a8 8 0 0 1 0 16h-8" fill="none" stroke="#f472b6" strokeWidth="6" />
    </>
  );
}

const ART: Record<HeroSlide, ComponentType> = {
  'Project Collaboration': ProjectCollaboration,
  Teamwork,
  Freelancing,
};

export function HeroArt({ slide, className }: { slide: HeroSlide; className: string }) {
  const Art = ART[slide];
  return (
    <svg aria-hidden="true" viewBox="0 0 480 400" className={className}>
      <Art />
    </svg>
  );
}
