import {
  ActionIcon,
  Anchor,
  Avatar,
  BackgroundImage,
  Box,
  Card,
  Grid,
  Group,
  Image,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import type { ProfileData } from '@escudo/demo-api'
import { useTranslation } from 'react-i18next'
import { IconHeart, IconPlus } from '../../../components/icons'
import { IconMessage, IconShare } from '../../../components/back-office-icons'
import { useHttpClient } from '../../../lib/http-context'
import { useRequest } from '../../../lib/use-request'
import { getProfile } from '../api/pages'
import { Loaded } from './loading'

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0])
    .join('')

export function Profile() {
  const http = useHttpClient()
  const profile = useRequest('profile', (signal) => getProfile(http, signal))
  return (
    <Loaded request={profile}>
      {(data) => (
        <Stack gap="lg">
          <ProfileHeader header={data.header} />
          <Grid>
            <Grid.Col span={{ base: 12, md: 3 }}>
              <Stack>
                <About about={data.userAbout} />
                <SuggestedPages pages={data.suggestedPages} />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Stack>
                {data.post.map((post) => (
                  <Post key={post.postTime + post.username} post={post} />
                ))}
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 3 }}>
              <Stack>
                <LatestPhotos photos={data.latestPhotos} />
                <Suggestions people={data.suggestions} />
                <Polls polls={data.polls} />
              </Stack>
            </Grid.Col>
          </Grid>
        </Stack>
      )}
    </Loaded>
  )
}

function ProfileHeader({ header }: { header: ProfileData['header'] }) {
  return (
    <Card withBorder radius="md" padding={0}>
      <BackgroundImage src={header.coverImg} h={200} radius={0} />
      <Group p="lg" mt={-56} align="flex-end" gap="md">
        <Avatar src={header.avatar} size={112} radius="md" style={{ border: '4px solid white' }} alt="" />
        <Box>
          <Title order={2} size="h3">
            {header.username}
          </Title>
          <Text c="dimmed">{header.designation}</Text>
        </Box>
      </Group>
    </Card>
  )
}

function About({ about }: { about: ProfileData['userAbout'] }) {
  const { t } = useTranslation('dashboard')
  const rows = [
    ['joined', about.joined],
    ['lives', about.lives],
    ['email', about.email],
    ['website', about.website],
  ] as const
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h5" mb="xs">
        {t('profile.about')}
      </Title>
      <Text size="sm" mb="sm">
        {about.about}
      </Text>
      <Stack gap={6}>
        {rows.map(([key, value]) => (
          <div key={key}>
            <Text size="xs" fw={700} tt="uppercase" c="dimmed">
              {t(`profile.${key}`)}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </div>
        ))}
      </Stack>
    </Card>
  )
}

function SuggestedPages({ pages }: { pages: ProfileData['suggestedPages'] }) {
  const { t } = useTranslation('dashboard')
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h5" mb="sm">
        {t('profile.suggestedPages')}
      </Title>
      <Stack gap="sm">
        {pages.map((page) => (
          <Group key={page.username} gap="sm" wrap="nowrap">
            <Avatar src={page.avatar} radius="xl" alt="" />
            <div>
              <Text size="sm" fw={600}>
                {page.username}
              </Text>
              <Text size="xs" c="dimmed">
                {page.subtitle}
              </Text>
            </div>
          </Group>
        ))}
      </Stack>
    </Card>
  )
}

function Post({ post }: { post: ProfileData['post'][number] }) {
  const { t } = useTranslation('dashboard')
  return (
    <Card withBorder radius="md" padding="lg" component="article">
      <Group gap="sm" mb="sm">
        <Avatar src={post.avatar} radius="xl" alt="" />
        <div>
          <Text fw={600}>{post.username}</Text>
          <Text size="xs" c="dimmed">
            {post.postTime}
          </Text>
        </div>
      </Group>
      <Text mb="sm">{post.postText}</Text>
      {post.postImg ? <Image src={post.postImg} alt="" radius="md" mb="sm" /> : null}
      <Group gap="lg" mb="sm">
        <Group gap={6}>
          <IconHeart
            size={18}
            fill={post.youLiked ? 'var(--mantine-color-red-7)' : 'none'}
            color={post.youLiked ? 'var(--mantine-color-red-7)' : undefined}
          />
          <Text size="sm">{t('profile.likes', { count: post.likes })}</Text>
        </Group>
        <Group gap={6}>
          <IconMessage size={18} />
          <Text size="sm">{t('profile.comments', { count: post.comments })}</Text>
        </Group>
        <Group gap={6}>
          <IconShare size={18} />
          <Text size="sm">{t('profile.shares', { count: post.share })}</Text>
        </Group>
      </Group>
      <Stack gap="sm">
        {post.detailedComments.map((comment) => (
          <Group key={comment.fullName + comment.comment} gap="sm" align="flex-start" wrap="nowrap">
            <Avatar src={comment.avatar} size="sm" radius="xl" alt="">
              {initials(comment.fullName)}
            </Avatar>
            <div>
              <Text size="sm" fw={600}>
                {comment.fullName}
              </Text>
              <Text size="sm">{comment.comment}</Text>
            </div>
          </Group>
        ))}
      </Stack>
    </Card>
  )
}

function LatestPhotos({ photos }: { photos: ProfileData['latestPhotos'] }) {
  const { t } = useTranslation('dashboard')
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h5" mb="sm">
        {t('profile.latestPhotos')}
      </Title>
      <SimpleGrid cols={3} spacing="xs">
        {photos.map((photo) => (
          <Image key={photo.img} src={photo.img} alt="" radius="sm" h={64} />
        ))}
      </SimpleGrid>
    </Card>
  )
}

function Suggestions({ people }: { people: ProfileData['suggestions'] }) {
  const { t } = useTranslation('dashboard')
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h5" mb="sm">
        {t('profile.suggestions')}
      </Title>
      <Stack gap="sm">
        {people.map((person) => (
          <Group key={person.fullName} justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Avatar src={person.avatar} radius="xl" alt="" />
              <div>
                <Text size="sm" fw={600}>
                  {person.fullName}
                </Text>
                <Text size="xs" c="dimmed">
                  {person.mutualFriend}
                </Text>
              </div>
            </Group>
            <ActionIcon variant="light" aria-label={t('profile.follow', { name: person.fullName })}>
              <IconPlus size={16} />
            </ActionIcon>
          </Group>
        ))}
      </Stack>
    </Card>
  )
}

function Polls({ polls }: { polls: ProfileData['polls'] }) {
  const { t } = useTranslation('dashboard')
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h5" mb="sm">
        {t('profile.polls')}
      </Title>
      <Stack gap="sm">
        {polls.map((poll) => (
          <div key={poll.name}>
            <Group justify="space-between">
              <Text size="sm">{poll.name}</Text>
              <Text size="sm" fw={600}>
                {poll.result}
              </Text>
            </Group>
            <Progress value={Number.parseFloat(poll.result)} aria-label={poll.name} size="sm" />
          </div>
        ))}
      </Stack>
      <Anchor size="sm" mt="sm" component="button" type="button">
        {t('profile.vote')}
      </Anchor>
    </Card>
  )
}
