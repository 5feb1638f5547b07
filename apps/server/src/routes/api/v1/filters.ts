import { FilterGroupsDocument } from '@escudo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorResponses } from '../../../lib/openapi'

export const filterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/filters',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Every filter group with its options, primary and secondary',
        response: { 200: FilterGroupsDocument, ...ErrorResponses },
      },
    },
    async () => {
      const { groups, options } = await app.catalogRepository.filterGroups()
      return {
        data: groups.map((group) => ({
          type: 'filter-groups' as const,
          id: group.id,
          attributes: {
            title: group.titlePt,
            titleEn: group.titleEn,
            multiple: group.multiple,
            appliesTo: group.appliesToGroup
              ? { group: group.appliesToGroup, option: group.appliesToOption }
              : null,
            options: options
              .filter((option) => option.groupId === group.id)
              .map((option) => ({
                id: option.id,
                title: option.titlePt,
                titleEn: option.titleEn,
                ...(option.descriptionPt ? { description: option.descriptionPt } : {}),
                ...(option.descriptionEn ? { descriptionEn: option.descriptionEn } : {}),
              })),
          },
        })),
      }
    },
  )
}
