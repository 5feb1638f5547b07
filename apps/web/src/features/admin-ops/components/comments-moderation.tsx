import { Anchor, Button, Group, Modal, Paper, SegmentedControl, Stack, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PageHeader } from '../../../components/page-header'
import { TableFooter } from '../../../components/table-footer'
import { paths } from '../../../config/paths'
import { useFormatters } from '../../../lib/format'
import { useUrlState } from '../../../lib/use-url-state'
import {
  useDeleteCommentMutation,
  useListModeratedCommentsQuery,
  useModerateCommentMutation,
  type CommentState,
} from '../api/comments'
import type { ModeratedComment } from '../api/types'
import { FormAlert } from '../../../components/form-alert'
import { LoadError } from './load-error'
import { ToneBadge, toneButton } from './status-badge'
import { SearchBox } from './search-box'
import { useFooterLabels } from './use-footer-labels'

const STATES: CommentState[] = ['awaiting', 'visible', 'hidden', 'all']

/** Comment moderation: the queue of comments nobody reviewed, then every comment; hide, show, approve, delete. */
export function CommentsModeration() {
  const { t } = useTranslation('admin-ops')
  const [state, setState] = useUrlState({ state: 'awaiting', q: '', page: 1 })
  const filter = (STATES as string[]).includes(state.state) ? (state.state as CommentState) : 'awaiting'
  const { data, error, isLoading, refetch } = useListModeratedCommentsQuery({
    page: state.page,
    state: filter,
    q: state.q,
  })
  const total = data?.total ?? 0
  const labels = useFooterLabels(state.page, 20, total, 'comments.count')
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; message: string } | null>(null)

  return (
    <Stack gap="md">
      <PageHeader title={t('comments.title')} />
      <Group align="flex-end" gap="sm">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="comment-state-label">
            {t('comments.show')}
          </Text>
          <SegmentedControl
            aria-labelledby="comment-state-label"
            value={filter}
            onChange={(value) => setState({ state: value, page: 1 })}
            data={STATES.map((value) => ({ value, label: t(`comments.states.${value}`) }))}
          />
        </Stack>
        <SearchBox
          label={t('comments.search')}
          placeholder={t('comments.searchPlaceholder')}
          value={state.q}
          onSearch={(q) => setState({ q, page: 1 })}
        />
      </Group>
      <LoadError error={error} onRetry={refetch} />
      <FormAlert message={outcome?.message ?? null} tone={outcome?.tone ?? 'success'} />
      <Stack gap="sm">
        {data?.items.map((comment) => (
          <CommentCard key={comment.id} comment={comment} onOutcome={setOutcome} />
        ))}
      </Stack>
      <Paper withBorder radius="md">
        <TableFooter
          loading={isLoading}
          empty={!isLoading && total === 0}
          page={state.page}
          pages={Math.max(1, Math.ceil(total / 20))}
          onPage={(page) => setState({ page })}
          labels={{ ...labels, empty: t(`comments.empty.${filter}`) }}
        />
      </Paper>
    </Stack>
  )
}

type Outcome = { tone: 'success' | 'error'; message: string }

function CommentCard({
  comment,
  onOutcome,
}: {
  comment: ModeratedComment
  onOutcome: (outcome: Outcome) => void
}) {
  const { t } = useTranslation('admin-ops')
  const format = useFormatters()
  const [moderate, { isLoading }] = useModerateCommentMutation()
  const [remove, { isLoading: removing }] = useDeleteCommentMutation()

  const act = async (change: { hidden?: boolean; reviewed?: boolean }, done: string) => {
    const result = await moderate({ id: comment.id, ...change })
    onOutcome(
      'error' in result
        ? { tone: 'error', message: t('errors.actionFailed') }
        : { tone: 'success', message: t(done, { author: comment.authorName }) },
    )
  }
  const [confirming, confirm] = useDisclosure(false)
  const deleteNow = async () => {
    const result = await remove(comment.id)
    confirm.close()
    onOutcome(
      'error' in result
        ? { tone: 'error', message: t('errors.actionFailed') }
        : { tone: 'success', message: t('comments.deleted', { author: comment.authorName }) },
    )
  }

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="article"
      aria-label={t('comments.by', { author: comment.authorName })}
    >
      <Group justify="space-between" align="flex-start" gap="sm">
        <div style={{ minWidth: 0, flex: '1 1 300px' }}>
          <Group gap="xs">
            <Text fw={600} size="sm">
              {comment.authorName}
            </Text>
            <Text size="xs" c="dimmed">
              {comment.authorEmail}
            </Text>
            {comment.hidden ? <ToneBadge color="red">{t('comments.hidden')}</ToneBadge> : null}
            {!comment.reviewed && !comment.hidden ? (
              <ToneBadge color="orange">{t('comments.new')}</ToneBadge>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            {t('comments.on')}{' '}
            <Anchor
              component={Link}
              to={paths.storefront.product.getHref(comment.productSlug)}
              size="xs"
              underline="always"
            >
              {comment.productName}
            </Anchor>
            {' · '}
            {format.date(comment.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
            {comment.edited ? ` · ${t('comments.edited')}` : ''}
          </Text>
          <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {comment.body}
          </Text>
        </div>
        <Group gap="xs">
          {!comment.reviewed && !comment.hidden ? (
            <Button
              size="xs"
              variant="default"
              styles={toneButton('green')}
              loading={isLoading}
              onClick={() => act({ reviewed: true }, 'comments.approved')}
            >
              {t('comments.approve')}
            </Button>
          ) : null}
          {comment.hidden ? (
            <Button
              size="xs"
              variant="light"
              loading={isLoading}
              onClick={() => act({ hidden: false }, 'comments.shown')}
            >
              {t('comments.unhide')}
            </Button>
          ) : (
            <Button
              size="xs"
              variant="default"
              styles={toneButton('orange')}
              loading={isLoading}
              onClick={() => act({ hidden: true }, 'comments.wasHidden')}
            >
              {t('comments.hide')}
            </Button>
          )}
          <Button
            size="xs"
            variant="default"
            styles={toneButton('red')}
            loading={removing}
            onClick={confirm.open}
          >
            {t('comments.delete')}
          </Button>
        </Group>
      </Group>
      <Modal
        closeButtonProps={{ 'aria-label': t('actions.close') }}
        opened={confirming}
        onClose={confirm.close}
        title={t('comments.deleteTitle')}
      >
        <Text size="sm">{t('comments.deleteBody', { author: comment.authorName })}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={confirm.close}>
            {t('actions.cancel')}
          </Button>
          <Button color="red.9" loading={removing} onClick={deleteNow}>
            {t('comments.delete')}
          </Button>
        </Group>
      </Modal>
    </Paper>
  )
}
