import type { Locator } from 'playwright-core'

/** The element's text colour as sRGB (Tailwind 4 colours are oklch; a canvas converts them). */
export function textRgb(locator: Locator): Promise<[number, number, number]> {
  return locator.evaluate((element) => {
    const canvas = document.createElement('canvas')
    canvas.width = 1
    canvas.height = 1
    const context = canvas.getContext('2d')!
    context.fillStyle = getComputedStyle(element).color
    context.fillRect(0, 0, 1, 1)
    const [r, g, b] = context.getImageData(0, 0, 1, 1).data
    return [r!, g!, b!] as [number, number, number]
  })
}

export async function isRed(locator: Locator): Promise<boolean> {
  const [r, g, b] = await textRgb(locator)
  return r > 170 && g < 90 && b < 90
}
