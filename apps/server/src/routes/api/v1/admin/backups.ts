import { BackupListDocument } from '@escudo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { backupResource } from '../../../../admin-ops/scheduled-backups'
import { bearerAuth, errorResponses } from '../../../../lib/openapi'

/** How many of the newest backups the list shows: more than BACKUP_KEEP's default, with the failed ones. */
const SHOWN = 30

/** The scheduled backups and their outcomes, for admins (issue 35). */
export const adminBackupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/backups',
    {
      schema: {
        tags: ['admin'],
        summary: 'The last scheduled backups, newest first, with their size, outcome and the schedule',
        security: bearerAuth,
        response: { 200: BackupListDocument, ...errorResponses(401, 403) },
      },
    },
    async () => {
      const { schedule } = app.scheduledBackups
      return {
        data: (await app.scheduledBackups.latest(SHOWN)).map(backupResource),
        meta: {
          schedule: schedule
            ? {
                place: app.scheduledBackups.place,
                everySeconds: schedule.everyMs / 1000,
                keep: schedule.keep,
              }
            : null,
        },
      }
    },
  )
}
