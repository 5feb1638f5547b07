/** A product as the quote list keeps it: a glove in three sizes. */
export const glove = {
  productId: 'p-1',
  slug: 'luva',
  name: 'Luva Nitro',
  reference: 'EP-1',
  image: null,
  sizes: ['8', '9', '10'],
}
