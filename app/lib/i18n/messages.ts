/**
 * The message catalogs (ADR 0059): `m.<key>(inputs?)` gives a message in the current language
 * (`locale.ts`). Keys are `<area>_<name>`, an area being a file pair `messages/<area>/en.json` and
 * `fr.json`; each message is its own module, so a page's bundle carries only the messages it calls.
 * A message for someone else's language (a registrant's mail): `m.key(inputs, { locale })`.
 */
import './locale.ts'

export { m } from '#app/paraglide/messages.js'
