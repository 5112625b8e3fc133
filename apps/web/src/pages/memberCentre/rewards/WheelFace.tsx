import wheelStyles from './PrizeWheel.module.css'

const radius = 100
const centre = 110

/** A point of the wheel's rim, `degrees` clockwise from the top. */
function rim(degrees: number, distance = radius) {
  const radians = ((degrees - 90) * Math.PI) / 180
  return `${(centre + distance * Math.cos(radians)).toFixed(2)} ${(centre + distance * Math.sin(radians)).toFixed(2)}`
}

/**
 * The wheel's face: one slice per segment, clockwise from the top, its prize written along it; a pointer at the
 * top. It turns to `angle` (the platform's answer, worked out by the core) and says when it rests. Decorative to
 * assistive technology: the result is told in words beside it.
 */
export function WheelFace({
  labels,
  angle,
  moving,
  onRest,
}: {
  labels: readonly string[]
  angle: number
  moving: boolean
  onRest: () => void
}) {
  const slice = 360 / labels.length
  return (
    <div className={wheelStyles.wheel}>
      <svg viewBox="0 0 220 230" className={wheelStyles.face} aria-hidden="true">
        <g
          className={wheelStyles.turning}
          data-moving={moving || undefined}
          style={{ transform: `rotate(${angle}deg)` }}
          onTransitionEnd={onRest}
        >
          {labels.map((label, index) => {
            const start = index * slice
            const middle = start + slice / 2
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a slice is its place on the wheel
              <g key={index} data-slice={index % 2}>
                <path
                  d={`M${centre} ${centre} L${rim(start)} A${radius} ${radius} 0 0 1 ${rim(start + slice)} Z`}
                />
                <text transform={`rotate(${middle} ${centre} ${centre})`} x={centre} y={centre - radius + 22}>
                  {label}
                </text>
              </g>
            )
          })}
          <circle cx={centre} cy={centre} r={14} className={wheelStyles.hub} />
        </g>
        <path d={`M${centre - 10} 2 L${centre + 10} 2 L${centre} 24 Z`} className={wheelStyles.pointer} />
      </svg>
    </div>
  )
}
