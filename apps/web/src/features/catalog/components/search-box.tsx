import { productQueryToString } from '@escudo/contracts'
import { Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { IconSearch } from '../../../components/icons'
import { paths } from '../../../config/paths'
import { useSearchSuggestionsQuery } from '../api/catalog-api'
import { EMPTY_QUERY, setSearch } from '../utils/catalog-query'
import classes from './search-box.module.css'

const MIN_CHARS = 2
const DEBOUNCE_MS = 250
const ALL_RESULTS = '\u0000all'

type SearchBoxProps = {
  /** `hero` on the home page, `compact` in the header. */
  variant?: 'hero' | 'compact'
  /** Where the text starts (the catalogue's current search). */
  initialValue?: string
  /** Called on submit instead of opening the catalogue (the catalogue page keeps its other filters). */
  onSearch?: (q: string) => void
  /** The field's accessible name, when it differs from the site-wide search. */
  label?: string
}

/**
 * The product search with suggestions as you type (the WAI-ARIA combobox pattern: arrows move through
 * the suggestions, Enter opens the chosen product, or the catalogue with the text when none is chosen,
 * Escape closes the list).
 */
export function SearchBox({ variant = 'compact', initialValue = '', onSearch, label }: SearchBoxProps) {
  const { t } = useTranslation('catalog')
  const navigate = useNavigate()
  const id = useId()
  const [value, setValue] = useState(initialValue)
  const [debounced] = useDebouncedValue(value.trim(), DEBOUNCE_MS)
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() })
  const skip = debounced.length < MIN_CHARS
  const { currentData, isFetching } = useSearchSuggestionsQuery(debounced, { skip })
  const hero = variant === 'hero'

  const search = (text: string) => {
    combobox.closeDropdown()
    if (onSearch) onSearch(text.trim())
    else void navigate(paths.storefront.catalog.getHref(productQueryToString(setSearch(EMPTY_QUERY, text))))
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    search(value)
  }
  const choose = (option: string) => {
    if (option === ALL_RESULTS) return search(value)
    combobox.closeDropdown()
    setValue('')
    void navigate(paths.storefront.product.getHref(option))
  }

  const products = currentData?.products ?? []
  const open = combobox.dropdownOpened && value.trim().length >= MIN_CHARS
  return (
    <form
      role="search"
      onSubmit={submit}
      className={hero ? classes.hero : classes.compact}
      aria-label={t('search.region')}
    >
      <Combobox store={combobox} onOptionSubmit={choose} withinPortal={false} offset={4}>
        <Combobox.Target withExpandedAttribute>
          <TextInput
            id={id}
            type="search"
            role="combobox"
            aria-autocomplete="list"
            enterKeyHint="search"
            size={hero ? 'lg' : 'sm'}
            radius={hero ? 'md' : 'xl'}
            label={label ?? t('search.label')}
            labelProps={{ className: classes.hiddenLabel }}
            placeholder={hero ? t('search.placeholderHero') : (label ?? t('search.placeholder'))}
            leftSection={<IconSearch size={hero ? 22 : 16} />}
            rightSection={isFetching && open ? <Loader size="xs" aria-hidden="true" /> : null}
            value={value}
            maxLength={200}
            onChange={(event) => {
              setValue(event.currentTarget.value)
              combobox.openDropdown()
              combobox.resetSelectedOption()
            }}
            onFocus={() => combobox.openDropdown()}
            onBlur={() => combobox.closeDropdown()}
            classNames={{ input: classes.input }}
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={!open || (skip && !currentData)} aria-label={t('search.suggestions')}>
          <Combobox.Options aria-label={t('search.suggestions')}>
            {products.map((product) => (
              <Combobox.Option value={product.slug} key={product.id} className={classes.option}>
                <Text size="sm" fw={600} lineClamp={1}>
                  {product.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('search.meta', { reference: product.reference, ca: product.caNumber })}
                </Text>
              </Combobox.Option>
            ))}
            {currentData && products.length === 0 && !isFetching && (
              <Combobox.Empty>{t('search.none', { q: debounced })}</Combobox.Empty>
            )}
            {products.length > 0 && (
              <Combobox.Option value={ALL_RESULTS} className={classes.all}>
                <Group gap={6} wrap="nowrap">
                  <IconSearch size={14} />
                  <Text size="sm" fw={600}>
                    {t('search.all', { count: currentData?.total ?? 0, q: debounced })}
                  </Text>
                </Group>
              </Combobox.Option>
            )}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
    </form>
  )
}
