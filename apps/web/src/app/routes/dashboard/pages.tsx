import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { PageHeader } from '../../../components/page-header'
import { paths } from '../../../config/paths'
import { AccountSettings } from '../../../features/demo-pages/components/account-settings'
import { Faq } from '../../../features/demo-pages/components/faq'
import {
  KnowledgeBase,
  KnowledgeBaseCategory,
  KnowledgeBaseQuestion,
} from '../../../features/demo-pages/components/knowledge-base'
import { Pricing } from '../../../features/demo-pages/components/pricing'
import { Profile } from '../../../features/demo-pages/components/profile'

const d = paths.dashboard

function usePagesCrumbs(...rest: { label: string; href?: string }[]) {
  const { t } = useTranslation('dashboard')
  return [{ label: t('nav.home'), href: d.root.getHref() }, { label: t('nav.pages') }, ...rest]
}

export function AccountSettingsPage() {
  const { t } = useTranslation('dashboard')
  return (
    <>
      <PageHeader
        title={t('nav.accountSettings')}
        crumbs={usePagesCrumbs({ label: t('nav.accountSettings') })}
      />
      <AccountSettings />
    </>
  )
}

export function ProfilePage() {
  const { t } = useTranslation('dashboard')
  return (
    <>
      <PageHeader title={t('nav.profile')} crumbs={usePagesCrumbs({ label: t('nav.profile') })} />
      <Profile />
    </>
  )
}

export function FaqPage() {
  const { t } = useTranslation('dashboard')
  return (
    <>
      <PageHeader title={t('nav.faq')} crumbs={usePagesCrumbs({ label: t('nav.faq') })} />
      <Faq />
    </>
  )
}

export function KnowledgeBasePage() {
  const { t } = useTranslation('dashboard')
  return (
    <>
      <PageHeader title={t('nav.knowledgeBase')} crumbs={usePagesCrumbs({ label: t('nav.knowledgeBase') })} />
      <KnowledgeBase categoryHref={d.knowledgeBaseCategory.getHref} />
    </>
  )
}

export function KnowledgeBaseCategoryPage() {
  const { t } = useTranslation('dashboard')
  const { category = '' } = useParams()
  const title = t(`kb.categories.${category}`, { defaultValue: category })
  return (
    <>
      <PageHeader
        title={title}
        crumbs={usePagesCrumbs(
          { label: t('nav.knowledgeBase'), href: d.knowledgeBase.getHref() },
          { label: title },
        )}
      />
      <KnowledgeBaseCategory
        category={category}
        questionHref={(slug) => d.knowledgeBaseQuestion.getHref(category, slug)}
      />
    </>
  )
}

export function KnowledgeBaseQuestionPage() {
  const { t } = useTranslation('dashboard')
  const { category = '' } = useParams()
  const title = t(`kb.categories.${category}`, { defaultValue: category })
  return (
    <>
      <PageHeader
        title={t('kb.question')}
        crumbs={usePagesCrumbs(
          { label: t('nav.knowledgeBase'), href: d.knowledgeBase.getHref() },
          { label: title, href: d.knowledgeBaseCategory.getHref(category) },
          { label: t('kb.question') },
        )}
      />
      <KnowledgeBaseQuestion questionHref={(slug) => d.knowledgeBaseQuestion.getHref(category, slug)} />
    </>
  )
}

export function PricingPage() {
  const { t } = useTranslation('dashboard')
  return (
    <>
      <PageHeader title={t('nav.pricing')} crumbs={usePagesCrumbs({ label: t('nav.pricing') })} />
      <Pricing />
    </>
  )
}
