import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { DateField } from '../../../src/ui/DateField.tsx'

const markup = (value: string, disabled = false) =>
  renderToStaticMarkup(
    <DateField label="Deal date" value={value} disabled={disabled} onChange={() => undefined} />,
  )

describe('the date field', () => {
  it('shows the date DD MMM YYYY in the labelled text, and keeps yyyy-MM-dd for the picker', () => {
    const html = markup('2026-11-24')
    const label = /<label for="([^"]+)"[^>]*>Deal date/.exec(html)
    expect(label).not.toBeNull()
    expect(html).toContain(`id="${label![1]}" type="text"`)
    expect(html).toMatch(/type="text"[^>]*value="24 Nov 2026"/)
    expect(html).toMatch(/type="date" tabindex="-1" aria-hidden="true"[^>]*value="2026-11-24"/)
    expect(html).toContain('aria-label="Open calendar"')
  })

  it('shows the placeholder when empty and disables its parts together', () => {
    expect(markup('')).toMatch(/placeholder="DD MMM YYYY"[^>]*value=""/)
    expect(markup('2026-11-24', true).match(/disabled=""/g)).toHaveLength(3)
  })
})
