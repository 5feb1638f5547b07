import { chromium } from 'playwright-core'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'] })
const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
await page.goto('http://127.0.0.1:3999/produtos', { waitUntil: 'networkidle' })
await page.getByText('Menu', { exact: true }).click()
await page.waitForTimeout(300)
await page.screenshot({ path: '/tmp/shots/phone-menu.png' })
await browser.close()
