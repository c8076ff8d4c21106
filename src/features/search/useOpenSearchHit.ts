/**
 * Enter on a result opens it where it lives: a client's form read only on /clients (a contact's
 * company's), a deal's detail on /deals, an invoice's detail on /invoices in the tab that shows
 * it; a visit opens in its dialog over the current screen (`onVisit`).
 */
import { useNavigate } from '@tanstack/react-router'
import { db } from '../../entities/db.ts'
import type { SearchHit } from '../../store/search/querySearch.ts'
import { invoiceTabOf } from '../../entities/invoices/invoiceTabReads.ts'

export function useOpenSearchHit(onVisit: (hit: SearchHit) => void): (hit: SearchHit) => void {
  const navigate = useNavigate()
  return (hit) => {
    switch (hit.kind) {
      case 'client':
        void navigate({ to: '/clients', search: { client: hit.id } })
        return
      case 'contact':
        void navigate({ to: '/clients', search: hit.parent ? { client: hit.parent } : {} })
        return
      case 'deal':
        void navigate({ to: '/deals', search: { tab: 'detail', deal: hit.id } })
        return
      case 'invoice':
        void invoiceTabOf(db, hit.id).then((tab) =>
          navigate({ to: '/invoices', search: { tab, form: 'detail', invoice: hit.id } }),
        )
        return
      case 'visit':
        onVisit(hit)
    }
  }
}
