import type { Plugin } from 'vite'
import { LANGUAGE_CHOICE_SCRIPT } from '../../../packages/contracts/src/language-choice.ts'

/**
 * Puts the script that honours the reader's chosen language (decision 041) first in index.html's head, inline:
 * it runs before the first paint of every page, rendered by the server or not, without a request of its own.
 * The server allows exactly this text in its Content-Security-Policy (by its hash).
 */
export function languageChoice(): Plugin {
  return {
    name: 'escudo:language-choice',
    transformIndexHtml: () => [{ tag: 'script', children: LANGUAGE_CHOICE_SCRIPT, injectTo: 'head-prepend' }],
  }
}
