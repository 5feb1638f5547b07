import type { ContactMessage } from '../db/schema/index'

const iso = (date: Date | null) => (date ? date.toISOString() : null)

/** A contact-form message as the JSON:API resource both the sender and staff read. */
export function contactResource(message: ContactMessage) {
  return {
    type: 'contact-messages' as const,
    id: message.id,
    attributes: {
      name: message.name,
      email: message.email,
      phone: message.phone,
      company: message.company,
      subject: message.subject,
      message: message.message,
      handled: message.handledAt !== null,
      handledAt: iso(message.handledAt),
      createdAt: message.createdAt.toISOString(),
    },
  }
}
