/**
 * Upload Proposal (shown when header.actions has 'uploadProposal'): opens the Proposal dialog in
 * add_proposal. "Yes I have proposal" after Add deal opens it at once (proposalOpenRequest.ts).
 */
import { useEffect, useState } from 'react'
import { db } from '../../store/db.ts'
import { UploadIcon } from '../../ui/actionIcons.tsx'
import { Button } from '../../ui/Button.tsx'
import { dealContacts } from '../deals/dealContacts.ts'
import type { DealSectionProps } from '../deals/dealSectionProps.ts'
import { clearProposalDialogRequest, isProposalDialogRequested } from './proposalOpenRequest.ts'
import { ProposalDialog } from './ProposalDialog.tsx'

export function UploadProposalButton({ detail, header, profile }: DealSectionProps) {
  const [open, setOpen] = useState(false)
  const shown = header.actions.includes('uploadProposal')
  const dealId = detail.id
  useEffect(() => {
    if (!shown) return
    let live = true
    void isProposalDialogRequested(db, dealId).then((asked) => {
      if (!asked || !live) return
      clearProposalDialogRequest()
      setOpen(true)
    })
    return () => {
      live = false
    }
  }, [dealId, shown])
  if (!shown) return null
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <UploadIcon className="size-4" />
        Upload Proposal
      </Button>
      {open && (
        <ProposalDialog
          mode="add_proposal"
          dealId={dealId}
          clientId={detail.clientCompany.id}
          knownContacts={dealContacts(detail)}
          proposal={null}
          editing={null}
          userId={profile.id}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  )
}
