/** Cookie access behind a small interface, so the session logic runs in tests without a document. */

export interface CookieOptions {
  maxAgeSeconds?: number
}

export interface CookieJar {
  get(name: string): string | undefined
  /** Every cookie at once: reading document.cookie is a round trip to the browser each time. */
  getAll(): ReadonlyMap<string, string>
  set(name: string, value: string, options?: CookieOptions): void
  remove(name: string): void
}

/** path=/, SameSite=Lax, Secure on https. */
export const documentCookieJar: CookieJar = {
  get: (name) => documentCookieJar.getAll().get(name),
  getAll() {
    const cookies = new Map<string, string>()
    for (const pair of document.cookie.split('; ')) {
      const at = pair.indexOf('=')
      if (at > 0) cookies.set(pair.slice(0, at), decodeURIComponent(pair.slice(at + 1)))
    }
    return cookies
  },
  set(name, value, options = {}) {
    const parts = [`${name}=${encodeURIComponent(value)}`, 'path=/', 'SameSite=Lax']
    if (options.maxAgeSeconds !== undefined) parts.push(`max-age=${options.maxAgeSeconds}`)
    if (location.protocol === 'https:') parts.push('Secure')
    document.cookie = parts.join('; ')
  },
  remove(name) {
    const secure = location.protocol === 'https:' ? '; Secure' : ''
    document.cookie = `${name}=; path=/; SameSite=Lax; max-age=0${secure}`
  },
}

export function memoryCookieJar(): CookieJar & { readonly values: Map<string, string> } {
  const values = new Map<string, string>()
  return {
    values,
    get: (name) => values.get(name),
    getAll: () => new Map(values),
    set: (name, value) => void values.set(name, value),
    remove: (name) => void values.delete(name),
  }
}
