import type {
  StaffInvitationAttributes,
  StaffInvitationRequest,
  StaffMemberAttributes,
  StaffRole,
} from '@escudo/contracts'
import { api } from '../../../lib/api-client'
import type { Deserialized } from '../../../lib/jsonapi'

export type StaffMember = { id: string } & StaffMemberAttributes
export type StaffInvitation = { id: string } & StaffInvitationAttributes
export type InvitationInput = StaffInvitationRequest['data']['attributes']
export type StaffChange = { id: string; role?: StaffRole; disabled?: boolean }

/** The team (admins only): its accounts and the invitations not accepted yet. */
export const staffApi = api.injectEndpoints({
  endpoints: (build) => ({
    listStaff: build.query<StaffMember[], void>({
      query: () => '/admin/staff',
      transformResponse: (response: Deserialized<StaffMember[]>) => response.data,
      providesTags: ['Staff'],
    }),
    updateStaffMember: build.mutation<StaffMember, StaffChange>({
      query: ({ id, ...attributes }) => ({
        url: `/admin/staff/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: { data: { type: 'staff', id, attributes } },
      }),
      transformResponse: (response: Deserialized<StaffMember>) => response.data,
      invalidatesTags: ['Staff'],
    }),
    listStaffInvitations: build.query<StaffInvitation[], void>({
      query: () => '/admin/staff-invitations',
      transformResponse: (response: Deserialized<StaffInvitation[]>) => response.data,
      providesTags: ['Staff'],
    }),
    inviteStaff: build.mutation<StaffInvitation, InvitationInput>({
      query: (attributes) => ({
        url: '/admin/staff-invitations',
        method: 'POST',
        body: { data: { type: 'staff-invitations', attributes } },
      }),
      transformResponse: (response: Deserialized<StaffInvitation>) => response.data,
      invalidatesTags: ['Staff'],
    }),
    /** A pending invitation's single-use link, to hand over by hand (issue 32); the server audit-logs it. */
    copyStaffInvitationLink: build.mutation<string, string>({
      query: (id) => ({ url: `/admin/staff-invitations/${encodeURIComponent(id)}/link`, method: 'POST' }),
      transformResponse: (response: Deserialized<{ id: string; link: string }>) => response.data.link,
    }),
    revokeStaffInvitation: build.mutation<void, string>({
      query: (id) => ({ url: `/admin/staff-invitations/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Staff'],
    }),
  }),
})

export const {
  useListStaffQuery,
  useUpdateStaffMemberMutation,
  useListStaffInvitationsQuery,
  useInviteStaffMutation,
  useRevokeStaffInvitationMutation,
  useCopyStaffInvitationLinkMutation,
} = staffApi
