import { eq } from 'drizzle-orm'
import { hashPassword } from '../lib/password'
import type { Database } from '../db/client'
import { users } from '../db/schema/index'

/**
 * Creates the first staff account from ADMIN_EMAIL / ADMIN_PASSWORD when no
 * user has that email yet. An existing account is left as it is: the password
 * in the environment is only the initial one.
 */
export async function ensureAdmin(
  db: Database,
  admin: { email: string; password: string },
): Promise<'created' | 'exists'> {
  const email = admin.email.toLowerCase()
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, email))
  if (existing.length > 0) return 'exists'
  const inserted = await db
    .insert(users)
    .values({ email, name: 'Equipe Escudo', role: 'admin', passwordHash: await hashPassword(admin.password) })
    // Another process may have created it between the select and the insert.
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id })
  return inserted.length > 0 ? 'created' : 'exists'
}
