import DOMPurify from 'dompurify'

/** Server-supplied HTML is sanitised before it is rendered. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } })
}
