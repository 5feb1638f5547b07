import type { UserResource } from '@escudo/contracts'
import type { User } from '../db/schema/index'

/** A user as the API shows it: never the password hash or the disabled flag. */
export function userResource(user: User): UserResource {
  return {
    type: 'users',
    id: user.id,
    attributes: {
      name: user.name,
      email: user.email,
      role: user.role,
      company: user.company,
      cnpj: user.cnpj,
      phone: user.phone,
      locale: user.locale,
      createdAt: user.createdAt.toISOString(),
    },
  }
}
