/**
 * Loads the ALTCHA web component in the browser only (a `.client` module: the server bundle gets
 * an empty stub). The `external` build injects no inline `<style>` and spawns no `blob:` workers:
 * its stylesheet and its PBKDF2 worker are files Vite emits under `/assets`, so a strict
 * Content-Security-Policy (`'self'`) allows them. It imports nothing of the form's code,
 * so a page sent without React can load it alone (`captchaWidgetFiles`).
 *
 * The widget's own texts: English is built in; the French ones are registered here, and a French
 * page asks for them with `language: "fr"` in the widget's configuration (`CaptchaField`).
 */
import 'altcha/external'
import 'altcha/altcha.css'
import './altcha-widget.css'
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker'
import { ALTCHA_ALGORITHM } from './altcha-algorithm.ts'

globalThis.$altcha.i18n.set('fr', {
	ariaLinkLabel: 'Altcha (site officiel)',
	cancel: 'Annuler',
	enterCode: 'Saisissez le code',
	enterCodeAria: 'Saisissez le code que vous entendez. Appuyez sur Espace pour écouter le son.',
	enterCodeFromImage: "Pour continuer, saisissez le code de l'image ci-dessous.",
	error: 'La vérification a échoué. Réessayez plus tard.',
	expired: 'La vérification a expiré. Réessayez.',
	footer: 'Protégé par ALTCHA',
	getAudioChallenge: 'Obtenir un défi audio',
	label: 'Je ne suis pas un robot',
	loading: 'Chargement…',
	reload: 'Recharger',
	verify: 'Vérifier',
	verificationRequired: 'Vérification requise !',
	verified: 'Vérifié',
	verifying: 'Vérification en cours…',
	waitAlert: 'Vérification en cours… veuillez patienter.',
})
globalThis.$altcha.algorithms.set(ALTCHA_ALGORITHM, () => new Pbkdf2Worker())
