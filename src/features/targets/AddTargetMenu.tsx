/**
 * The Sales Report's Add target menu (sales-activity-spec "Sales target"): a button listing
 * Tribe, Relationship Manager, Segment and Branch; each opens the target dialog for that kind.
 * Shown to roles 1 and 2 only, who set those targets (maySaveTarget); nothing for anyone else.
 * It holds its dialog, so it can be placed on any screen.
 */
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react'
import { useState } from 'react'
import type { Actor } from '../../domain/permissions.ts'
import { maySaveTarget } from '../../domain/targets.ts'
import { ADD_TARGET_MENU } from '../../domain/targetTypes.ts'
import { type TargetType } from '../../domain/targetTypes.ts'
import { useSession } from '../../entities/session/useSession.ts'
import { PlusIcon } from '../../ui/actionIcons.tsx'
import { TargetDialog } from './dialog/TargetDialog.tsx'
import { ADD_TARGET } from './dialog/targetDialogText.ts'

/** Whether the user sets unit targets: a tribe's, which only roles 1 and 2 may save. */
export const setsUnitTargets = (actor: Actor): boolean =>
  maySaveTarget(actor, { type: 'tribe', id: 0 })

export function AddTargetMenu() {
  const session = useSession()
  const [open, setOpen] = useState<TargetType | null>(null)
  if (!session) return null
  const actor: Actor = { id: session.profile.id, roleId: session.profile.roleId }
  if (!setsUnitTargets(actor)) return null
  return (
    <>
      <Menu>
        <MenuButton
          data-add-target
          className="inline-flex h-10 items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-open:bg-brand-800"
        >
          <PlusIcon className="size-4" />
          {ADD_TARGET}
          <span aria-hidden="true" className="text-xs">
            ▾
          </span>
        </MenuButton>
        <MenuItems
          anchor="bottom end"
          className="z-30 min-w-48 rounded-lg bg-white py-1 text-sm shadow-lg ring-1 ring-slate-200 [--anchor-gap:4px] focus:outline-none"
        >
          {ADD_TARGET_MENU.map((item) => (
            <MenuItem key={item.type}>
              <button
                type="button"
                onClick={() => setOpen(item.type)}
                className="block w-full px-3 py-2 text-left text-slate-700 data-focus:bg-slate-100 data-focus:text-slate-900"
              >
                {item.label}
              </button>
            </MenuItem>
          ))}
        </MenuItems>
      </Menu>
      {open && <TargetDialog type={open} actor={actor} onClose={() => setOpen(null)} />}
    </>
  )
}
