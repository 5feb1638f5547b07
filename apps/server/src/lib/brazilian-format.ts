const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })

/** 123456 → "R$ 1.234,56" (with the no-break space Intl puts after R$ turned into a plain space). */
export const formatBrl = (cents: number) => brl.format(cents / 100).replace(/\s/g, ' ')

/** "2026-12-31" → "31/12/2026". */
export const formatDateBr = (isoDate: string) => isoDate.slice(0, 10).split('-').reverse().join('/')
