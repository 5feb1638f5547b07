import { chromium } from 'playwright-core'
const base = process.env.BASE ?? 'http://127.0.0.1:3999'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] })
const pages = (process.argv[2] ?? '/').split(',')
for (const width of [1280, 390]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } })
  for (const p of pages) {
    await page.goto(base + p, { waitUntil: 'networkidle' })
    await page.waitForTimeout(800)
    const info = await page.evaluate(() => {
      const doc = document.documentElement
      const wide: string[] = []
      for (const el of Array.from(document.querySelectorAll('body *'))) {
        const r = (el as HTMLElement).getBoundingClientRect()
        if (r.right > doc.clientWidth + 0.5 && r.width > 0) wide.push(`${el.tagName}.${(el as HTMLElement).className?.toString().slice(0, 60)} right=${r.right.toFixed(1)} w=${r.width.toFixed(1)}`)
      }
      return { scroll: doc.scrollWidth, client: doc.clientWidth, wide: wide.slice(0, 8) }
    })
    console.log(width, p, JSON.stringify(info))
    await page.screenshot({ path: `/tmp/shots/${width}${p.replace(/[/?=&\[\]]/g, '_')}.png`, fullPage: false })
  }
  await page.close()
}
await browser.close()
