import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { eq } from 'drizzle-orm'
import type { Database } from '../db/client'
import { users, type NewUser, type User } from '../db/schema/index'

declare module 'fastify' {
  interface FastifyInstance {
    usersRepository: ReturnType<typeof createUsersRepository>
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export type ProfileChanges = Partial<Pick<NewUser, 'name' | 'company' | 'cnpj' | 'phone' | 'locale'>>

function createUsersRepository(database: Database, now: () => Date) {
  return {
    /** Emails are stored lower-cased; callers pass the normalised address. */
    async findByEmail(email: string): Promise<User | undefined> {
      const [user] = await database.select().from(users).where(eq(users.email, email.toLowerCase()))
      return user
    },

    async findById(id: string): Promise<User | undefined> {
      // Not a uuid means no such user; PostgreSQL would reject the comparison instead.
      if (!UUID.test(id)) return undefined
      const [user] = await database.select().from(users).where(eq(users.id, id))
      return user
    },

    /** Undefined when the email is taken (the unique index decides, even under a race). */
    async create(values: NewUser, db: Database = database): Promise<User | undefined> {
      const [user] = await db
        .insert(users)
        .values({ ...values, email: values.email.toLowerCase() })
        .onConflictDoNothing({ target: users.email })
        .returning()
      return user
    },

    async update(id: string, changes: ProfileChanges & { passwordHash?: string }, db: Database = database) {
      const [user] = await db
        .update(users)
        .set({ ...changes, updatedAt: now() })
        .where(eq(users.id, id))
        .returning()
      return user
    },
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('usersRepository', createUsersRepository(app.db, app.now))
  },
  {
    name: 'users-repository',
    dependencies: ['db', 'clock'],
  },
)
