/**
 * An instruction screenshot drawn as art: a phone whose screen highlights where to tap at this step. The
 * layouts differ per step so the swiper's slides are told apart at a glance.
 */
export function StepScreen({ step, platform }: { step: number; platform: 'ios' | 'android' }) {
  const accent = platform === 'ios' ? '#38bdf8' : '#4ade80'
  const rows = [0, 1, 2, 3]
  const target = (step - 1) % rows.length
  return (
    <svg viewBox="0 0 180 320" role="presentation" aria-hidden="true" width="180" height="320">
      <defs>
        <linearGradient id={`screen-${platform}-${step}`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1e1b4b" />
          <stop offset="1" stopColor="#0b0a1a" />
        </linearGradient>
      </defs>
      <rect x="4" y="4" width="172" height="312" rx="26" fill="#0f0d22" stroke="#4c4a7a" strokeWidth="3" />
      <rect x="14" y="18" width="152" height="284" rx="16" fill={`url(#screen-${platform}-${step})`} />
      {platform === 'ios' ? (
        <rect x="66" y="22" width="48" height="10" rx="5" fill="#0f0d22" />
      ) : (
        <circle cx="90" cy="27" r="4" fill="#0f0d22" />
      )}
      <rect x="26" y="44" width="90" height="10" rx="5" fill="#a5a3d6" opacity="0.7" />
      <rect x="26" y="60" width="60" height="7" rx="3.5" fill="#a5a3d6" opacity="0.35" />
      {rows.map((row) => {
        const y = 86 + row * 44
        const active = row === target
        return (
          <g key={row}>
            <rect
              x="24"
              y={y}
              width="132"
              height="34"
              rx="10"
              fill={active ? accent : '#2a2752'}
              opacity={active ? 0.95 : 0.6}
            />
            <rect
              x="36"
              y={y + 13}
              width={active ? 70 : 84}
              height="8"
              rx="4"
              fill={active ? '#0b0a1a' : '#6d6aa8'}
            />
          </g>
        )
      })}
      <circle cx="140" cy={86 + target * 44 + 17} r="13" fill="none" stroke="#fbbf24" strokeWidth="3" />
      <circle cx="140" cy={86 + target * 44 + 17} r="5" fill="#fbbf24" />
      <circle cx="90" cy="276" r="16" fill={accent} />
      <text
        x="90"
        y="282"
        textAnchor="middle"
        fontFamily="sans-serif"
        fontSize="16"
        fontWeight="700"
        fill="#0b0a1a"
      >
        {step}
      </text>
    </svg>
  )
}
