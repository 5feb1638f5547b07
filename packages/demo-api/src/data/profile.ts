import { l, type Translatable } from '../text'
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

export const PROFILE: Translatable<ProfileData> = {
  header: {
    avatar: avatarUrl(1),
    username: 'Helena Duarte',
    designation: l('Engenheira de segurança de produto', 'Product safety engineer'),
    coverImg: bannerUrl('profile-cover'),
  },
  userAbout: {
    about: l(
      'Dez anos no chão de fábrica; hoje decide quais luvas, óculos e cintos levam o nome Escudo.',
      'Ten years on plant floors, now deciding which gloves, glasses and harnesses carry the Escudo name.',
    ),
    joined: l('março de 2017', 'March 2017'),
    lives: l('Joinville, Brasil', 'Joinville, Brazil'),
    email: 'helena.duarte@escudo.example',
    website: 'escudo.example',
  },
  suggestedPages: [
    {
      avatar: avatarUrl(15),
      username: 'Segurança em Foco',
      subtitle: l('Treinamentos de segurança', 'Safety training'),
      favorite: true,
    },
    {
      avatar: avatarUrl(16),
      username: 'Altura Segura',
      subtitle: l('Trabalho em altura', 'Work at height'),
      favorite: false,
    },
    {
      avatar: avatarUrl(17),
      username: 'Química sem Acidente',
      subtitle: l('Segurança química', 'Chemical safety'),
      favorite: false,
    },
  ],
  twitterFeeds: [
    {
      imgUrl: avatarUrl(18),
      title: 'Escudo EPI',
      id: 'escudo_epi',
      tags: l('#Luvas #NívelDeCorte', '#Gloves #CutLevel'),
      desc: l(
        'Nova luva A6 com grafeno supera 5.000 ciclos de abrasão.',
        'New A6 graphene glove passes 5,000 cycles of abrasion.',
      ),
      favorite: true,
    },
    {
      imgUrl: avatarUrl(19),
      title: 'FISP',
      id: 'fisp_feira',
      tags: l('#FISP #Segurança', '#FISP #Safety'),
      desc: l(
        'Saiu a lista de expositores deste ano. Nos vemos em São Paulo!',
        'Exhibitor list for this year is out. See you in São Paulo.',
      ),
      favorite: false,
    },
  ],
  post: [
    {
      avatar: avatarUrl(1),
      username: 'Helena Duarte',
      postTime: l('12 de dez. de 2020 às 01:16', '12 Dec 2020 at 1:16 AM'),
      postText: l(
        'O primeiro lote das novas máscaras de solda foi aprovado nos testes de tonalidade. Obrigada, equipe do laboratório!',
        'First batch of the new welding masks passed the shade tests. Thank you, lab team!',
      ),
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
          comment: l('Ótima notícia antes da feira!', 'Great news before the fair!'),
          commentsLikes: 4,
          youLiked: false,
        },
        {
          ...person(9, 'Otávio Lima'),
          comment: l('As fotos estão marcadas para terça-feira.', 'Photos are scheduled for Tuesday.'),
          commentsLikes: 1,
          youLiked: true,
        },
      ],
    },
  ],
  latestPhotos: [1, 2, 3, 4, 5, 6].map((n) => ({ img: `${ASSET_BASE}/profile/photo-${n}.jpg` })),
  suggestions: [
    { ...person(12, 'Beatriz Nascimento'), mutualFriend: l('6 amigos em comum', '6 mutual friends') },
    { ...person(13, 'Wagner Souza'), mutualFriend: l('3 amigos em comum', '3 mutual friends') },
    { ...person(14, 'Natália Pereira'), mutualFriend: l('1 amigo em comum', '1 mutual friend') },
  ],
  polls: [
    {
      name: l('Nitrila', 'Nitrile'),
      result: '56%',
      votedUser: [person(3, 'Renata Cardoso'), person(6, 'Caio Monteiro')],
    },
    { name: l('Látex', 'Latex'), result: '14%', votedUser: [person(9, 'Otávio Lima')] },
    { name: 'PVC', result: '30%', votedUser: [person(12, 'Beatriz Nascimento')] },
  ],
}
