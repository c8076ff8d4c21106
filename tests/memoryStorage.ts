/**
 * localStorage for unit tests in Node (which has none): the Storage interface over a Map, put on
 * globalThis while a test needs it. `storage` events are another tab's, so none are sent.
 */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>()
  get length(): number {
    return this.items.size
  }
  clear(): void {
    this.items.clear()
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null
  }
  removeItem(key: string): void {
    this.items.delete(key)
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value))
  }
}

/** A fresh localStorage on globalThis; returns a function that takes it away again. */
export function installMemoryStorage(): { storage: MemoryStorage; restore: () => void } {
  const storage = new MemoryStorage()
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true })
  return {
    storage,
    restore: () => {
      delete (globalThis as { localStorage?: Storage }).localStorage
    },
  }
}
