/**
 * Loads the ALTCHA web component in the browser only (a `.client` module: the server bundle gets
 * an empty stub). The `external` build injects no inline `<style>` and spawns no `blob:` workers:
 * its stylesheet and its PBKDF2 worker are files Vite emits under `/assets`, so a strict
 * Content-Security-Policy (`'self'`) allows them. It imports nothing of the form's code,
 * so a page sent without React can load it alone (`captchaWidgetFiles`).
 */
import 'altcha/external'
import 'altcha/altcha.css'
import './altcha-widget.css'
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker'
import { ALTCHA_ALGORITHM } from './altcha-algorithm.ts'

globalThis.$altcha.algorithms.set(ALTCHA_ALGORITHM, () => new Pbkdf2Worker())
