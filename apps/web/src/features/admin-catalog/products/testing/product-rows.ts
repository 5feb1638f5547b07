/** A row of GET /admin/products as the server writes it (parse the list document with the contract). */
export const adminProductRow = (id: string, name: string, published: boolean) => ({
  type: 'products',
  id,
  attributes: {
    name,
    reference: `EP-${id}`,
    slug: id,
    brand: 'escudo-pro',
    category: 'luva-de-seguranca',
    caNumber: '12345',
    caValidUntil: '2027-05-01',
    published,
    version: 1,
    updatedAt: '2026-11-20T12:00:00.000Z',
    thumbnailUrl: null,
    completeness: { percent: published ? 100 : 60, missing: published ? [] : ['images'] },
    missingEnglish: false,
  },
})
