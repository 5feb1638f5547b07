/**
 * Draws the dashboard template's sample images (avatars, products, blog and profile photos, knowledge-base
 * illustrations) as SVG and rasterises them with the Chromium the end-to-end tests use, so the repository
 * carries no third-party pictures. Run once after changing the drawings:
 *   npx tsx apps/web/build/generate-demo-assets.ts
 * The list of files comes from the sample data itself (every `/demo-assets/...` it names).
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { createDemoApi } from '@escudo/demo-api'
import { chromium } from 'playwright-core'

const OUT = path.resolve(import.meta.dirname, '../public')
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'

const PALETTE = [
  '#1b3a5c',
  '#2a64a3',
  '#0f766e',
  '#b45309',
  '#7c3aed',
  '#be123c',
  '#4d7c0f',
  '#0369a1',
  '#a16207',
]
const SKIN = ['#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#ffdbac', '#d1a17a']
const HAIR = ['#2b1b0e', '#4a2f1b', '#8b5a2b', '#111111', '#c28e4a', '#6b4423']
const pick = <T>(list: T[], n: number): T => list[n % list.length] as T

async function assetPaths(): Promise<string[]> {
  const api = createDemoApi()
  const gets = [
    '/apps/todo/tasks',
    '/apps/todo/tasks?filter=deleted',
    '/api/users/list/all-data',
    '/apps/invoice/invoices?perPage=100',
    '/apps/ecommerce/products?perPage=100',
    '/profile/data',
    '/account-setting/data',
    '/blog/list/data',
    '/blog/list/data/sidebar',
    '/blog/list/data/detail',
    '/blog/list/data/edit',
    '/faq/data/knowledge_base',
    '/faq/data/category',
    '/faq/data/question',
  ]
  const found = new Set<string>()
  for (const url of gets) {
    const answer = await api.handle({ method: 'GET', url })
    for (const match of JSON.stringify(answer?.data ?? '').matchAll(/\/demo-assets\/[\w./-]+/g))
      found.add(match[0])
  }
  const login = await api.handle({
    method: 'POST',
    url: '/jwt/login',
    data: { email: 'client@demo.com', password: 'client' },
  })
  for (const match of JSON.stringify(login?.data ?? '').matchAll(/\/demo-assets\/[\w./-]+/g))
    found.add(match[0])
  // Every avatar number, so a new record using one never points at a missing file.
  for (let n = 1; n <= 20; n++) found.add(`/demo-assets/avatars/${n}.png`)
  return [...found].sort()
}

function avatar(n: number): string {
  const bg = pick(PALETTE, n * 3)
  const skin = pick(SKIN, n)
  const hair = pick(HAIR, n * 5)
  const shirt = pick(PALETTE, n * 7 + 2)
  const long = n % 3 === 0
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">
  <rect width="160" height="160" fill="#f4f6fa"/><rect width="160" height="160" fill="${bg}" fill-opacity=".35"/>
  ${long ? `<path d="M46 70q0-44 34-44t34 44v50H46z" fill="${hair}"/>` : ''}
  <path d="M28 160q0-44 52-44t52 44z" fill="${shirt}"/>
  <rect x="70" y="96" width="20" height="24" rx="8" fill="${skin}"/>
  <ellipse cx="80" cy="72" rx="28" ry="32" fill="${skin}"/>
  <path d="M52 66q2-34 28-34t28 34q-8-16-28-18t-28 18z" fill="${hair}"/>
  <circle cx="70" cy="74" r="3" fill="#2b2b2b"/><circle cx="90" cy="74" r="3" fill="#2b2b2b"/>
  <path d="M71 88q9 7 18 0" stroke="#7a3e2b" stroke-width="3" fill="none" stroke-linecap="round"/>
</svg>`
}

function productArt(name: string, n: number): string {
  const c = pick(PALETTE, n * 2 + 1)
  const lower = name.toLowerCase()
  const accent = '#f5b400'
  let art: string
  if (/glasses|goggles/.test(lower)) {
    art = `<path d="M60 190h280" stroke="#333" stroke-width="10"/><ellipse cx="140" cy="200" rx="70" ry="50" fill="${c}" fill-opacity=".35" stroke="#333" stroke-width="10"/><ellipse cx="260" cy="200" rx="70" ry="50" fill="${c}" fill-opacity=".35" stroke="#333" stroke-width="10"/><path d="M70 180l-40-20M330 180l40-20" stroke="#333" stroke-width="10" stroke-linecap="round"/>`
  } else if (/mask|shield/.test(lower)) {
    art = `<path d="M110 90q90-40 180 0v150q-90 90-180 0z" fill="${c}"/><rect x="140" y="140" width="120" height="50" rx="12" fill="#1d2b3a"/><rect x="150" y="150" width="40" height="8" rx="4" fill="#6fb3ff" opacity=".6"/>`
  } else if (/coverall|coat|apron/.test(lower)) {
    art = `<path d="M150 70h100l60 60-30 30-20-20v190h-60l-10-110-10 110h-60v-190l-20 20-30-30z" fill="${c}"/><path d="M130 260h140M130 290h140" stroke="${accent}" stroke-width="12"/><path d="M200 70v120" stroke="#fff" stroke-opacity=".5" stroke-width="6"/>`
  } else if (/vest/.test(lower)) {
    art = `<path d="M140 80h40l20 40 20-40h40l40 60v210h-120v-90h-0v90h-120v-210z" fill="#d9f000"/><path d="M100 230h200M100 270h200" stroke="#c0c7cf" stroke-width="14"/>`
  } else if (/belt/.test(lower)) {
    art = `<rect x="60" y="170" width="280" height="70" rx="20" fill="${c}"/><rect x="170" y="160" width="60" height="90" rx="8" fill="none" stroke="#bbb" stroke-width="10"/><path d="M120 110v60M280 110v60" stroke="${c}" stroke-width="16"/>`
  } else if (/harness|lanyard|arrester|anchor|tripod|strap/.test(lower)) {
    art = `<path d="M120 80q80 120 0 240M280 80q-80 120 0 240M120 200h160" stroke="${accent}" stroke-width="16" fill="none" stroke-linecap="round"/><path d="M180 300a24 34 0 1 0 40 0v-40h-40z" fill="none" stroke="#888" stroke-width="10"/>`
  } else if (/sleeve/.test(lower)) {
    art = `<path d="M110 110l70-30 130 210-70 40z" fill="${c}"/><path d="M110 110l70-30" stroke="${accent}" stroke-width="14"/>`
  } else {
    // Gloves: the catalogue's most common product.
    art = `<path d="M130 330v-130q-40-30-50-70 20-10 40 10l20 30v-110q0-16 15-16t15 16v90-110q0-16 16-16t16 16v110-100q0-16 16-16t16 16v100-80q0-16 15-16t15 16v170q0 60-40 90z" fill="${c}"/><rect x="128" y="320" width="144" height="40" rx="10" fill="${accent}"/>`
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <rect width="400" height="400" fill="#eef2f7"/><ellipse cx="200" cy="370" rx="130" ry="14" fill="#000" opacity=".08"/>${art}
</svg>`
}

function scene(n: number, width = 800, height = 450): string {
  const sky = pick(PALETTE, n)
  const ground = pick(PALETTE, n + 4)
  const buildings = Array.from({ length: 9 }, (_, i) => {
    const w = 60 + ((i * 37 + n * 13) % 50)
    const h = 90 + ((i * 53 + n * 29) % 140)
    const x = (i * width) / 8 - 20
    return `<rect x="${x}" y="${height - 90 - h}" width="${w}" height="${h}" fill="#0e1c2b" opacity="${0.55 + (i % 3) * 0.12}"/>`
  }).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#f5b400" stop-opacity=".55"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#s)"/><circle cx="${width * 0.78}" cy="${height * 0.3}" r="${height * 0.12}" fill="#fff3c4" opacity=".8"/>
  ${buildings}<rect x="${width * 0.62}" y="${height * 0.18}" width="24" height="${height * 0.6}" fill="#0e1c2b" opacity=".8"/>
  <rect y="${height - 90}" width="${width}" height="90" fill="${ground}"/><path d="M0 ${height - 60}h${width}" stroke="#f5b400" stroke-width="6" stroke-dasharray="40 30"/>
</svg>`
}

function knowledgeBase(category: string, n: number): string {
  const c = pick(PALETTE, n + 1)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="160" viewBox="0 0 240 160">
  <rect width="240" height="160" rx="16" fill="${c}" fill-opacity=".1"/>
  <path d="M120 24l44 16v30c0 30-20 52-44 62-24-10-44-32-44-62V40z" fill="${c}"/>
  <path d="M120 38l32 12v22c0 22-14 38-32 46-18-8-32-24-32-46V50z" fill="#f5b400"/>
  <text x="120" y="92" font-family="sans-serif" font-size="30" font-weight="700" text-anchor="middle" fill="${c}">${category.slice(0, 1).toUpperCase()}</text>
</svg>`
}

function drawing(asset: string): { svg: string; width: number; height: number } {
  const number = Number(/(\d+)\.\w+$/.exec(asset)?.[1] ?? 0)
  if (asset.includes('/avatars/')) return { svg: avatar(number), width: 160, height: 160 }
  if (asset.includes('/products/'))
    return { svg: productArt(productNames[number - 1] ?? '', number), width: 400, height: 400 }
  if (asset.includes('/banners/')) return { svg: scene(7, 1200, 300), width: 1200, height: 300 }
  return { svg: scene(number + (asset.includes('/profile/') ? 10 : 0)), width: 800, height: 450 }
}

let productNames: string[] = []

async function main() {
  const api = createDemoApi()
  const products = (await api.handle({ method: 'GET', url: '/apps/ecommerce/products?perPage=100' }))
    ?.data as {
    products: { id: number; name: string }[]
  }
  productNames = products.products.sort((a, b) => a.id - b.id).map((product) => product.name)
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--headless', '--no-sandbox'] })
  const page = await browser.newPage()
  for (const asset of await assetPaths()) {
    const file = path.join(OUT, asset)
    await mkdir(path.dirname(file), { recursive: true })
    if (asset.endsWith('.svg')) {
      const category = path.basename(asset, '.svg')
      await writeFile(file, knowledgeBase(category, category.length))
      continue
    }
    const { svg, width, height } = drawing(asset)
    await page.setViewportSize({ width, height })
    await page.setContent(`<body style="margin:0">${svg}</body>`)
    const type = asset.endsWith('.png') ? 'png' : 'jpeg'
    await page.screenshot({ path: file, type, ...(type === 'jpeg' ? { quality: 72 } : {}) })
  }
  await browser.close()
}

await main()
