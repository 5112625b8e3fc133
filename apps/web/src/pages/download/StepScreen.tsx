/**
 * The phone's colours, mixed from the brand's palette (styles/tokens.css): a dark phone in both themes. Set as
 * style properties, since an SVG attribute cannot read a custom property.
 */
const ink = {
  screenTop: 'color-mix(in srgb, var(--color-neon-strong) 22%, var(--shade))',
  body: 'color-mix(in srgb, var(--color-neon-strong) 5%, var(--shade))',
  frame: 'color-mix(in srgb, var(--color-neon) 40%, var(--shade))',
  line: 'color-mix(in srgb, var(--color-neon) 60%, gray)',
  row: 'color-mix(in srgb, var(--color-neon-strong) 25%, var(--shade))',
  rowText: 'color-mix(in srgb, var(--color-neon) 60%, var(--shade))',
  tap: 'var(--hero-accent)',
  shade: 'var(--shade)',
}

/**
 * An instruction screenshot drawn as art: a phone whose screen highlights where to tap at this step. The
 * layouts differ per step so the swiper's slides are told apart at a glance. The highlighted row takes the
 * platform's own colour (Apple's sky blue, Android's green), not the brand's.
 */
export function StepScreen({ step, platform }: { step: number; platform: 'ios' | 'android' }) {
  const accent = platform === 'ios' ? '#38bdf8' : '#4ade80'
  const rows = [0, 1, 2, 3]
  const target = (step - 1) % rows.length
  return (
    <svg viewBox="0 0 180 320" role="presentation" aria-hidden="true" width="180" height="320">
      <defs>
        <linearGradient id={`screen-${platform}-${step}`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" style={{ stopColor: ink.screenTop }} />
          <stop offset="1" style={{ stopColor: ink.shade }} />
        </linearGradient>
      </defs>
      <rect
        x="4"
        y="4"
        width="172"
        height="312"
        rx="26"
        strokeWidth="3"
        style={{ fill: ink.body, stroke: ink.frame }}
      />
      <rect x="14" y="18" width="152" height="284" rx="16" fill={`url(#screen-${platform}-${step})`} />
      {platform === 'ios' ? (
        <rect x="66" y="22" width="48" height="10" rx="5" style={{ fill: ink.body }} />
      ) : (
        <circle cx="90" cy="27" r="4" style={{ fill: ink.body }} />
      )}
      <rect x="26" y="44" width="90" height="10" rx="5" opacity="0.7" style={{ fill: ink.line }} />
      <rect x="26" y="60" width="60" height="7" rx="3.5" opacity="0.35" style={{ fill: ink.line }} />
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
              style={{ fill: active ? accent : ink.row }}
              opacity={active ? 0.95 : 0.6}
            />
            <rect
              x="36"
              y={y + 13}
              width={active ? 70 : 84}
              height="8"
              rx="4"
              style={{ fill: active ? ink.shade : ink.rowText }}
            />
          </g>
        )
      })}
      <circle
        cx="140"
        cy={86 + target * 44 + 17}
        r="13"
        fill="none"
        strokeWidth="3"
        style={{ stroke: ink.tap }}
      />
      <circle cx="140" cy={86 + target * 44 + 17} r="5" style={{ fill: ink.tap }} />
      <circle cx="90" cy="276" r="16" fill={accent} />
      <text
        x="90"
        y="282"
        textAnchor="middle"
        fontFamily="sans-serif"
        fontSize="16"
        fontWeight="700"
        style={{ fill: ink.shade }}
      >
        {step}
      </text>
    </svg>
  )
}
