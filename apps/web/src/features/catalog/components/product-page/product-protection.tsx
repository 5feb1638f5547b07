import { Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { decodeEn388 } from '../../utils/en388'
import classes from './product-protection.module.css'

/** A glove's EN 388 code, position by position, and its ANSI cut level. */
export function ProductProtection({ en388, ansi }: { en388: string | null; ansi: string | null }) {
  const { t } = useTranslation('customer')
  const positions = en388 ? decodeEn388(en388) : null
  return (
    <Stack gap="md">
      {en388 ? (
        <Stack gap="xs">
          <Text fw={600}>{t('product.en388', { code: en388 })}</Text>
          {positions ? (
            <ol className={classes.en388} aria-label={t('product.en388Positions')}>
              {positions.map((position) => (
                <li key={position.key} className={classes.en388Cell}>
                  <div className={classes.en388Value}>{position.value}</div>
                  <Text size="sm" fw={600}>
                    {t(`product.en388Meaning.${position.key}`)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {position.value === 'X'
                      ? t('product.en388NotTested')
                      : t('product.en388Scale', { max: position.max })}
                  </Text>
                </li>
              ))}
            </ol>
          ) : null}
        </Stack>
      ) : null}
      {ansi ? (
        <Text>
          <Text span fw={600}>
            {t('product.ansi')}
          </Text>{' '}
          {t('product.ansiLevel', { level: ansi })}
        </Text>
      ) : null}
    </Stack>
  )
}
