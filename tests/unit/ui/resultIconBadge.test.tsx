import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { DialogIcon } from '../../../src/ui/dialogs/dialogStore.ts'
import { ResultIconBadge } from '../../../src/ui/dialogs/ResultIconBadge.tsx'

describe('the icon of a message dialog', () => {
  it.each([
    ['success', 'Success'],
    ['error', 'Error'],
    ['authorisation', 'Not authorised'],
    ['waiting', 'Saved on this device'],
    ['warning', 'Warning'],
    ['question', 'Question'],
  ] as const)('shows %s as an image named %s, with its data-icon hook', (icon, label) => {
    const html = renderToStaticMarkup(<ResultIconBadge icon={icon satisfies DialogIcon} />)
    expect(html).toContain('role="img"')
    expect(html).toContain(`aria-label="${label}"`)
    expect(html).toContain(`data-icon="${icon}"`)
    expect(html).toContain('<svg')
  })
})
