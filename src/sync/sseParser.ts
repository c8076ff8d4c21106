/**
 * Server-Sent Events read from a fetch body (EventSource cannot send the Authorization header).
 * Fed text as it arrives, it answers the events completed so far: `event` and `data` fields (data
 * lines joined by '\n'); comment lines (heartbeats) count as activity only.
 */
export interface SseEvent {
  event: string
  data: string
}

export interface SseParser {
  feed(text: string): SseEvent[]
}

export function createSseParser(): SseParser {
  let buffer = ''
  let event = ''
  let data: string[] = []
  return {
    feed(text) {
      buffer += text
      const lines = buffer.split(/\r\n|\r|\n/)
      // The last piece is a line still arriving (or '' after a line end).
      buffer = lines.pop() ?? ''
      const done: SseEvent[] = []
      for (const line of lines) {
        if (line === '') {
          if (data.length > 0 || event !== '')
            done.push({ event: event || 'message', data: data.join('\n') })
          event = ''
          data = []
          continue
        }
        if (line.startsWith(':')) continue
        const colon = line.indexOf(':')
        const field = colon === -1 ? line : line.slice(0, colon)
        let value = colon === -1 ? '' : line.slice(colon + 1)
        if (value.startsWith(' ')) value = value.slice(1)
        if (field === 'event') event = value
        else if (field === 'data') data.push(value)
      }
      return done
    },
  }
}
