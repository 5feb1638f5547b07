import { ActionIcon, Affix, Transition } from '@mantine/core'
import { useReducedMotion, useWindowScroll } from '@mantine/hooks'
import { useTranslation } from 'react-i18next'

export function ScrollToTop() {
  const { t } = useTranslation()
  const [scroll, scrollTo] = useWindowScroll()
  const reduceMotion = useReducedMotion()
  return (
    <Affix position={{ bottom: 24, right: 24 }}>
      <Transition transition="slide-up" mounted={scroll.y > 400} duration={reduceMotion ? 0 : 200}>
        {(style) => (
          <ActionIcon
            style={style}
            size="xl"
            radius="xl"
            aria-label={t('scrollToTop')}
            onClick={() => scrollTo({ y: 0 })}
          >
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="M12 5.6 4.3 13.3l1.4 1.4L11 9.4V20h2V9.4l5.3 5.3 1.4-1.4z" />
            </svg>
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  )
}
