import { type ShellIconName, SvgIcon, type SvgIconProps, shellPaths } from './ShellIcon'

/** The whole set: the first screen's icons (ShellIcon.tsx) and those only lazy pages draw. */
const paths = {
  ...shellPaths,
  headset:
    'M4 14v-2a8 8 0 0 1 16 0v2M4 14a2 2 0 0 1 2-2h1v6H6a2 2 0 0 1-2-2v-2Zm16 0a2 2 0 0 0-2-2h-1v6h1a2 2 0 0 0 2-2v-2Zm-3 4c0 1.7-1.8 3-4 3',
  lock: 'M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4',
  cards:
    'M9 4h10a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H9a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1Zm-1 3-3.3.9a1 1 0 0 0-.7 1.2l3 11.3a1 1 0 0 0 1.2.7l4.8-1.3M14 9l1.5 2.5L14 14l-1.5-2.5L14 9Z',
  dice: 'M5 4h14a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1Zm3.5 4h.01M15.5 8h.01M12 12h.01M8.5 16h.01M15.5 16h.01',
  ball: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13.5 3.8 2.8-1.5 4.4H9.7l-1.5-4.4L12 7.5Zm0 0V3.5m3.8 6.8 4.3-1.4m-5.8 5.8 2.6 3.7m-7.2-3.7-2.6 3.7m1-8.1-4.3-1.4',
  gamepad:
    'M7 8h10a4 4 0 0 1 4 4v1.5a3.5 3.5 0 0 1-6.3 2.1L14 15h-4l-.7.6A3.5 3.5 0 0 1 3 13.5V12a4 4 0 0 1 4-4Zm1 2.5v3m-1.5-1.5h3m5.5-1h.01m1.99 2h.01',
  fish: 'M3 12c3-4.5 9-6.5 14-3l4-3v12l-4-3c-5 3.5-11 1.5-14-3Zm13-.5h.01',
  ticket:
    'M4 7a2 2 0 0 0 2-2h12a2 2 0 0 0 2 2v3a2 2 0 0 0 0 4v3a2 2 0 0 0-2 2H6a2 2 0 0 0-2-2v-3a2 2 0 0 0 0-4V7Zm9-2v14',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13v4l3 2',
  expand: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5',
  wallet: 'M4 7a2 2 0 0 1 2-2h11v4M4 7v11a2 2 0 0 0 2 2h14V9H6a2 2 0 0 1-2-2Zm12 7h.01',
  eye: 'M2.5 12S6 5 12 5s9.5 7 9.5 7-3.5 7-9.5 7-9.5-7-9.5-7Zm9.5 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
  eyeOff:
    'M3 3l18 18M10.6 5.1A9.8 9.8 0 0 1 12 5c6 0 9.5 7 9.5 7a16 16 0 0 1-2.7 3.6M6.6 6.6A15.6 15.6 0 0 0 2.5 12s3.5 7 9.5 7a9.3 9.3 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2',
  mail: 'M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm-1 1 9 7 9-7',
  logout: 'M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 16l-4-4 4-4m-4 4h10',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 9v-1a5 5 0 0 1 5-5h4a5 5 0 0 1 5 5v1',
  briefcase: 'M4 8h16v11H4zM9 8V6a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2M4 13h16',
  receipt: 'M6 3h12v18l-3-2-3 2-3-2-3 2V3Zm3 5h6m-6 4h6m-6 4h3',
  plus: 'M12 5v14M5 12h14',
  minus: 'M5 12h14',
  /** Points to the inline end in left-to-right text; mirror it with CSS for "previous" and right-to-left. */
  chevron: 'm9 6 6 6-6 6',
  heart: 'M12 20s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.3a4.4 4.4 0 0 1 7.5 2.6C19.5 15.4 12 20 12 20Z',
  play: 'M7 4.5v15l12.5-7.5L7 4.5Z',
  megaphone: 'M4 10v4a1 1 0 0 0 1 1h2l9 4V5L7 9H5a1 1 0 0 0-1 1Zm3 5 1.5 5H11m8-11a3 3 0 0 1 0 6',
  flame:
    'M12 21a6.5 6.5 0 0 0 6.5-6.5c0-4.5-3.5-6.5-4-11-3 2-4.5 5-4.5 7.5-1-.5-2-2-2-3.5-2 1.5-2.5 4.5-2.5 7A6.5 6.5 0 0 0 12 21Z',
} as const

export type IconName = keyof typeof paths | ShellIconName

/** Decorative by default; give the surrounding control the accessible name. */
export function Icon({ name, ...rest }: SvgIconProps & { name: IconName }) {
  return <SvgIcon path={paths[name]} {...rest} />
}
