import { useId } from 'react'

/** Decorative hero illustration: a glowing star over stacked chips. */
export function HeroArt({ className }: { className?: string }) {
  const id = useId()
  return (
    <svg className={className} viewBox="0 0 320 320" aria-hidden="true">
      <defs>
        <radialGradient id={`${id}glow`}>
          <stop offset="0" stopColor="#fbbf24" stopOpacity="0.55" />
          <stop offset="1" stopColor="#fbbf24" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={`${id}gold`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fef3c7" />
          <stop offset="0.45" stopColor="#fbbf24" />
          <stop offset="1" stopColor="#d97706" />
        </linearGradient>
        <linearGradient id={`${id}chip`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f472b6" />
          <stop offset="1" stopColor="#7c3aed" />
        </linearGradient>
      </defs>
      <circle cx="160" cy="150" r="150" fill={`url(#${id}glow)`} />
      <circle
        cx="160"
        cy="150"
        r="110"
        fill="none"
        stroke="#fff"
        strokeOpacity="0.15"
        strokeDasharray="4 10"
      />
      <circle cx="160" cy="150" r="78" fill="none" stroke="#fde68a" strokeOpacity="0.35" />
      {[0, 1, 2].map((level) => (
        <g key={level} transform={`translate(0 ${-level * 14})`}>
          <ellipse cx="160" cy="262" rx="64" ry="18" fill={`url(#${id}chip)`} />
          <ellipse cx="160" cy="256" rx="64" ry="18" fill="#a78bfa" />
          <ellipse
            cx="160"
            cy="256"
            rx="40"
            ry="10"
            fill="none"
            stroke="#fff"
            strokeOpacity="0.6"
            strokeDasharray="6 6"
          />
        </g>
      ))}
      <path d="M160 48l20 58 58 20-58 20-20 58-20-58-58-20 58-20z" fill={`url(#${id}gold)`} />
      <circle cx="252" cy="70" r="6" fill="#fde68a" />
      <circle cx="70" cy="96" r="4" fill="#67e8f9" />
      <circle cx="262" cy="206" r="3" fill="#f9a8d4" />
    </svg>
  )
}
