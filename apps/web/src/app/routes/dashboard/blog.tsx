import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { PageHeader } from '../../../components/page-header'
import { paths } from '../../../config/paths'
import { BlogDetail } from '../../../features/demo-blog/components/blog-detail'
import { BlogEdit } from '../../../features/demo-blog/components/blog-edit'
import { BlogList } from '../../../features/demo-blog/components/blog-list'

const d = paths.dashboard

function useBlogCrumbs(current?: string) {
  const { t } = useTranslation('dashboard')
  return [
    { label: t('nav.home'), href: d.root.getHref() },
    { label: t('nav.blog'), href: current ? d.blog.getHref() : undefined },
    ...(current ? [{ label: current }] : []),
  ]
}

export function BlogListPage() {
  const { t } = useTranslation('dashboard')
  return (
    <>
      <PageHeader title={t('nav.blog')} crumbs={useBlogCrumbs()} />
      <BlogList postHref={d.blogPost.getHref} />
    </>
  )
}

export function BlogPostPage() {
  const { t } = useTranslation('dashboard')
  const { id = '' } = useParams()
  return (
    <>
      <PageHeader title={t('blog.detailTitle')} crumbs={useBlogCrumbs(t('blog.detailTitle'))} />
      <BlogDetail key={id} id={id} postHref={d.blogPost.getHref} editHref={d.blogEdit.getHref(id)} />
    </>
  )
}

export function BlogEditPage() {
  const { t } = useTranslation('dashboard')
  return (
    <>
      <PageHeader title={t('blog.editTitle')} crumbs={useBlogCrumbs(t('blog.editTitle'))} />
      <BlogEdit />
    </>
  )
}
