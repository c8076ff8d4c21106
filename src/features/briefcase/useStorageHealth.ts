import { useEffect, useState } from 'react'
import { db } from '../../entities/db.ts'
import { readStorageHealth, type StorageHealth } from './storageHealth.ts'

/** The storage health, read on mount and again when `readAgain` changes. */
export function useStorageHealth(readAgain: unknown): StorageHealth | null {
  const [health, setHealth] = useState<StorageHealth | null>(null)
  useEffect(() => {
    let live = true
    void readStorageHealth(db).then((next) => {
      if (live) setHealth(next)
    })
    return () => {
      live = false
    }
  }, [readAgain])
  return health
}
