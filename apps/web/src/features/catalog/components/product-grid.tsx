import { Card, SimpleGrid, Skeleton, Stack } from '@mantine/core'
import type { ProductSummary } from '../api/catalog-api'
import { ProductCard } from './product-card'
import classes from './product-grid.module.css'

const COLUMNS = { base: 2, sm: 3, lg: 4 } as const
/** The cards of the first rows at every width (four columns, two rows): laid out with the page. */
const FIRST_ROWS = 8

type ProductGridProps = {
  products: ProductSummary[]
  /** How many cards load their picture eagerly (the first row is the likely LCP). */
  eagerCount?: number
  columns?: typeof COLUMNS | { base: number; sm: number; lg: number }
  /** Called when a link of a card is followed (the search's click analytics), with its index in the grid. */
  onOpen?: (product: ProductSummary, index: number) => void
}

export function ProductGrid({ products, eagerCount = 0, columns = COLUMNS, onOpen }: ProductGridProps) {
  return (
    <SimpleGrid
      cols={columns}
      spacing={{ base: 'xs', sm: 'md' }}
      component="ul"
      style={{ padding: 0, margin: 0 }}
    >
      {products.map((product, index) => (
        <li
          key={product.id}
          className={index < FIRST_ROWS ? classes.item : `${classes.item} ${classes.later}`}
          onClickCapture={
            onOpen
              ? (event) => {
                  if (event.target instanceof Element && event.target.closest('a[href]'))
                    onOpen(product, index)
                }
              : undefined
          }
        >
          <ProductCard product={product} eager={index < eagerCount} />
        </li>
      ))}
    </SimpleGrid>
  )
}

/** Placeholders with the cards' exact frame, so the grid does not move when the products arrive. */
export function ProductGridSkeleton({
  count,
  columns = COLUMNS,
}: {
  count: number
  columns?: ProductGridProps['columns']
}) {
  return (
    <SimpleGrid cols={columns} spacing={{ base: 'xs', sm: 'md' }} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} withBorder radius="md" padding="sm" h="100%">
          <Card.Section>
            <Skeleton radius={0} style={{ aspectRatio: '4 / 3' }} />
          </Card.Section>
          <Stack gap={8} mt="sm">
            <Skeleton height={14} />
            <Skeleton height={14} width="70%" />
            <Skeleton height={12} width="85%" mt={4} />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  )
}
