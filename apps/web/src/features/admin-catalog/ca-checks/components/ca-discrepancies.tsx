import {
  Anchor,
  Badge,
  Button,
  Group,
  NativeSelect,
  Pagination,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { CA_CHECK_KINDS, formatCnpj, type CaCheckKind } from '@escudo/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { FormAlert } from '../../../../components/form-alert'
import { StackedTable } from '../../../../components/stacked-table'
import { paths } from '../../../../config/paths'
import { useFormatters } from '../../../../lib/format'
import { describeFailure } from '../../../../lib/forms/describe-failure'
import { useListCaChecksQuery, useUseRegistryValidityMutation, type CaCheck } from '../api/ca-checks'
import { catalogFailures } from '../../shared/utils/api-errors'

const PAGE_SIZE = 20

/**
 * "Divergências": products whose CA differs from the CAEPI registry in use (not listed, another holder, another
 * validity, not valid), with the registry's data beside the product's and the one-click "use the registry's
 * validity".
 */
export function CaDiscrepancies() {
  const { t } = useTranslation('admin-catalog')
  const format = useFormatters()
  const [kind, setKind] = useState<CaCheckKind | undefined>(undefined)
  const [page, setPage] = useState(1)
  const { data, isFetching, refetch } = useListCaChecksQuery({ kind, page, size: PAGE_SIZE })
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE))
  const columns = {
    product: t('caChecks.report.product'),
    product_ca: t('caChecks.report.productCa'),
    registry: t('caChecks.report.registry'),
    action: t('caChecks.report.action'),
  }

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="ca-discrepancies-title">
      <Group justify="space-between" align="flex-start" mb="sm">
        <div>
          <Title order={2} size="h4" id="ca-discrepancies-title">
            {t('caChecks.report.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {data?.checkedAt
              ? t('caChecks.report.checkedAt', {
                  date: format.date(data.checkedAt, { dateStyle: 'short', timeStyle: 'short' }),
                })
              : t('caChecks.report.noRegistry')}
          </Text>
        </div>
        <Button variant="default" size="compact-sm" onClick={() => void refetch()} loading={isFetching}>
          {t('caChecks.report.refresh')}
        </Button>
      </Group>
      <NativeSelect
        label={t('caChecks.report.kind')}
        value={kind ?? ''}
        onChange={(event) => {
          setKind((event.currentTarget.value || undefined) as CaCheckKind | undefined)
          setPage(1)
        }}
        data={[
          { value: '', label: t('caChecks.report.allKinds') },
          ...CA_CHECK_KINDS.map((k) => ({
            value: k,
            label: `${t(`caChecks.kinds.${k}`)} (${data?.counts[k] ?? 0})`,
          })),
        ]}
        maw={360}
        mb="sm"
      />
      {data && data.checks.length === 0 ? (
        <Text size="sm">{data.checkedAt ? t('caChecks.report.none') : null}</Text>
      ) : (
        <StackedTable minWidth={760} verticalSpacing="sm" aria-label={t('caChecks.report.title')}>
          <StackedTable.Thead>
            <StackedTable.Tr>
              <StackedTable.Th>{columns.product}</StackedTable.Th>
              <StackedTable.Th>{columns.product_ca}</StackedTable.Th>
              <StackedTable.Th>{columns.registry}</StackedTable.Th>
              <StackedTable.Th>{columns.action}</StackedTable.Th>
            </StackedTable.Tr>
          </StackedTable.Thead>
          <StackedTable.Tbody>
            {(data?.checks ?? []).map((check) => (
              <CheckRow key={check.id} check={check} columns={columns} />
            ))}
          </StackedTable.Tbody>
        </StackedTable>
      )}
      {pages > 1 ? (
        <Pagination
          mt="sm"
          total={pages}
          value={page}
          onChange={setPage}
          getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
        />
      ) : null}
    </Paper>
  )
}

type Columns = Record<'product' | 'product_ca' | 'registry' | 'action', string>

function CheckRow({ check, columns }: { check: CaCheck; columns: Columns }) {
  const { t, i18n } = useTranslation('admin-catalog')
  const format = useFormatters()
  const [applyRegistry, { isLoading, error }] = useUseRegistryValidityMutation()
  const { product, registry, kinds } = check
  const day = (value: string | null) => (value ? format.date(value, { dateStyle: 'short' }) : '—')
  const canFix = Boolean(registry?.validUntil) && registry?.validUntil !== product.caValidUntil
  const failure = error ? describeFailure(error, t, i18n, catalogFailures).message : null
  return (
    <StackedTable.Tr>
      <StackedTable.Td label={columns.product}>
        <Anchor component={Link} to={paths.admin.product.getHref(check.id)} fw={600} size="sm">
          {product.name}
        </Anchor>
        <Text size="xs" c="dimmed">
          {product.reference}
          {product.published ? '' : ` · ${t('caChecks.report.unpublished')}`}
        </Text>
        <Group gap={4} mt={4}>
          {kinds.map((k) => (
            <Badge
              key={k}
              color={k === 'nao_valido' ? 'red' : 'orange'}
              variant="light"
              size="sm"
              radius="sm"
            >
              {t(`caChecks.kinds.${k}`)}
            </Badge>
          ))}
        </Group>
      </StackedTable.Td>
      <StackedTable.Td label={columns.product_ca}>
        <Text size="sm">CA {product.caNumber}</Text>
        <Text size="xs">{t('caChecks.report.validUntil', { date: day(product.caValidUntil) })}</Text>
      </StackedTable.Td>
      <StackedTable.Td label={columns.registry}>
        {registry ? (
          <Stack gap={2}>
            <Text size="sm">
              {registry.situation} · {t('caChecks.report.validUntil', { date: day(registry.validUntil) })}
            </Text>
            <Text size="xs">
              {formatCnpj(registry.holderCnpj)} — {registry.holderName}
            </Text>
            <Text size="xs">{registry.equipmentName}</Text>
            {registry.approvedFor.length > 0 ? (
              <Text size="xs" c="dimmed">
                {t('caChecks.report.approvedFor', { text: registry.approvedFor.join(' · ') })}
              </Text>
            ) : null}
          </Stack>
        ) : (
          <Text size="sm">{t('caChecks.kinds.nao_encontrado')}</Text>
        )}
      </StackedTable.Td>
      <StackedTable.Td label={columns.action}>
        {canFix ? (
          <Button
            size="compact-sm"
            variant="light"
            loading={isLoading}
            onClick={() => void applyRegistry(check.id)}
            aria-label={t('caChecks.report.useRegistryFor', { name: product.name })}
          >
            {t('caChecks.report.useRegistry')}
          </Button>
        ) : (
          '—'
        )}
        <FormAlert message={failure} />
      </StackedTable.Td>
    </StackedTable.Tr>
  )
}
