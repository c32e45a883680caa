/**
 * The proof-of-work algorithm of our ALTCHA challenges: the server signs challenges with it and the
 * browser registers a worker for it. Kept apart from `captcha.ts`, which the form code imports, so
 * that the widget's bundle imports nothing of the form's and a page sent without React can load it
 * alone.
 */
export const ALTCHA_ALGORITHM = 'PBKDF2/SHA-256'
