const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']

/** The sample data writes dates as `13 Dec 2019`; this reads them as a local calendar day. */
export function parseInvoiceDate(text: string): Date | undefined {
  const match = /^(\d{1,2}) (\w{3}) (\d{4})$/.exec(text.trim())
  const month = match ? MONTHS.indexOf(match[2]!.toLowerCase()) : -1
  if (!match || month < 0) return undefined
  return new Date(Number(match[3]), month, Number(match[1]))
}

/** An amount the sample data writes in reais the Brazilian way (`R$ 12.110,55`, `-R$ 205`), as a number. */
export function parseReais(text: string): number {
  const amount = Number(text.replace(/[^\d,-]/g, '').replace(',', '.'))
  return Number.isFinite(amount) ? amount : 0
}

/** Balance is 0 or currency text in reais such as `R$ 724` or `-R$ 205`; this gives the amount. */
export function parseBalance(balance: number | string): number {
  return typeof balance === 'number' ? balance : parseReais(balance)
}
