/**
 * Password hashing with argon2id (OWASP parameters: 19 MiB, 2 iterations, 1 lane).
 */
import { hash, verify } from '@node-rs/argon2'

const options = {
	algorithm: 2 /* Algorithm.Argon2id (a const enum) */,
	memoryCost: 19_456,
	timeCost: 2,
	parallelism: 1,
}

/** Returns an encoded argon2id hash (`$argon2id$v=19$…`) of `password`. */
export function hashPassword(password: string): Promise<string> {
	return hash(password, options)
}

/** True when `password` matches `passwordHash`; false for a wrong password or a malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
	try {
		return await verify(passwordHash, password)
	} catch {
		return false
	}
}
