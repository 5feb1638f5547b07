/** The brand's inbox is the address of MAIL_FROM ("Escudo EPI <contato@…>" → "contato@…"). */
export const brandInbox = (mailFrom: string) => /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom
