/** Whole turns the wheel makes before it rests, so a spin reads as a spin. */
export const wheelTurns = 5

/**
 * Where the wheel rests to show the platform's answer, in degrees clockwise: the answered segment's middle under
 * the pointer at the top (segments run clockwise from the top), `wheelTurns` whole turns past where it rested
 * before. The screen only animates to this angle: the outcome was decided by the platform before it is drawn.
 */
export function restingAngle(previous: number, segment: number, segments: number): number {
  const slice = 360 / segments
  const middle = (segment + 0.5) * slice
  // The wheel turned by r shows the point at angle a under the pointer when (a + r) is a whole turn.
  const wanted = (((360 - middle) % 360) + 360) % 360
  const from = previous + wheelTurns * 360
  const offset = (((wanted - from) % 360) + 360) % 360
  return from + offset
}

/** The segment under the pointer when the wheel has turned `angle` degrees clockwise. */
export function segmentAt(angle: number, segments: number): number {
  const slice = 360 / segments
  const underPointer = (((360 - angle) % 360) + 360) % 360
  return Math.floor(underPointer / slice) % segments
}
