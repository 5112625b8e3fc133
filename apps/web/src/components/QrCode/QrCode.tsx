import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import styles from './QrCode.module.css'

interface QrCodeProps {
  value: string
  /** Pixels, quiet zone included. */
  size: number
  /** Quiet zone in modules. */
  margin: number
  /** An image drawn over the middle (the download page's favicon); the code then uses its highest correction. */
  logo?: string
  label: string
}

/**
 * A QR code drawn on a canvas. The `qrcode` library is fetched with the first code on screen, never with the
 * first page.
 */
export function QrCode({ value, size, margin, logo, label }: QrCodeProps) {
  const { t } = useLingui()
  const canvas = useRef<HTMLCanvasElement>(null)
  useEffect(() => {
    let current = true
    const target = canvas.current
    if (!target) return
    import('qrcode').then(async ({ default: QRCode }) => {
      if (!current) return
      await QRCode.toCanvas(target, value, {
        width: size,
        margin,
        errorCorrectionLevel: logo ? 'H' : 'M',
        color: { dark: '#000000', light: '#ffffff' },
      })
      if (logo && current) await drawLogo(target, logo)
    })
    return () => {
      current = false
    }
  }, [value, size, margin, logo])
  return (
    <canvas
      ref={canvas}
      className={styles.code}
      width={size}
      height={size}
      style={{ inlineSize: size, blockSize: size }}
      role="img"
      aria-label={t`QR code: ${label}`}
    />
  )
}

/** The logo on a white tile over the middle fifth: well within what level-H correction restores. */
async function drawLogo(canvas: HTMLCanvasElement, source: string) {
  const image = new Image()
  image.src = source
  await image.decode()
  const context = canvas.getContext('2d')
  if (!context) return
  const tile = Math.round(canvas.width * 0.22)
  const start = Math.round((canvas.width - tile) / 2)
  context.fillStyle = '#ffffff'
  context.beginPath()
  context.roundRect(start - 3, start - 3, tile + 6, tile + 6, 6)
  context.fill()
  context.drawImage(image, start, start, tile, tile)
}
