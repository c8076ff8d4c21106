/**
 * The Owners card of the deal detail: tribe and RM shares, segment, branch, person in charge and
 * consultants (the card's pending owners on top of the pulled detail), an Edit button opening the
 * Owners dialog where the person may edit owners, and the automatic re-save of the shares.
 * Stable hooks: `data-owners-card`, `data-owner-share="tribes:<id>"` / `"rms:<userId>"`.
 */
import { useState } from 'react'
import type { IdText } from '../../../contract/common.ts'
import { Button } from '../../../ui/Button.tsx'
import type { DealSectionProps } from '../../../entities/deals/dealSectionProps.ts'
import { DetailCard } from '../../../ui/DetailCard.tsx'
import { ownersShown, type ShareListName } from './ownersModel.ts'
import { OwnersDialog } from './OwnersDialog.tsx'
import { OwnersResaveEffect } from './OwnersResaveEffect.tsx'
import { nominalText, percentText } from './shareText.ts'

interface ShownShare {
  id: number
  text: string
  percent: number
  nominal: number
}

export function OwnersCard(props: DealSectionProps) {
  const { detail, card, header } = props
  const [editing, setEditing] = useState(false)
  const owners = ownersShown(detail, card)
  const canEdit = header.actions.includes('editOwners')
  return (
    <DetailCard
      title="Owners"
      hooks={{ 'data-owners-card': detail.id }}
      aside={
        canEdit && (
          <Button variant="secondary" className="ml-auto" onClick={() => setEditing(true)}>
            Edit owners
          </Button>
        )
      }
    >
      <OwnersResaveEffect {...props} />
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <ShareSummary list="tribes" title="Tribe" empty="No tribe" shares={owners.tribes} />
        <ShareSummary
          list="rms"
          title="Relationship Manager"
          empty="No relationship manager"
          shares={owners.rms.map((rm) => ({ ...rm, id: rm.userId, text: rm.name }))}
        />
      </div>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
        <Fact label="Segment" value={owners.segment?.text} />
        <Fact label="Branch" value={owners.branch?.text} />
        <Fact label="Person in Charge" value={owners.pic?.text} />
        <Fact label="Consultant" value={namesOf(owners.consultants)} />
      </dl>
      {editing && <OwnersDialog {...props} onClose={() => setEditing(false)} />}
    </DetailCard>
  )
}

const namesOf = (people: readonly IdText[]): string =>
  people.map((person) => person.text).join(', ')

function Fact({ label, value }: { label: string; value: string | undefined }) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="font-medium text-slate-900">{value || '-'}</dd>
    </div>
  )
}

interface ShareSummaryProps {
  list: ShareListName
  title: string
  empty: string
  shares: readonly ShownShare[]
}

function ShareSummary({ list, title, empty, shares }: ShareSummaryProps) {
  return (
    <div>
      <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h4>
      {shares.length === 0 ? (
        <p className="mt-1 text-sm text-slate-500">{empty}</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm">
          {shares.map((share) => (
            <li
              key={share.id}
              data-owner-share={`${list}:${share.id}`}
              className="flex items-baseline justify-between gap-3"
            >
              <span className="truncate text-slate-900">{share.text}</span>
              <span className="shrink-0 text-slate-600 tabular-nums">
                <span data-share-percent>{percentText(share)}</span>
                {' · '}
                <span data-share-nominal>{nominalText(share)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
