import type { SVGProps } from 'react'

/**
 * The icons of the first screen (header, navigation, side menu, boot and failure screens, toasts): the only
 * path data in the first page's chunk. The rest of the set (Icon.tsx) loads with the pages that draw them.
 * Stroke icons on a 24-unit grid, drawn with `currentColor` so they follow the text colour and theme.
 */
export const shellPaths = {
  globe:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0 0c2.5-2.4 3.75-5.4 3.75-9S14.5 5.4 12 3m0 18c-2.5-2.4-3.75-5.4-3.75-9S9.5 5.4 12 3M3.5 9h17M3.5 15h17',
  sun: 'M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm0-13v2m0 14v2M4.2 4.2l1.4 1.4m12.8 12.8 1.4 1.4M3 12h2m14 0h2M4.2 19.8l1.4-1.4M18.4 5.6l1.4-1.4',
  moon: 'M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z',
  gift: 'M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-1.5-3-5-3.5-5-1.2C7 7 9 7 12 7Zm0 0c1.5-3 5-3.5 5-1.2C17 7 15 7 12 7Z',
  users:
    'M16 20v-1.5a3.5 3.5 0 0 0-3.5-3.5h-5A3.5 3.5 0 0 0 4 18.5V20M10 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm10 9v-1.5a3.5 3.5 0 0 0-2.5-3.35M15.5 4.2a3.5 3.5 0 0 1 0 6.6',
  trophy: 'M8 21h8m-4-4v4m-5-17h10v5a5 5 0 0 1-10 0V4Zm10 1h3v2a3 3 0 0 1-3 3M7 5H4v2a3 3 0 0 0 3 3',
  download: 'M12 3v12m0 0-4.5-4.5M12 15l4.5-4.5M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2',
  home: 'M4 10.5 12 4l8 6.5V20a1 1 0 0 1-1 1h-4.5v-6h-5v6H5a1 1 0 0 1-1-1v-9.5Z',
  chevronDown: 'm6 9 6 6 6-6',
  arrowUp: 'M12 19V5m0 0-6 6m6-6 6 6',
  wrench: 'M14.7 6.3a4 4 0 0 0 5 5l-8.9 8.9a2.1 2.1 0 0 1-3-3l8.9-8.9a4 4 0 0 0-2-2ZM14.7 6.3 17 4m0 0 3 3',
  shield: 'M12 3 4.5 6v5.5c0 4.6 3.2 8.4 7.5 9.5 4.3-1.1 7.5-4.9 7.5-9.5V6L12 3Zm0 6v4m0 3.5v.01',
  wifiOff:
    'M3 3l18 18M8.5 16.4a5 5 0 0 1 7 0M5 12.9a10 10 0 0 1 4.2-2.5M12 8a10 10 0 0 1 7 4.9M2 9a15 15 0 0 1 4.2-2.8M10 5.1A15 15 0 0 1 22 9M12 20h.01',
  sparkles:
    'M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9L12 3Zm7 11 .8 2.2L22 17l-2.2.8L19 20l-.8-2.2L16 17l2.2-.8L19 14Z',
  zap: 'M13 2 4 14h7l-1 8 9-12h-7l1-8Z',
  smartphone: 'M7 3h10a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Zm4 15h2',
  panelClose: 'M4 4h16v16H4zM15 4v16M9 10l2 2-2 2',
  panelOpen: 'M4 4h16v16H4zM15 4v16M11 10l-2 2 2 2',
  refresh: 'M20 11a8 8 0 0 0-14.9-3M4 4v4h4m-4 5a8 8 0 0 0 14.9 3M20 20v-4h-4',
  close: 'M6 6l12 12M18 6 6 18',
} as const

export type ShellIconName = keyof typeof shellPaths

export interface SvgIconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  size?: number
}

/** Decorative by default; give the surrounding control the accessible name. */
export function SvgIcon({ path, size = 20, ...rest }: SvgIconProps & { path: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <path d={path} />
    </svg>
  )
}

/** An icon of the first screen's set, for the components that are part of the first page. */
export function ShellIcon({ name, ...rest }: SvgIconProps & { name: ShellIconName }) {
  return <SvgIcon path={shellPaths[name]} {...rest} />
}
