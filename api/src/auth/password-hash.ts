import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id with OWASP's minimum cost (19 MiB, 2 passes, 1 lane);
// its const enum cannot be imported under isolated modules, so the default is relied on and
// the unit test checks the `$argon2id$` prefix.

/** An argon2id PHC string for the password. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** A hash of a random text, verified when an e-mail is unknown so that timing reveals nothing. */
let decoyHash: Promise<string> | undefined;

/** Whether the password matches; `null` (no account, no password) still spends the same time. */
export async function isPasswordCorrect(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    decoyHash ??= hash(crypto.randomUUID());
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
