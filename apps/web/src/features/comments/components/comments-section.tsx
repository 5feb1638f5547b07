import { Anchor, Button, Divider, Group, Paper, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core'
import { COMMENT_MAX_LENGTH, CommentRequest, CUSTOMER_ERROR_CODES } from '@escudo/contracts'
import { useForm } from '@mantine/form'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useDispatch, useSelector } from 'react-redux'
import { Link, useLocation } from 'react-router'
import { paths } from '../../../config/paths'
import { useFormatters } from '../../../lib/format'
import { selectSessionStatus } from '../../../lib/session/session-slice'
import { useHydrated } from '../../../lib/use-hydrated'
import {
  commentsApi,
  commentsListArgs,
  useAddCommentMutation,
  useDeleteCommentMutation,
  useGetMyCommentQuery,
  useListCommentsQuery,
  useUpdateCommentMutation,
  type Comment,
  type MyComment,
} from '../api/comments-api'
import { commentInitialized, selectCommentSaved } from '../store/comments-slice'
import { describeFailure, focusFirstError, validateAttributes } from '../../../lib/forms'
import { customerFailures } from '../../../lib/forms/customer-failures'
import { FormAlert } from '../../../components/form-alert'

type CommentsSectionProps = { productId: string; productSlug: string }

/** The product's comments, newest first, and the signed-in customer's own one (write, edit, delete). */
export function CommentsSection({ productId, productSlug }: CommentsSectionProps) {
  const { t } = useTranslation('customer')
  const headingId = useId()
  const [pages, setPages] = useState(1)
  const { data, isLoading, isError } = useListCommentsQuery(commentsListArgs(productId, pages))
  const total = data?.total ?? 0
  const status = useSelector(selectSessionStatus)
  // The customer's own comment is shown (to edit) above the list, not twice.
  const { data: mine } = useGetMyCommentQuery(productId, { skip: status !== 'authenticated' })
  const others = data?.comments.filter((comment) => comment.id !== mine?.id) ?? []

  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <Title order={2} size="h3" id={headingId}>
        {t('comments.title', { count: total })}
      </Title>
      <MyCommentPanel productId={productId} productSlug={productSlug} />
      {isError ? <FormAlert message={t('comments.loadFailed')} /> : null}
      {isLoading ? (
        <Text c="dimmed">{t('loading')}</Text>
      ) : total === 0 ? (
        <Text c="dimmed">{t('comments.empty')}</Text>
      ) : others.length === 0 ? null : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {others.map((comment) => (
            <li key={comment.id}>
              <CommentItem comment={comment} />
            </li>
          ))}
        </Stack>
      )}
      {data && data.comments.length < total ? (
        <Group>
          <Button variant="default" onClick={() => setPages((count) => count + 1)}>
            {t('comments.more')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  )
}

function CommentItem({ comment, mine = false }: { comment: Comment; mine?: boolean }) {
  const { t } = useTranslation('customer')
  const format = useFormatters()
  return (
    <Paper withBorder radius="md" p="md" bg={mine ? 'gray.0' : undefined}>
      <Group justify="space-between" gap="xs" mb={6}>
        <Text fw={600}>{mine ? t('comments.yours') : comment.authorName}</Text>
        <Text size="sm" c="dimmed">
          <time dateTime={comment.createdAt}>{format.date(comment.createdAt)}</time>
          {comment.edited ? ` · ${t('comments.edited')}` : ''}
        </Text>
      </Group>
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{comment.body}</Text>
    </Paper>
  )
}

function MyCommentPanel({ productId, productSlug }: CommentsSectionProps) {
  const { t } = useTranslation('customer')
  const status = useSelector(selectSessionStatus)
  const location = useLocation()
  const dispatch = useDispatch()
  const saved = useSelector(selectCommentSaved)
  const signedIn = status === 'authenticated'
  const hydrated = useHydrated()
  const { data: mine, isLoading } = useGetMyCommentQuery(productId, { skip: !signedIn })
  const [editing, setEditing] = useState(false)
  const [conflict, setConflict] = useState(false)
  const [removeComment, removal] = useDeleteCommentMutation()

  // The seed's "comment-saved" flag: reset whenever the form opens on a product.
  useEffect(() => {
    dispatch(commentInitialized())
  }, [dispatch, productSlug])

  // Who is reading is known only in the browser, once the stored session is restored: until then a
  // placeholder, never the guest's "sign in to comment" before a signed-in customer's form.
  if (!hydrated || status === 'restoring' || (signedIn && isLoading)) {
    return <Skeleton height={40} radius="sm" aria-hidden="true" />
  }
  if (!signedIn) {
    return (
      <Text>
        <Anchor
          component={Link}
          to={paths.storefront.login.getHref(`${location.pathname}${location.search}`)}
          underline="always"
        >
          {t('comments.signIn')}
        </Anchor>{' '}
        {t('comments.signInReason')}
      </Text>
    )
  }
  if (mine && !editing) {
    return (
      <Stack gap="xs">
        {saved ? (
          <Text size="sm" c="#1e6b30" role="status">
            {t('comments.saved')}
          </Text>
        ) : null}
        {conflict ? <FormAlert tone="info" message={t('errors.commentExists')} /> : null}
        {mine.hidden ? <FormAlert tone="info" message={t('comments.hidden')} /> : null}
        <CommentItem comment={mine} mine />
        <Group gap="xs">
          <Button variant="default" size="sm" onClick={() => setEditing(true)}>
            {t('comments.edit')}
          </Button>
          <Button
            variant="default"
            c="red.9"
            size="sm"
            loading={removal.isLoading}
            onClick={() => {
              if (window.confirm(t('comments.confirmDelete'))) void removeComment(mine.id)
            }}
          >
            {t('comments.delete')}
          </Button>
        </Group>
        {removal.isError ? <FormAlert message={t('errors.unknown')} /> : null}
        <Divider />
      </Stack>
    )
  }
  return (
    <CommentForm
      productId={productId}
      mine={mine ?? null}
      onDone={() => {
        setEditing(false)
        setConflict(false)
      }}
      onConflict={() => setConflict(true)}
    />
  )
}

type CommentFormProps = {
  productId: string
  mine: MyComment | null
  onDone: () => void
  /** The customer had already commented (409): their comment is shown instead of the form. */
  onConflict?: () => void
}

export function CommentForm({ productId, mine, onDone, onConflict }: CommentFormProps) {
  const { t, i18n } = useTranslation('customer')
  const [addComment, adding] = useAddCommentMutation()
  const [updateComment, updating] = useUpdateCommentMutation()
  const dispatch = useDispatch()
  const [message, setMessage] = useState<string | null>(null)
  const form = useForm({
    name: 'comment',
    initialValues: { body: mine?.body ?? '' },
    validate: (values) =>
      validateAttributes(CommentRequest, 'comments', values, t, i18n, { aliases: { body: 'comment' } }),
  })

  const submit = form.onSubmit(
    async ({ body }) => {
      setMessage(null)
      const result = mine
        ? await updateComment({ id: mine.id, body })
        : await addComment({ product: productId, body })
      if (!result.error) {
        form.reset()
        onDone()
        return
      }
      const failure = describeFailure(result.error, t, i18n, customerFailures)
      form.setErrors(failure.fields)
      setMessage(failure.message)
      // Written meanwhile (another tab, another device): load it, so the customer can edit it instead.
      if (failure.codes.includes(CUSTOMER_ERROR_CODES.commentExists)) {
        onConflict?.()
        dispatch(commentsApi.util.invalidateTags(['Comment']))
      }
    },
    (errors) => focusFirstError(form, errors),
  )

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormAlert message={message} />
        <Textarea
          label={mine ? t('comments.editLabel') : t('comments.writeLabel')}
          description={t('comments.hint', { max: COMMENT_MAX_LENGTH })}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={COMMENT_MAX_LENGTH}
          withAsterisk
          {...form.getInputProps('body')}
        />
        <Group gap="xs">
          <Button type="submit" loading={adding.isLoading || updating.isLoading}>
            {mine ? t('comments.saveEdit') : t('comments.publish')}
          </Button>
          {mine ? (
            <Button variant="default" onClick={onDone}>
              {t('cancel')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  )
}
