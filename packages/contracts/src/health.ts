import { z } from 'zod'

export const DatabaseKind = z.enum(['pglite', 'postgres'])
export type DatabaseKind = z.infer<typeof DatabaseKind>

export const HealthResponse = z.object({
  status: z.literal('ok'),
  database: DatabaseKind,
})
export type HealthResponse = z.infer<typeof HealthResponse>
