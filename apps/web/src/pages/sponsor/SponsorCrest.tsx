/** A crest in the sponsorship's colours with its initials: the pages' art, drawn rather than downloaded. */
export function SponsorCrest({ name, colours }: { name: string; colours: readonly [string, string] }) {
  const initials = name
    .split(' ')
    .map((word) => word[0])
    .join('')
    .slice(0, 3)
  const id = `crest-${initials}`
  return (
    <svg viewBox="0 0 200 230" width="200" height="230" aria-hidden="true">
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={colours[0]} />
          <stop offset="1" stopColor={colours[1]} />
        </linearGradient>
      </defs>
      <path
        d="M100 6 186 36v74c0 58-38 98-86 114C52 208 14 168 14 110V36L100 6Z"
        fill={`url(#${id})`}
        stroke="rgb(255 255 255 / 0.6)"
        strokeWidth="4"
      />
      <path d="M100 30 164 52v58c0 44-28 74-64 87-36-13-64-43-64-87V52l64-22Z" fill="rgb(0 0 0 / 0.25)" />
      <text
        x="100"
        y="132"
        textAnchor="middle"
        fontFamily="sans-serif"
        fontSize="54"
        fontWeight="900"
        fill="#fff"
        letterSpacing="2"
      >
        {initials}
      </text>
    </svg>
  )
}
