import { productQueryToString, type ProductQuery } from '@escudo/contracts'
import { Loader, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react'
import { useTranslation } from 'react-i18next'
import { useHref, useNavigate } from 'react-router'
import { IconSearch } from '../../../components/icons'
import { paths } from '../../../config/paths'
import { useGetPopularSearchesQuery, useSearchSuggestionsQuery } from '../api/catalog-api'
import { EMPTY_QUERY, setSearch } from '../utils/catalog-query'
import { sendSearchEvent } from '../utils/search-events'
import { usePageText } from '../utils/product-texts'
import { QueryFields } from './query-fields'
import classes from './search-box.module.css'

const MIN_CHARS = 2
const DEBOUNCE_MS = 250

type SearchBoxProps = {
  /** `hero` on the home page, `compact` in the header. */
  variant?: 'hero' | 'compact'
  /** Where the text starts (the catalogue's current search). */
  initialValue?: string
  /** Called on submit instead of opening the catalogue (the catalogue page keeps its other filters). */
  onSearch?: (q: string) => void
  /** The field's accessible name, when it differs from the site-wide search. */
  label?: string
  /** The search landmark's name, when the page has another search than the header's (each needs its own). */
  region?: string
  /**
   * The list's other filters, kept by a search within it (the catalogue's box): hidden fields of the form, for a
   * search sent without JavaScript.
   */
  keep?: ProductQuery
}

/**
 * The product search with suggestions as you type, as the WAI-ARIA combobox pattern has it: the arrows
 * move through the suggestions (aria-activedescendant, the focus stays in the field), Enter opens the
 * chosen product or, with none chosen, the catalogue with the text; Escape closes the list. Written
 * here rather than with Mantine's Combobox, whose popover engine would add ~25 KB to every storefront
 * page's first load (docs/decisions: storefront bundle).
 */
export function SearchBox({
  variant = 'compact',
  initialValue = '',
  onSearch,
  label,
  region,
  keep,
}: SearchBoxProps) {
  const { t, i18n } = useTranslation('catalog')
  const text = usePageText()
  const navigate = useNavigate()
  // Without JavaScript the form itself opens the catalogue (a GET form, decision 047), in the page's language.
  const action = useHref(paths.storefront.catalog.path)
  const id = useId()
  const listId = `${id}-suggestions`
  const [value, setValue] = useState(initialValue)
  const [focused, setFocused] = useState(false)
  const [dismissed, setDismissed] = useState(false)
  const [active, setActive] = useState(-1)
  const [debounced] = useDebouncedValue(value.trim(), DEBOUNCE_MS)
  const skip = debounced.length < MIN_CHARS
  const { currentData, isFetching } = useSearchSuggestionsQuery(
    i18n.language === 'en' ? { q: debounced, lang: 'en' } : debounced,
    { skip },
  )
  const hero = variant === 'hero'
  const products = skip ? [] : (currentData?.products ?? [])
  // The empty box suggests the popular searches (asked once the field is focused).
  const empty = value.trim().length === 0
  const popular = useGetPopularSearchesQuery(i18n.language === 'en' ? 'en' : 'pt-BR', { skip: !focused })
  const popularQueries = empty ? (popular.data ?? []) : []
  // The last entry searches the whole catalogue for the text; popular searches are texts to search.
  const options: (string | null | { popular: string })[] =
    products.length > 0
      ? [...products.map((p) => p.slug), null]
      : popularQueries.map((query) => ({ popular: query }))
  const open = focused && !dismissed && !skip && currentData !== undefined
  const showPopular = focused && !dismissed && popularQueries.length > 0
  const listOpen = (open && products.length > 0) || showPopular
  const optionId = (index: number) => `${id}-option-${index}`

  // One typing session is one search (decision 051): the suggestions' requests are not counted; the session's
  // last answer is, when it ends without opening the list (which counts itself).
  // Only what the buyer typed: a box opened with the list's own text (the catalogue's) fetches its suggestions
  // too, and that is no search of theirs.
  const typed = useRef<string | null>(null)
  const touched = useRef(false)
  const answered = skip ? null : (currentData?.searchId ?? null)
  useEffect(() => {
    if (answered && touched.current) typed.current = answered
  }, [answered])
  const endSession = () => {
    if (typed.current) sendSearchEvent({ type: 'search', searchId: typed.current })
    typed.current = null
  }
  // Leaving the page (a link elsewhere) ends the session too.
  useEffect(
    () => () => {
      if (typed.current) sendSearchEvent({ type: 'search', searchId: typed.current })
    },
    [],
  )

  const search = (text: string) => {
    typed.current = null
    setDismissed(true)
    if (onSearch) onSearch(text.trim())
    else void navigate(paths.storefront.catalog.getHref(productQueryToString(setSearch(EMPTY_QUERY, text))))
  }
  const choose = (index: number) => {
    const slug = options[index]
    if (slug === undefined) return
    if (slug === null) return search(value)
    if (typeof slug === 'object') {
      setValue(slug.popular)
      return search(slug.popular)
    }
    const searchId = typed.current
    endSession()
    const product = products[index]
    if (searchId && product)
      sendSearchEvent({ type: 'click', searchId, productId: product.id, position: index + 1 })
    setValue('')
    setDismissed(true)
    void navigate(paths.storefront.product.getHref(slug))
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (listOpen && active >= 0) choose(active)
    else search(value)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (!listOpen) return setDismissed(false)
      const step = event.key === 'ArrowDown' ? 1 : -1
      const positions = options.length + 1
      setActive((index) => ((index + 1 + step + positions) % positions) - 1)
    } else if (event.key === 'Escape' && listOpen) {
      event.preventDefault()
      setDismissed(true)
      setActive(-1)
    }
  }
  // -1 (the field itself) sits between the last and the first option, as in most comboboxes.
  const activeIndex = active >= options.length ? -1 : active
  const optionProps = (index: number) => ({
    id: optionId(index),
    role: 'option',
    'aria-selected': index === activeIndex,
    className: classes.option,
    // Keeps the focus in the field, so the list does not close before the click lands.
    onMouseDown: (event: MouseEvent) => event.preventDefault(),
  })

  return (
    <form
      role="search"
      method="get"
      action={action}
      onSubmit={submit}
      className={hero ? classes.hero : classes.compact}
      aria-label={region ?? t('search.region')}
    >
      {keep && <QueryFields query={{ ...setSearch(keep, 'x'), q: undefined }} />}
      <div className={classes.field}>
        <TextInput
          name="filter[q]"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={listOpen}
          aria-controls={listId}
          aria-activedescendant={listOpen && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          autoComplete="off"
          enterKeyHint="search"
          size={hero ? 'lg' : 'sm'}
          radius={hero ? 'md' : 'xl'}
          label={label ?? t('search.label')}
          labelProps={{ className: classes.hiddenLabel }}
          placeholder={hero ? t('search.placeholderHero') : (label ?? t('search.placeholder'))}
          leftSection={<IconSearch size={hero ? 22 : 16} />}
          rightSection={isFetching && focused && !skip ? <Loader size="xs" aria-hidden="true" /> : null}
          value={value}
          maxLength={200}
          onChange={(event) => {
            touched.current = true
            setValue(event.currentTarget.value)
            setDismissed(false)
            setActive(-1)
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false)
            setActive(-1)
            endSession()
          }}
          classNames={{ input: classes.input }}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={products.length === 0 && showPopular ? t('search.popular') : t('search.suggestions')}
          className={classes.listbox}
          hidden={!listOpen}
        >
          {products.map((product, index) => (
            <li key={product.id} {...optionProps(index)} onClick={() => choose(index)}>
              <span className={classes.name} lang={text(product, 'name').lang}>
                {text(product, 'name').text}
              </span>
              <span className={classes.meta}>
                {t('search.meta', { reference: product.reference, ca: product.caNumber })}
              </span>
            </li>
          ))}
          {products.length === 0 &&
            popularQueries.map((query, index) => (
              <li key={query} {...optionProps(index)} onClick={() => choose(index)}>
                <IconSearch size={14} />
                <span className={classes.name}>{query}</span>
              </li>
            ))}
          {products.length > 0 && (
            <li
              {...optionProps(products.length)}
              className={`${classes.option} ${classes.all}`}
              onClick={() => choose(products.length)}
            >
              <IconSearch size={14} />
              {t('search.all', { count: currentData?.total ?? 0, q: debounced })}
            </li>
          )}
        </ul>
        {open && products.length === 0 && !isFetching && (
          <p className={classes.listbox} role="status">
            {t('search.none', { q: debounced })}
          </p>
        )}
      </div>
    </form>
  )
}
