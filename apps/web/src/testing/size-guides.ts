import { SizeGuideDocument } from '@escudo/contracts'

const COLUMNS = [
  { pt: 'Tamanho', en: 'Size' },
  { pt: 'Tórax (cm)', en: 'Chest (cm)' },
]

/** The API's answer for the coverall size guide: size and chest columns, these rows. */
export const coverallGuideAnswer = (rows: string[][]) => ({
  status: 200,
  body: SizeGuideDocument.parse({
    data: { type: 'size-guides', id: 'coverall', attributes: { columns: COLUMNS, rows, updatedAt: null } },
  }),
})
