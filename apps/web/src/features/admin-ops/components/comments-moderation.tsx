import { Anchor, Button, Group, Modal, Paper, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { useFormatters } from '../../../lib/format'
import { useListPage } from '../../../lib/use-list-page'
import {
  commentsApi,
  useDeleteCommentMutation,
  useModerateCommentMutation,
  type CommentState,
} from '../api/comments'
import type { ModeratedComment } from '../api/types'
import { FormAlert } from '../../../components/form-alert'
import { AdminListView } from './admin-list-view'
import { ToneBadge, toneButton } from './status-badge'

const STATES: CommentState[] = ['awaiting', 'visible', 'hidden', 'all']

/** Comment moderation: the queue of comments nobody reviewed, then every comment; hide, show, approve, delete. */
export function CommentsModeration() {
  const list = useListPage({
    defaults: { state: 'awaiting' },
    allowed: { state: STATES },
    endpoint: commentsApi.endpoints.listModeratedComments,
    args: ({ page, state, q }) => ({ page, state: state as CommentState, q }),
  })
  const [outcome, setOutcome] = useState<Outcome | null>(null)

  return (
    <AdminListView
      texts="comments"
      list={list}
      empty={`comments.empty.${list.state.state}`}
      filter={{ values: STATES, texts: 'states', ...list.field('state') }}
      filtersFirst
      alerts={<FormAlert message={outcome?.message ?? null} tone={outcome?.tone ?? 'success'} />}
      card={(comment) => <CommentCard comment={comment} onOutcome={setOutcome} />}
    />
  )
}

type Outcome = { tone: 'success' | 'error'; message: string }

/** A small outlined action whose text takes the action's colour. */
const tone = (color: string) => ({ size: 'xs', variant: 'default', styles: toneButton(color) }) as const

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
  const approve = () => act({ reviewed: true }, 'comments.approved')
  const show = () => act({ hidden: false }, 'comments.shown')
  const hide = () => act({ hidden: true }, 'comments.wasHidden')
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
            <Button {...tone('green')} loading={isLoading} onClick={approve}>
              {t('comments.approve')}
            </Button>
          ) : null}
          {comment.hidden ? (
            <Button size="xs" variant="light" loading={isLoading} onClick={show}>
              {t('comments.unhide')}
            </Button>
          ) : (
            <Button {...tone('orange')} loading={isLoading} onClick={hide}>
              {t('comments.hide')}
            </Button>
          )}
          <Button {...tone('red')} loading={removing} onClick={confirm.open}>
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
