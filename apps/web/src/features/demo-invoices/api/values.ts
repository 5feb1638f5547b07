const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']

/** The sample data writes dates as `13 Dec 2019`; this reads them as a local calendar day. */
export function parseInvoiceDate(text: string): Date | undefined {
  const match = /^(\d{1,2}) (\w{3}) (\d{4})$/.exec(text.trim())
  const month = match ? MONTHS.indexOf(match[2]!.toLowerCase()) : -1
  if (!match || month < 0) return undefined
  return new Date(Number(match[3]), month, Number(match[1]))
}

/** Balance is 0 or currency text such as `$724` or `-$205`; this gives the amount in dollars. */
export function parseBalance(balance: number | string): number {
  if (typeof balance === 'number') return balance
  const amount = Number(balance.replace(/[^\d.-]/g, ''))
  return Number.isFinite(amount) ? amount : 0
}
