/*
 * One rule for every storefront address (decision 041): the language a reader chose with the switcher (the
 * cookie) is the language they read. A full load of a storefront page at the other language's address moves,
 * before the page paints, to the same page (path, query, fragment) in the chosen language. A reader who never
 * chose, and every crawler (no cookie), reads the URL's language; the server never varies a page by cookie.
 */

/**
 * The reader's choice (the switcher writes it): every storefront page opened at the other language's address
 * moves to the chosen one (below). The server never reads it for a page (one page per URL, decision 032).
 */
export const LANGUAGE_COOKIE = 'escudo_language'

/**
 * Where English pages live (decision 032): `/en` before the Portuguese page's path (`/en/produtos/luva`); the
 * Portuguese pages keep their paths. The URL says a page's language.
 */
export const ENGLISH_PREFIX = '/en'

/** The areas with one address whose texts follow the choice in place (no English addresses): never moved. */
export const APP_AREAS = ['/admin', '/dashboard'] as const

const prefix = ENGLISH_PREFIX.slice(1)
const areas = APP_AREAS.map((area) => area.slice(1)).join('|')

/**
 * The script the web app puts first in every page's head (apps/web/build/language-choice.ts), inline so that
 * it runs before the first paint without a request; the server's Content-Security-Policy allows exactly this
 * text by its SHA-256 (apps/server/src/plugins/external/helmet.ts). This module imports nothing, so the web
 * build's configuration can load it as it is. It mirrors `languageOfPath` and
 * `pathInLanguage` (language-choice.test.ts runs it against them).
 */
export const LANGUAGE_CHOICE_SCRIPT =
  `(function(){try{` +
  `var m=/(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)/.exec(document.cookie);if(!m)return;` +
  `var want=decodeURIComponent(m[1]),l=window.location,p=l.pathname,` +
  `en=p==="/${prefix}"||p.indexOf("/${prefix}/")===0,path=en?p.slice(${ENGLISH_PREFIX.length})||"/":p;` +
  `if(/^\\/(${areas})(\\/|$)/.test(path))return;` +
  `var rest=l.search+l.hash;` +
  `if(want==="en"&&!en)l.replace((path==="/"?"/${prefix}":"/${prefix}"+path)+rest);` +
  `else if(want==="pt-BR"&&en)l.replace(path+rest)` +
  `}catch(e){}})()`
