import { l, type Translatable } from '../text'
import { avatarUrl } from './assets'

export interface AccountSettings {
  general: { avatar: string; username: string; fullName: string; email: string; company: string }
  info: { bio: string; dob: string; country: string; website: string; phone: string }
  social: {
    socialLinks: Record<'twitter' | 'facebook' | 'google' | 'linkedIn' | 'instagram' | 'quora', string>
    connections: Record<'twitter' | 'google' | 'facebook' | 'github', ConnectionStatus>
  }
  notification: Record<
    'commentOnArticle' | 'answerOnForm' | 'followMe' | 'newAnnouncements' | 'productUpdates' | 'blogDigest',
    boolean
  >
}

export interface ConnectionStatus {
  connected: boolean
  /** The handle shown when connected. */
  profileUser?: string
  profileUrl?: string
}

export const ACCOUNT_SETTINGS: Translatable<AccountSettings> = {
  general: {
    avatar: avatarUrl(1),
    username: 'helena.duarte',
    fullName: 'Helena Duarte',
    email: 'helena.duarte@escudo.example',
    company: 'Escudo EPI',
  },
  info: {
    bio: l(
      'Engenheira de segurança que passou dez anos no chão de fábrica antes de ir para a área de produto. Preocupa-se com luvas que as pessoas realmente mantêm nas mãos.',
      'Safety engineer who spent ten years on plant floors before moving to product. Cares about gloves that people actually keep on.',
    ),
    dob: '1988-04-17',
    country: 'Brazil',
    website: 'https://escudo.example',
    phone: '+55 (11) 98765-4321',
  },
  social: {
    socialLinks: {
      twitter: 'https://twitter.com/escudo_epi',
      facebook: '',
      google: '',
      linkedIn: 'https://www.linkedin.com/company/escudo-epi',
      instagram: 'https://www.instagram.com/escudo.epi',
      quora: '',
    },
    connections: {
      twitter: { connected: true, profileUser: '@escudo_epi', profileUrl: 'https://twitter.com/escudo_epi' },
      google: { connected: false },
      facebook: { connected: false },
      github: { connected: true, profileUser: '@escudo-dev', profileUrl: 'https://github.com/escudo-dev' },
    },
  },
  notification: {
    commentOnArticle: true,
    answerOnForm: true,
    followMe: false,
    newAnnouncements: true,
    productUpdates: true,
    blogDigest: false,
  },
}
