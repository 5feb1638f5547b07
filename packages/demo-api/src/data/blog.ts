import { ASSET_BASE, avatarUrl } from './assets'

export interface BlogPost {
  id: number
  img: string
  title: string
  avatar: string
  userFullName: string
  blogPosted: string
  tags: string[]
  excerpt: string
  comment: number
}

export interface BlogSidebar {
  recentPosts: { id: number; img: string; title: string; createdTime: string }[]
  categories: { category: string; icon: string }[]
}

export interface BlogComment {
  avatar: string
  userFullName: string
  commentedAt: string
  commentText: string
}

export interface BlogDetail {
  blog: BlogPost & { content: string; userRole: string }
  comments: BlogComment[]
}

export interface BlogEdit {
  avatar: string
  userFullName: string
  createdTime: string
  blogTitle: string
  blogCategories: { value: string; label: string }[]
  slug: string
  status: 'Published'
  excerpt: string
  featuredImage: string
}

const image = (n: number) => `${ASSET_BASE}/blog/${n}.jpg`

export const BLOG_POSTS: BlogPost[] = [
  {
    id: 1,
    img: image(1),
    title: 'Five signs a cut-resistant glove has reached its end',
    avatar: avatarUrl(4),
    userFullName: 'Larissa Costa',
    blogPosted: 'Jan 10, 2020',
    tags: ['Gloves', 'Safety'],
    excerpt: 'Thinning palms, broken threads and stiff coatings: what to look for before the next shift.',
    comment: 12,
  },
  {
    id: 2,
    img: image(2),
    title: 'Anti-fog lenses that stay clear in a cold room',
    avatar: avatarUrl(5),
    userFullName: 'Thiago Ribeiro',
    blogPosted: 'Feb 3, 2020',
    tags: ['Eyewear', 'Food'],
    excerpt: 'We tested six coatings between −20 °C freezers and a 30 °C loading dock.',
    comment: 7,
  },
  {
    id: 3,
    img: image(3),
    title: 'Harness inspection in four minutes',
    avatar: avatarUrl(7),
    userFullName: 'Sabrina Gomes',
    blogPosted: 'Mar 22, 2020',
    tags: ['Height', 'Training'],
    excerpt: 'A checklist your team can run at the start of every day at height.',
    comment: 19,
  },
  {
    id: 4,
    img: image(4),
    title: 'What changed in the CA approval process',
    avatar: avatarUrl(8),
    userFullName: 'Marcos Dias',
    blogPosted: 'Apr 14, 2020',
    tags: ['Regulation'],
    excerpt: 'Certificates of approval now expire with their lab reports; plan renewals earlier.',
    comment: 4,
  },
  {
    id: 5,
    img: image(5),
    title: 'Choosing coveralls for electric-arc risk',
    avatar: avatarUrl(10),
    userFullName: 'Patrícia Teixeira',
    blogPosted: 'May 5, 2020',
    tags: ['Clothing', 'Electrical'],
    excerpt: 'Arc ratings, layers and why a cotton T-shirt underneath matters.',
    comment: 9,
  },
  {
    id: 6,
    img: image(6),
    title: 'Graphene in gloves: hype or help?',
    avatar: avatarUrl(11),
    userFullName: 'Felipe Almeida',
    blogPosted: 'Jun 18, 2020',
    tags: ['Gloves', 'Materials'],
    excerpt: 'Our lab compared graphene fibre with aramid on cut, abrasion and touch.',
    comment: 15,
  },
]

export const BLOG_SIDEBAR: BlogSidebar = {
  recentPosts: BLOG_POSTS.slice(-4)
    .reverse()
    .map(({ id, img, title, blogPosted }) => ({ id, img, title, createdTime: blogPosted })),
  categories: [
    { category: 'Gloves', icon: 'HandIcon' },
    { category: 'Eyewear', icon: 'EyeIcon' },
    { category: 'Height', icon: 'AnchorIcon' },
    { category: 'Regulation', icon: 'FileTextIcon' },
    { category: 'Training', icon: 'BookOpenIcon' },
  ],
}

const featured = BLOG_POSTS[2] as BlogPost

export const BLOG_DETAIL: BlogDetail = {
  blog: {
    ...featured,
    userRole: 'Safety technician',
    content: [
      '<p>A harness that failed an inspection nobody did looks exactly like one that passed.</p>',
      '<p>Start with the webbing: run it through your hands looking for cuts, burns and hard spots. Then the stitching, the buckles and the D-rings. Finish with the label: if it cannot be read, the harness is retired.</p>',
      '<p>Write the date on the inspection card. Four minutes, every day.</p>',
    ].join(''),
  },
  comments: [
    {
      avatar: avatarUrl(13),
      userFullName: 'Wagner Souza',
      commentedAt: 'Mar 23, 2020',
      commentText: 'We printed the checklist and taped it inside the tool cabinet. Works.',
    },
    {
      avatar: avatarUrl(14),
      userFullName: 'Natália Pereira',
      commentedAt: 'Mar 25, 2020',
      commentText: 'Could you cover lanyards with shock absorbers in the next post?',
    },
  ],
}

export const BLOG_EDIT: BlogEdit = {
  avatar: featured.avatar,
  userFullName: featured.userFullName,
  createdTime: featured.blogPosted,
  blogTitle: featured.title,
  blogCategories: [
    { value: 'height', label: 'Height' },
    { value: 'training', label: 'Training' },
  ],
  slug: 'harness-inspection-in-four-minutes',
  status: 'Published',
  excerpt: featured.excerpt,
  featuredImage: featured.img,
}
