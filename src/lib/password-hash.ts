/**
 * What the client sends instead of a password: its SHA-256 in lowercase hexadecimal, so the
 * password itself never leaves the device. For the calls that eager modules make (login, password reset): js-sha256 is then
 * loaded on submit, not with the first screen. The lazy form screens import js-sha256 directly.
 */
export async function hashPassword(password: string): Promise<string> {
  const { sha256 } = await import('js-sha256');
  return sha256(password);
}
