import { Box, Button, Group, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core'
import { SIZE_GUIDE_CELL_MAX, SIZE_GUIDE_ROWS_MAX } from '@escudo/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormAlert } from '../../../../components/form-alert'
import { IconPlus, IconX } from '../../../../components/icons'
import { useGetEditedSizeGuideQuery, useSaveSizeGuideMutation, type SizeGuideTable } from '../api/size-guides'
import { SavedSection } from '../../shared/components/saved-section'
import { useSectionSave } from '../../shared/hooks/use-section-save'
import { ScrollContainer } from '../../../../components/scroll-container'

/** "Guia de tamanhos (macacões)": the coverall body measures the product page's size guide shows. */
export function SizeGuideSection() {
  const { t } = useTranslation('admin-catalog')
  const { data } = useGetEditedSizeGuideQuery('coverall')
  return (
    <Box mt="xl">
      <SavedSection id="size-guide-title" title={t('sizeGuide.title')} lead={t('sizeGuide.lead')}>
        {data ? <SizeGuideForm initial={data} /> : <Text size="sm">{t('sizeGuide.loading')}</Text>}
      </SavedSection>
    </Box>
  )
}

/** The table being edited: column titles in both languages, then one row of cells per size. */
function SizeGuideForm({ initial }: { initial: SizeGuideTable }) {
  const { t } = useTranslation('admin-catalog')
  const [save, { isLoading }] = useSaveSizeGuideMutation()
  const [table, setTable] = useState<SizeGuideTable>(initial)
  const { failure, saved, edited, settle, onSubmit } = useSectionSave()

  const change = (next: SizeGuideTable) => {
    edited()
    setTable(next)
  }
  const setCell = (row: number, column: number, value: string) =>
    change({
      ...table,
      rows: table.rows.map((cells, index) =>
        index === row ? cells.map((cell, at) => (at === column ? value : cell)) : cells,
      ),
    })
  const setHeader = (column: number, language: 'pt' | 'en', value: string) =>
    change({
      ...table,
      columns: table.columns.map((header, at) => (at === column ? { ...header, [language]: value } : header)),
    })
  const submit = async () => {
    const result = await save({ id: 'coverall', table })
    if (settle(result) && 'data' in result && result.data) setTable(result.data)
  }

  return (
    <form onSubmit={onSubmit(submit)}>
      <Stack gap="sm">
        <ScrollContainer minWidth={560}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                {table.columns.map((header, column) => (
                  <Table.Th key={column} scope="col">
                    <Stack gap={4}>
                      {(['pt', 'en'] as const).map((language) => (
                        <TextInput
                          key={language}
                          size="xs"
                          label={t(language === 'pt' ? 'sizeGuide.columnPt' : 'sizeGuide.columnEn', {
                            number: column + 1,
                          })}
                          value={header[language]}
                          maxLength={SIZE_GUIDE_CELL_MAX}
                          onChange={(event) => setHeader(column, language, event.currentTarget.value)}
                          error={failure?.fields[`columns.${column}.${language}`]}
                        />
                      ))}
                    </Stack>
                  </Table.Th>
                ))}
                <Table.Th>
                  <VisuallyHidden>{t('sizeGuide.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {table.rows.map((cells, row) => (
                <Table.Tr key={row}>
                  {cells.map((cell, column) => (
                    <Table.Td key={column}>
                      <TextInput
                        size="xs"
                        aria-label={t('sizeGuide.cell', {
                          row: row + 1,
                          column: table.columns[column]?.pt ?? column + 1,
                        })}
                        value={cell}
                        maxLength={SIZE_GUIDE_CELL_MAX}
                        onChange={(event) => setCell(row, column, event.currentTarget.value)}
                        error={failure?.fields[`rows.${row}.${column}`] ?? failure?.fields[`rows.${row}`]}
                      />
                    </Table.Td>
                  ))}
                  <Table.Td>
                    <Button
                      variant="subtle"
                      color="red"
                      size="xs"
                      leftSection={<IconX size={14} />}
                      onClick={() =>
                        change({ ...table, rows: table.rows.filter((_, index) => index !== row) })
                      }
                      aria-label={t('sizeGuide.removeRow', { row: row + 1, size: cells[0] ?? '' })}
                    >
                      {t('sizeGuide.remove')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollContainer>
        <FormAlert message={failure?.message ?? (failure?.fields.rows || failure?.fields.columns || null)} />
        <FormAlert tone="success" message={saved ? t('sizeGuide.saved') : null} />
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconPlus size={16} />}
            disabled={table.rows.length >= SIZE_GUIDE_ROWS_MAX}
            onClick={() => change({ ...table, rows: [...table.rows, table.columns.map(() => '')] })}
          >
            {t('sizeGuide.addRow')}
          </Button>
          <Button type="submit" loading={isLoading}>
            {t('sizeGuide.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
