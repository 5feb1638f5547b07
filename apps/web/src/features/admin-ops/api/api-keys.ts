import type { ApiKeyAttributes, ApiKeyRequest } from '@escudo/contracts'
import { api } from '../../../lib/api-client'
import type { Deserialized } from '../../../lib/jsonapi'

export type ApiKey = { id: string } & ApiKeyAttributes
export type ApiKeyInput = ApiKeyRequest['data']['attributes']
/** A key just created: the key itself comes only in this answer. */
export type CreatedApiKey = { apiKey: ApiKey; key: string }

/** API keys for other programs (admins only, issue 37). */
export const apiKeysApi = api.injectEndpoints({
  endpoints: (build) => ({
    listApiKeys: build.query<ApiKey[], void>({
      query: () => '/admin/api-keys',
      transformResponse: (response: Deserialized<ApiKey[]>) => response.data,
      providesTags: ['ApiKey'],
    }),
    createApiKey: build.mutation<CreatedApiKey, ApiKeyInput>({
      query: (attributes) => ({
        url: '/admin/api-keys',
        method: 'POST',
        body: { data: { type: 'api-keys', attributes } },
      }),
      transformResponse: (response: Deserialized<ApiKey, { key: string }>) => ({
        apiKey: response.data,
        key: response.meta.key,
      }),
      invalidatesTags: ['ApiKey'],
    }),
    revokeApiKey: build.mutation<void, string>({
      query: (id) => ({ url: `/admin/api-keys/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['ApiKey'],
    }),
  }),
})

export const { useListApiKeysQuery, useCreateApiKeyMutation, useRevokeApiKeyMutation } = apiKeysApi
