/**
 * Refuses a new password found in the lists of common and breached passwords
 * (src/contract/common-passwords.ts). The client sends only the password's SHA-256, so each list
 * entry is hashed the same way: once, on the first check, then kept as a set (about 137,000
 * digests, some 15 MB) for the life of the process.
 */
import {
  COMMON_PASSWORD_MESSAGE,
  loadCommonPasswords,
} from '../../src/contract/common-passwords.js';
import { sha256Hex } from '../db/passwords.js';
import { invalidInput } from '../http-error.js';

let digests: Promise<Set<string>> | undefined;

function commonDigests(): Promise<Set<string>> {
  digests ??= loadCommonPasswords().then((words) => new Set(words.map(sha256Hex)));
  return digests;
}

/** Whether this SHA-256 hex is that of a listed password. */
export async function isCommonPassword(passwordSha256: string): Promise<boolean> {
  return (await commonDigests()).has(passwordSha256.trim().toLowerCase());
}

/** 400 on `field` when the new password is a listed one. */
export async function assertUncommonPassword(
  passwordSha256: string,
  field = 'password',
): Promise<void> {
  if (await isCommonPassword(passwordSha256)) {
    throw invalidInput({ [field]: COMMON_PASSWORD_MESSAGE });
  }
}
