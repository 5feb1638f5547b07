import { ASSET_BASE, avatarUrl, bannerUrl } from './assets'

export interface ProfilePerson {
  avatar: string
  fullName: string
}

export interface ProfilePost {
  avatar: string
  username: string
  postTime: string
  postText: string
  postImg: string
  likes: number
  youLiked: boolean
  comments: number
  share: number
  likedUsers: { avatar: string; username: string }[]
  detailedComments: (ProfilePerson & { comment: string; commentsLikes: number; youLiked: boolean })[]
}

export interface ProfileData {
  header: { avatar: string; username: string; designation: string; coverImg: string }
  userAbout: { about: string; joined: string; lives: string; email: string; website: string }
  suggestedPages: { avatar: string; username: string; subtitle: string; favorite: boolean }[]
  twitterFeeds: { imgUrl: string; title: string; id: string; tags: string; desc: string; favorite: boolean }[]
  post: ProfilePost[]
  latestPhotos: { img: string }[]
  suggestions: (ProfilePerson & { mutualFriend: string })[]
  polls: { name: string; result: string; votedUser: ProfilePerson[] }[]
}

const person = (n: number, fullName: string): ProfilePerson => ({ avatar: avatarUrl(n), fullName })

export const PROFILE: ProfileData = {
  header: {
    avatar: avatarUrl(1),
    username: 'Helena Duarte',
    designation: 'Product safety engineer',
    coverImg: bannerUrl('profile-cover'),
  },
  userAbout: {
    about:
      'Ten years on plant floors, now deciding which gloves, glasses and harnesses carry the Escudo name.',
    joined: 'March 2017',
    lives: 'Joinville, Brazil',
    email: 'helena.duarte@escudo.example',
    website: 'escudo.example',
  },
  suggestedPages: [
    { avatar: avatarUrl(15), username: 'Segurança em Foco', subtitle: 'Safety training', favorite: true },
    { avatar: avatarUrl(16), username: 'Altura Segura', subtitle: 'Work at height', favorite: false },
    { avatar: avatarUrl(17), username: 'Química sem Acidente', subtitle: 'Chemical safety', favorite: false },
  ],
  twitterFeeds: [
    {
      imgUrl: avatarUrl(18),
      title: 'Escudo EPI',
      id: 'escudo_epi',
      tags: '#Gloves #CutLevel',
      desc: 'New A6 graphene glove passes 5,000 cycles of abrasion.',
      favorite: true,
    },
    {
      imgUrl: avatarUrl(19),
      title: 'FISP',
      id: 'fisp_feira',
      tags: '#FISP #Safety',
      desc: 'Exhibitor list for this year is out. See you in São Paulo.',
      favorite: false,
    },
  ],
  post: [
    {
      avatar: avatarUrl(1),
      username: 'Helena Duarte',
      postTime: '12 Dec 2020 at 1:16 AM',
      postText: 'First batch of the new welding masks passed the shade tests. Thank you, lab team!',
      postImg: `${ASSET_BASE}/profile/post-1.jpg`,
      likes: 48,
      youLiked: true,
      comments: 2,
      share: 6,
      likedUsers: [
        { avatar: avatarUrl(3), username: 'Renata Cardoso' },
        { avatar: avatarUrl(6), username: 'Caio Monteiro' },
      ],
      detailedComments: [
        {
          ...person(3, 'Renata Cardoso'),
          comment: 'Great news before the fair!',
          commentsLikes: 4,
          youLiked: false,
        },
        {
          ...person(9, 'Otávio Lima'),
          comment: 'Photos are scheduled for Tuesday.',
          commentsLikes: 1,
          youLiked: true,
        },
      ],
    },
  ],
  latestPhotos: [1, 2, 3, 4, 5, 6].map((n) => ({ img: `${ASSET_BASE}/profile/photo-${n}.jpg` })),
  suggestions: [
    { ...person(12, 'Beatriz Nascimento'), mutualFriend: '6 mutual friends' },
    { ...person(13, 'Wagner Souza'), mutualFriend: '3 mutual friends' },
    { ...person(14, 'Natália Pereira'), mutualFriend: '1 mutual friend' },
  ],
  polls: [
    { name: 'Nitrile', result: '56%', votedUser: [person(3, 'Renata Cardoso'), person(6, 'Caio Monteiro')] },
    { name: 'Latex', result: '14%', votedUser: [person(9, 'Otávio Lima')] },
    { name: 'PVC', result: '30%', votedUser: [person(12, 'Beatriz Nascimento')] },
  ],
}
