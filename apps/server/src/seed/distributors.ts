import type { NewDistributor } from '../db/schema/index'

type Place = [state: string, city: string]
type Demo = [cnpj: string, name: string, place: Place, address: string, phone: string, categories: string[]]

const SP: Place = ['SP', 'São Paulo']
const CAMPINAS: Place = ['SP', 'Campinas']
const RIBEIRAO: Place = ['SP', 'Ribeirão Preto']
const RIO: Place = ['RJ', 'Rio de Janeiro']
const NITEROI: Place = ['RJ', 'Niterói']
const BH: Place = ['MG', 'Belo Horizonte']
const UBERLANDIA: Place = ['MG', 'Uberlândia']
const CURITIBA: Place = ['PR', 'Curitiba']
const LONDRINA: Place = ['PR', 'Londrina']
const POA: Place = ['RS', 'Porto Alegre']
const CAXIAS: Place = ['RS', 'Caxias do Sul']
const JOINVILLE: Place = ['SC', 'Joinville']
const SALVADOR: Place = ['BA', 'Salvador']
const RECIFE: Place = ['PE', 'Recife']
const GOIANIA: Place = ['GO', 'Goiânia']
const MANAUS: Place = ['AM', 'Manaus']

const GLOVES = 'luva-de-seguranca'
const GLASSES = 'oculos-de-seguranca'
const COVERALL = 'macacao-de-seguranca'
const VEST = 'colete-refletivo'
const WELDING = 'mascara-de-solda'

/*
 * Demo distributors for "Onde comprar": fictitious companies (their CNPJs are valid check-digit-wise, made up
 * from 10.2xx.xxx/0001), spread over states so that the state and city pickers and the category filter
 * have something to show.
 */
const DEMO: Demo[] = [
  [
    '10210959000105',
    'Casa do EPI Paulista',
    SP,
    'Rua da Mooca, 1200 - Mooca',
    '+551133334001',
    [GLOVES, GLASSES, COVERALL],
  ],
  [
    '10218878000151',
    'ProtegeMais Distribuidora',
    SP,
    'Av. Marquês de São Vicente, 450 - Barra Funda',
    '+551133334002',
    [GLOVES, VEST],
  ],
  [
    '10226797000101',
    'Segurança Total Industrial',
    SP,
    'Rua Voluntários da Pátria, 3100 - Santana',
    '+5511987654003',
    [WELDING, GLOVES],
  ],
  [
    '10234716000107',
    'Campinas EPI',
    CAMPINAS,
    'Av. John Boyd Dunlop, 800 - Jardim Ipaussurama',
    '+551932214004',
    [GLOVES, GLASSES],
  ],
  [
    '10242635000159',
    'Interior Proteção',
    CAMPINAS,
    'Rua Barão de Jaguara, 1500 - Centro',
    '+551932214005',
    [COVERALL, VEST],
  ],
  [
    '10250554000109',
    'Agro Seguro Ribeirão',
    RIBEIRAO,
    'Av. Presidente Vargas, 2200 - Jardim Santa Ângela',
    '+551636104006',
    [GLOVES, VEST, GLASSES],
  ],
  [
    '10258473000147',
    'Carioca Equipamentos de Proteção',
    RIO,
    'Av. Brasil, 9800 - Bonsucesso',
    '+552125554007',
    [GLOVES, GLASSES, COVERALL, VEST],
  ],
  [
    '10266392000199',
    'Porto Seguro EPIs',
    RIO,
    'Rua Sacadura Cabral, 310 - Saúde',
    '+552125554008',
    [WELDING],
  ],
  [
    '10274311000100',
    'Niterói Safety',
    NITEROI,
    'Rua Visconde de Itaboraí, 120 - Centro',
    '+552126204009',
    [GLOVES, GLASSES],
  ],
  [
    '10282230000144',
    'Minas EPI Atacado',
    BH,
    'Av. Amazonas, 5000 - Gameleira',
    '+553132214010',
    [GLOVES, COVERALL, WELDING],
  ],
  [
    '10290149000106',
    'Mineira Proteção Industrial',
    BH,
    'Rua dos Caetés, 600 - Centro',
    '+553132214011',
    [GLASSES, VEST],
  ],
  [
    '10298068000152',
    'Triângulo Segurança',
    UBERLANDIA,
    'Av. Rondon Pacheco, 3300 - Tibery',
    '+553432104012',
    [GLOVES, VEST],
  ],
  [
    '10305987000106',
    'Paraná EPI',
    CURITIBA,
    'Rua XV de Novembro, 1800 - Centro',
    '+554132224013',
    [GLOVES, GLASSES, COVERALL],
  ],
  [
    '10313906000110',
    'Araucária Distribuidora',
    CURITIBA,
    'Av. Comendador Franco, 4400 - Uberaba',
    '+554132224014',
    [WELDING, GLOVES],
  ],
  [
    '10321825000161',
    'Norte do Paraná Proteção',
    LONDRINA,
    'Av. Higienópolis, 900 - Centro',
    '+554333244015',
    [GLOVES, VEST],
  ],
  [
    '10329744000108',
    'Gaúcha Segurança do Trabalho',
    POA,
    'Av. Farrapos, 2500 - São Geraldo',
    '+555132214016',
    [GLOVES, GLASSES, COVERALL],
  ],
  [
    '10337663000150',
    'Guaíba EPIs',
    POA,
    'Rua Voluntários da Pátria, 1400 - Floresta',
    '+555132214017',
    [VEST, WELDING],
  ],
  [
    '10345582000100',
    'Serra Proteção Industrial',
    CAXIAS,
    'Rua Sinimbu, 1700 - Centro',
    '+555432214018',
    [GLOVES, WELDING],
  ],
  [
    '10353501000105',
    'Joinville EPI',
    JOINVILLE,
    'Rua Blumenau, 1000 - América',
    '+554734334019',
    [GLOVES, GLASSES],
  ],
  [
    '10361420000157',
    'Baiana Equipamentos de Segurança',
    SALVADOR,
    'Av. Tancredo Neves, 1500 - Caminho das Árvores',
    '+557132714020',
    [GLOVES, VEST, COVERALL],
  ],
  [
    '10369339000113',
    'Recife Proteção',
    RECIFE,
    'Av. Agamenon Magalhães, 2000 - Espinheiro',
    '+558132214021',
    [GLOVES, GLASSES],
  ],
  [
    '10377258000165',
    'Nordeste Safety',
    RECIFE,
    'Rua da Aurora, 800 - Boa Vista',
    '+558132214022',
    [WELDING, VEST],
  ],
  [
    '10385177000107',
    'Cerrado EPI',
    GOIANIA,
    'Av. T-63, 1200 - Setor Bueno',
    '+556232214023',
    [GLOVES, COVERALL],
  ],
  [
    '10393096000159',
    'Goiás Proteção Agrícola',
    GOIANIA,
    'Av. Anhanguera, 5500 - Centro',
    '+556232214024',
    [GLOVES, VEST, GLASSES],
  ],
  [
    '10401015000115',
    'Amazônia Segurança Industrial',
    MANAUS,
    'Av. Djalma Batista, 1700 - Chapada',
    '+559232214025',
    [GLOVES, GLASSES, WELDING],
  ],
]

const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')

export function demoDistributors(): NewDistributor[] {
  return DEMO.map(([cnpj, name, [state, city], address, phone, categories], index) => ({
    cnpj,
    name,
    state,
    city,
    address,
    phone,
    email: `vendas@${slug(name)}.example`,
    website: index % 3 === 2 ? null : `https://www.${slug(name)}.example`,
    categories,
  }))
}
