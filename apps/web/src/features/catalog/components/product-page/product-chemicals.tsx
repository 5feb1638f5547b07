import { Badge, Group, Table, Text } from '@mantine/core'
import type { ChemicalResult, En374Type } from '@escudo/contracts'
import { useTranslation } from 'react-i18next'
import { ScrollContainer } from '../../../../components/scroll-container'
import { useFormatters } from '../../../../lib/format'

const NO_WRAP = { whiteSpace: 'nowrap' } as const

type ProductChemicalsProps = {
  results: ChemicalResult[]
  type: En374Type | null
  letters: string
}

/**
 * A glove's chemical resistance (issue 38): per chemical its CAS, permeation level, breakthrough minutes and
 * degradation, with the level said in words ("protege por mais de 4 h"), and the EN ISO 374-1 type it adds up to.
 * Seven columns do not fit a phone: the table scrolls sideways in its own box, the chemical's name staying first.
 */
export function ProductChemicals({ results, type, letters }: ProductChemicalsProps) {
  const { t, i18n } = useTranslation('customer')
  const format = useFormatters()
  const english = i18n.language === 'en'
  const none = t('product.chemicals.notTested')
  return (
    <>
      {type ? (
        <Group gap="xs">
          <Badge variant="light" size="lg" radius="sm" tt="none">
            {t('product.chemicals.type', { type })}
          </Badge>
          <Text size="sm">
            {letters
              ? t('product.chemicals.letters', { letters })
              : t(`product.chemicals.typeMeaning.${type}`)}
          </Text>
        </Group>
      ) : null}
      <ScrollContainer minWidth={600}>
        <Table striped withTableBorder captionSide="top">
          <caption>{t('product.chemicals.caption')}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('product.chemicals.chemical')}</Table.Th>
              <Table.Th scope="col">{t('product.chemicals.cas')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('product.chemicals.level')}
              </Table.Th>
              <Table.Th scope="col">{t('product.chemicals.protects')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('product.chemicals.minutes')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('product.chemicals.degradation')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {results.map((result) => {
              const name = english && result.nameEn ? result.nameEn : result.name
              return (
                <Table.Tr key={result.cas}>
                  <Table.Th scope="row" fw={500}>
                    <span lang={english && !result.nameEn ? 'pt-BR' : undefined}>{name}</span>
                    {result.letter ? (
                      <Text span size="xs" c="dimmed">
                        {' '}
                        ({t('product.chemicals.letter', { letter: result.letter })})
                      </Text>
                    ) : null}
                  </Table.Th>
                  <Table.Td style={NO_WRAP}>{result.cas}</Table.Td>
                  <Table.Td ta="right">{result.level ?? none}</Table.Td>
                  <Table.Td>
                    {result.level === null
                      ? t('product.chemicals.noPermeation')
                      : t(`product.chemicals.legend.${result.level}`)}
                  </Table.Td>
                  <Table.Td ta="right" style={NO_WRAP}>
                    {result.breakthroughMinutes === null
                      ? result.level === 6
                        ? t('product.chemicals.over480')
                        : none
                      : t('product.chemicals.minutesValue', {
                          minutes: format.number(result.breakthroughMinutes),
                        })}
                  </Table.Td>
                  <Table.Td ta="right">
                    {result.degradation === null ? none : format.percent(result.degradation, 1)}
                  </Table.Td>
                </Table.Tr>
              )
            })}
          </Table.Tbody>
        </Table>
      </ScrollContainer>
      <Text size="xs" c="dimmed">
        {t('product.chemicals.note')}
      </Text>
    </>
  )
}
