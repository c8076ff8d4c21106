import { ROLE } from '../domain/permissions.ts'

/** The demo sign-ins the seed creates (printed by the CLI, used by tests). */
export const DEMO_PASSWORD = 'demo1234'

export const DEMO_ACCOUNTS = [
  { email: 'admin@crm.test', name: 'Ayu Administrator', roleId: ROLE.admin, role: 'administrator' },
  { email: 'manager@crm.test', name: 'Budi Manager', roleId: ROLE.manager, role: 'manager' },
  {
    email: 'rm@crm.test',
    name: 'Citra Relationship',
    roleId: ROLE.rm,
    role: 'relationship manager',
  },
  {
    email: 'rm2@crm.test',
    name: 'Dimas Relationship',
    roleId: ROLE.rm,
    role: 'relationship manager',
  },
  { email: 'viewer@crm.test', name: 'Eka Viewer', roleId: ROLE.viewer, role: 'read only' },
] as const

export function demoAccountsTable(): string {
  const rows = DEMO_ACCOUNTS.map((account) => [
    account.email,
    DEMO_PASSWORD,
    `${account.roleId} (${account.role})`,
  ])
  const header = ['Email', 'Password', 'Role']
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  )
  const line = (cells: readonly string[]) =>
    cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ')
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join(
    '\n',
  )
}
