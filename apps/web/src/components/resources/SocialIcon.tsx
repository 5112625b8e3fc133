/** Monochrome marks for the social and messaging links, drawn on a 24-unit grid like the app's icons. */
const marks: Record<string, string> = {
  FACEBOOK: 'M14 8h2.5V4.5H14c-2.5 0-4 1.6-4 4V10H8v3.5h2V21h3.5v-7.5H16l.5-3.5h-3V8.6c0-.4.2-.6.5-.6Z',
  INSTAGRAM:
    'M7.5 3h9A4.5 4.5 0 0 1 21 7.5v9a4.5 4.5 0 0 1-4.5 4.5h-9A4.5 4.5 0 0 1 3 16.5v-9A4.5 4.5 0 0 1 7.5 3Zm4.5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.2-2.2a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z',
  YOUTUBE:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15V9l5.2 3L10 15Z',
  TWITTER: 'M4 4h4.5l4 5.6L17.3 4H20l-6.2 7.2L20.5 20H16l-4.4-6-5.2 6H3.7l6.6-7.6L4 4Z',
  TIKTOK:
    'M16.5 3c.3 2.2 1.7 3.7 4 4v3.2a7.4 7.4 0 0 1-4-1.3v6.3A5.8 5.8 0 1 1 10.7 9.4v3.3a2.6 2.6 0 1 0 2.6 2.5V3h3.2Z',
  TELEGRAM:
    'M21.5 4 2.8 11.2c-1 .4-1 1.2-.1 1.5l4.7 1.5 1.8 5.6c.2.6.8.7 1.2.3l2.7-2.5 4.7 3.5c.7.4 1.2.2 1.4-.7L22.6 5.2c.3-1.2-.4-1.6-1.1-1.2ZM9.3 14l8.6-5.6-6.8 6.6-.3 3-1.5-4Z',
  WHATSAPP:
    'M12 2.5a9.5 9.5 0 0 0-8.2 14.3L2.5 21.5l4.8-1.3A9.5 9.5 0 1 0 12 2.5Zm4.6 13.4c-.2.6-1.2 1.1-1.7 1.2-.4 0-1 .1-3.1-.7-2.6-1-4.3-3.7-4.4-3.9-.1-.2-1-1.4-1-2.6 0-1.3.7-1.9.9-2.2.2-.2.5-.3.7-.3h.5c.2 0 .4 0 .6.5l.9 2c0 .2 0 .4-.1.5l-.4.5c-.1.2-.3.3-.1.6.6 1 1.5 1.9 2.6 2.5.3.2.5.1.6 0l.8-.9c.2-.2.3-.2.6-.1l1.9.9c.3.1.4.2.4.3 0 .2 0 .8-.2 1.4Z',
  LIVECHAT:
    'M4 4h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1h-9l-5 4v-4H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1Zm4 6.5a1.2 1.2 0 1 0 0 .01Zm4 0a1.2 1.2 0 1 0 0 .01Zm4 0a1.2 1.2 0 1 0 0 .01Z',
}

/** The mark of a resource type (`FACEBOOK`, `CS_WHATSAPP`…); a speech bubble for anything unknown. */
export function SocialIcon({ type, size = 20 }: { type: string; size?: number }) {
  const key = type.replace(/^CS_/, '')
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d={marks[key] ?? marks.LIVECHAT} fillRule="evenodd" />
    </svg>
  )
}
