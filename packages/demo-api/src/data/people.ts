import { l } from '../text'

/**
 * Name pools for generated records: Brazilian buyers, safety technicians and the industrial companies an
 * EPI brand sells to. Combined by a seeded generator, so no record is copied from anywhere.
 */
export const FIRST_NAMES = [
  'Ana',
  'Bruno',
  'Camila',
  'Diego',
  'Eduarda',
  'Felipe',
  'Gabriela',
  'Henrique',
  'Isabela',
  'João',
  'Larissa',
  'Marcos',
  'Natália',
  'Otávio',
  'Patrícia',
  'Rafael',
  'Sabrina',
  'Thiago',
  'Vanessa',
  'Wagner',
  'Beatriz',
  'Caio',
  'Daniela',
  'Fábio',
  'Juliana',
  'Leonardo',
  'Mariana',
  'Paulo',
  'Renata',
  'Sérgio',
] as const

export const LAST_NAMES = [
  'Almeida',
  'Barbosa',
  'Cardoso',
  'Costa',
  'Dias',
  'Ferreira',
  'Gomes',
  'Lima',
  'Martins',
  'Monteiro',
  'Nascimento',
  'Oliveira',
  'Pereira',
  'Ribeiro',
  'Rocha',
  'Santos',
  'Silva',
  'Souza',
  'Teixeira',
  'Vieira',
] as const

export const COMPANIES = [
  'Metalúrgica Vale do Aço',
  'Construtora Horizonte',
  'Frigorífico Serra Azul',
  'Petroquímica Atlântica',
  'Mineração Carajás Sul',
  'Vidraria Cristal Paulista',
  'Logística Rota Norte',
  'Química Tietê',
  'Agropecuária Cerrado Vivo',
  'Cozinhas Industriais Sabor',
  'Eletrônica Vale Digital',
  'Madeireira Pinhal',
  'Autopeças Rodovia',
  'Limpeza Total Serviços',
  'Termoelétrica Paraná',
  'Cosméticos Flor do Brasil',
] as const

const brazil = l('Brasil', 'Brazil')

/** Where buyers are, Brazil most often; country names in both languages. */
export const COUNTRIES = [
  brazil,
  brazil,
  brazil,
  l('Argentina', 'Argentina'),
  l('Chile', 'Chile'),
  l('Portugal', 'Portugal'),
  l('Uruguai', 'Uruguay'),
  l('Paraguai', 'Paraguay'),
  l('Peru', 'Peru'),
  l('Colômbia', 'Colombia'),
] as const

export { brazil as BRAZIL }

export const CITIES = [
  'Av. Paulista, 1500 — São Paulo, SP',
  'Rua da Bahia, 820 — Belo Horizonte, MG',
  'Av. Sete de Setembro, 410 — Curitiba, PR',
  'Rua XV de Novembro, 77 — Joinville, SC',
  'Av. Ipiranga, 3200 — Porto Alegre, RS',
  'Rua das Indústrias, 95 — Camaçari, BA',
  'Av. Brasil, 12000 — Rio de Janeiro, RJ',
  'Rua do Porto, 18 — Santos, SP',
] as const

/** `Construtora Horizonte` → `construtorahorizonte`, for e-mail domains. */
export function domainOf(company: string): string {
  return asciiLower(company).replace(/[^a-z]/g, '')
}

/** Lower-case ASCII without accents, for usernames and slugs. */
export function asciiLower(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
}

export function phoneFrom(random: () => number): string {
  const digits = (count: number) => Array.from({ length: count }, () => Math.floor(random() * 10)).join('')
  return `+55 (${11 + Math.floor(random() * 80)}) 9${digits(4)}-${digits(4)}`
}

/** `Cut-Level 5 Kevlar Sleeve` → `cut-level-5-kevlar-sleeve`. */
export function slugify(text: string): string {
  return asciiLower(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}
