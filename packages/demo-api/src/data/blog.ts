import { l, type Translatable } from '../text'
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

/** Tag and category labels, shared by the posts, the sidebar and the edit form. */
const label = {
  gloves: l('Luvas', 'Gloves'),
  safety: l('Segurança', 'Safety'),
  eyewear: l('Óculos', 'Eyewear'),
  food: l('Alimentos', 'Food'),
  height: l('Altura', 'Height'),
  training: l('Treinamento', 'Training'),
  regulation: l('Regulamentação', 'Regulation'),
  clothing: l('Vestimentas', 'Clothing'),
  electrical: l('Elétrica', 'Electrical'),
  materials: l('Materiais', 'Materials'),
}

export const BLOG_POSTS: Translatable<BlogPost>[] = [
  {
    id: 1,
    img: image(1),
    title: l(
      'Cinco sinais de que a luva anticorte chegou ao fim da vida útil',
      'Five signs a cut-resistant glove has reached its end',
    ),
    avatar: avatarUrl(4),
    userFullName: 'Larissa Costa',
    blogPosted: l('10 de jan. de 2020', 'Jan 10, 2020'),
    tags: [label.gloves, label.safety],
    excerpt: l(
      'Palma mais fina, fios rompidos e revestimento endurecido: o que observar antes do próximo turno.',
      'Thinning palms, broken threads and stiff coatings: what to look for before the next shift.',
    ),
    comment: 12,
  },
  {
    id: 2,
    img: image(2),
    title: l(
      'Lentes antiembaçantes que continuam limpas na câmara fria',
      'Anti-fog lenses that stay clear in a cold room',
    ),
    avatar: avatarUrl(5),
    userFullName: 'Thiago Ribeiro',
    blogPosted: l('3 de fev. de 2020', 'Feb 3, 2020'),
    tags: [label.eyewear, label.food],
    excerpt: l(
      'Testamos seis revestimentos entre câmaras frigoríficas a −20 °C e uma doca de carga a 30 °C.',
      'We tested six coatings between −20 °C freezers and a 30 °C loading dock.',
    ),
    comment: 7,
  },
  {
    id: 3,
    img: image(3),
    title: l('Inspeção do cinto paraquedista em quatro minutos', 'Harness inspection in four minutes'),
    avatar: avatarUrl(7),
    userFullName: 'Sabrina Gomes',
    blogPosted: l('22 de mar. de 2020', 'Mar 22, 2020'),
    tags: [label.height, label.training],
    excerpt: l(
      'Um checklist que sua equipe pode aplicar no início de cada dia de trabalho em altura.',
      'A checklist your team can run at the start of every day at height.',
    ),
    comment: 19,
  },
  {
    id: 4,
    img: image(4),
    title: l('O que mudou no processo de aprovação do CA', 'What changed in the CA approval process'),
    avatar: avatarUrl(8),
    userFullName: 'Marcos Dias',
    blogPosted: l('14 de abr. de 2020', 'Apr 14, 2020'),
    tags: [label.regulation],
    excerpt: l(
      'Os Certificados de Aprovação agora vencem junto com os laudos de laboratório; planeje as renovações com mais antecedência.',
      'Certificates of approval now expire with their lab reports; plan renewals earlier.',
    ),
    comment: 4,
  },
  {
    id: 5,
    img: image(5),
    title: l(
      'Como escolher macacões para risco de arco elétrico',
      'Choosing coveralls for electric-arc risk',
    ),
    avatar: avatarUrl(10),
    userFullName: 'Patrícia Teixeira',
    blogPosted: l('5 de mai. de 2020', 'May 5, 2020'),
    tags: [label.clothing, label.electrical],
    excerpt: l(
      'Classificação de arco, camadas e por que a camiseta de algodão por baixo faz diferença.',
      'Arc ratings, layers and why a cotton T-shirt underneath matters.',
    ),
    comment: 9,
  },
  {
    id: 6,
    img: image(6),
    title: l('Grafeno nas luvas: modismo ou vantagem real?', 'Graphene in gloves: hype or help?'),
    avatar: avatarUrl(11),
    userFullName: 'Felipe Almeida',
    blogPosted: l('18 de jun. de 2020', 'Jun 18, 2020'),
    tags: [label.gloves, label.materials],
    excerpt: l(
      'Nosso laboratório comparou a fibra de grafeno com a aramida em corte, abrasão e tato.',
      'Our lab compared graphene fibre with aramid on cut, abrasion and touch.',
    ),
    comment: 15,
  },
]

export const BLOG_SIDEBAR: Translatable<BlogSidebar> = {
  recentPosts: BLOG_POSTS.slice(-4)
    .reverse()
    .map(({ id, img, title, blogPosted }) => ({ id, img, title, createdTime: blogPosted })),
  categories: [
    { category: label.gloves, icon: 'HandIcon' },
    { category: label.eyewear, icon: 'EyeIcon' },
    { category: label.height, icon: 'AnchorIcon' },
    { category: label.regulation, icon: 'FileTextIcon' },
    { category: label.training, icon: 'BookOpenIcon' },
  ],
}

const featured = BLOG_POSTS[2] as Translatable<BlogPost>

export const BLOG_DETAIL: Translatable<BlogDetail> = {
  blog: {
    ...featured,
    userRole: l('Técnica de segurança do trabalho', 'Safety technician'),
    content: l(
      [
        '<p>Um cinto reprovado numa inspeção que ninguém fez parece exatamente igual a um aprovado.</p>',
        '<p>Comece pelas fitas: passe-as pelas mãos procurando cortes, queimaduras e pontos endurecidos. Depois, as costuras, as fivelas e as argolas em D. Termine pela etiqueta: se não der para ler, o cinto deve ser descartado.</p>',
        '<p>Anote a data na ficha de inspeção. Quatro minutos, todos os dias.</p>',
      ].join(''),
      [
        '<p>A harness that failed an inspection nobody did looks exactly like one that passed.</p>',
        '<p>Start with the webbing: run it through your hands looking for cuts, burns and hard spots. Then the stitching, the buckles and the D-rings. Finish with the label: if it cannot be read, the harness is retired.</p>',
        '<p>Write the date on the inspection card. Four minutes, every day.</p>',
      ].join(''),
    ),
  },
  comments: [
    {
      avatar: avatarUrl(13),
      userFullName: 'Wagner Souza',
      commentedAt: l('23 de mar. de 2020', 'Mar 23, 2020'),
      commentText: l(
        'Imprimimos o checklist e colamos dentro do armário de ferramentas. Funciona.',
        'We printed the checklist and taped it inside the tool cabinet. Works.',
      ),
    },
    {
      avatar: avatarUrl(14),
      userFullName: 'Natália Pereira',
      commentedAt: l('25 de mar. de 2020', 'Mar 25, 2020'),
      commentText: l(
        'Vocês poderiam falar de talabartes com absorvedor de energia no próximo post?',
        'Could you cover lanyards with shock absorbers in the next post?',
      ),
    },
  ],
}

export const BLOG_EDIT: Translatable<BlogEdit> = {
  avatar: featured.avatar,
  userFullName: featured.userFullName,
  createdTime: featured.blogPosted,
  blogTitle: featured.title,
  blogCategories: [
    { value: 'height', label: label.height },
    { value: 'training', label: label.training },
  ],
  slug: 'harness-inspection-in-four-minutes',
  status: 'Published',
  excerpt: featured.excerpt,
  featuredImage: featured.img,
}
