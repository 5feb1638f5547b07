import { SimpleGrid, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { IconChevronRight } from '../../../components/icons'
import type { FilterGroup } from '../api/catalog-api'
import { categoryHref } from '../utils/catalog-query'
import { useLocalized } from '../utils/localized'
import classes from './category-entries.module.css'

/** One entry per category (from the taxonomy, so a new category shows up without a release). */
export function CategoryEntries({ groups }: { groups: FilterGroup[] | undefined }) {
  const { t } = useTranslation('catalog')
  const localized = useLocalized()
  const categories = groups?.find((group) => group.id === 'categories')
  return (
    <Stack component="section" aria-labelledby="home-categories" gap="md">
      <Title order={2} id="home-categories" size="h3" c="escudo.9">
        {t('home.categories')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing={{ base: 'xs', sm: 'md' }}>
        {categories
          ? categories.options.map((option) => (
              <UnstyledButton
                key={option.id}
                component={Link}
                className={classes.entry}
                to={categoryHref(option.id)}
              >
                <Text fw={700} lh={1.25}>
                  {localized.title(option)}
                </Text>
                <IconChevronRight size={18} className={classes.arrow} />
              </UnstyledButton>
            ))
          : Array.from({ length: 9 }, (_, index) => <Skeleton key={index} h={72} radius="md" />)}
      </SimpleGrid>
    </Stack>
  )
}
