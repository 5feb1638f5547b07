import { z } from 'zod'
import { CompanyName, Email, optionalField, PersonName, Phone } from './common'
import { ListMeta, PlainText, writeDocument } from './customer-common'
import { Links, PageQuery } from './jsonapi'
import { says } from './says'

export const ContactMessageRequest = writeDocument(
  'contact-messages',
  z.object({
    name: PersonName,
    email: Email,
    phone: optionalField(Phone),
    company: optionalField(CompanyName),
    subject: PlainText(['o assunto', 'the subject'], 160).refine((value) => !/[\r\n]/.test(value), {
      error: says('O assunto precisa caber em uma linha.', 'The subject must fit on one line.'),
    }),
    message: PlainText(['a mensagem', 'the message'], 5000),
    /** Honeypot: hidden from people by the form; anything in it marks a bot. */
    website: z
      .string({ error: says('Deixe este campo vazio.', 'Leave this field empty.') })
      .max(2000, { error: says('Deixe este campo vazio.', 'Leave this field empty.') })
      .optional(),
  }),
)
export type ContactMessageRequest = z.input<typeof ContactMessageRequest>

export const ContactMessageResource = z.object({
  type: z.literal('contact-messages'),
  id: z.string(),
  attributes: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    company: z.string().nullable(),
    subject: z.string(),
    message: z.string(),
    handled: z.boolean(),
    handledAt: z.string().nullable(),
    createdAt: z.string(),
  }),
})
export const ContactMessageDocument = z.object({ data: ContactMessageResource })
export const ContactMessageListDocument = z.object({
  data: z.array(ContactMessageResource),
  meta: ListMeta,
  links: Links,
})

export const ContactMessageQuery = PageQuery.extend({
  'filter[handled]': z
    .enum(['true', 'false'], {
      error: says('filter[handled] é "true" ou "false".', 'filter[handled] is "true" or "false".'),
    })
    .optional(),
})

export const ContactMessageUpdateRequest = writeDocument(
  'contact-messages',
  z.object({ handled: z.boolean({ error: says('handled é true ou false.', 'handled is true or false.') }) }),
)
