/**
 * The lists of common and breached passwords both sides refuse (docs/http-contract.md, "Passwords
 * checked by the server"): zxcvbn-ts's common list (breached passwords, English words) and its
 * French one (common words, first and last names, Wikipedia's words). The server refuses their
 * SHA-256; the PWA's strength meter refuses the same texts before sending. Several megabytes of
 * words: loaded on demand only, never from a first screen (docs/first-screen.md).
 */
export const COMMON_PASSWORD_MESSAGE =
  'Ce mot de passe est trop courant : il figure dans les listes de mots de passe les plus utilisés ou divulgués. Choisissez-en un autre.';

/** The two packages' dictionaries, as zxcvbn-ts's options take them. */
export async function loadPasswordDictionaries() {
  const [common, french] = await Promise.all([
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-fr'),
  ]);
  return { common, french };
}

/** Every entry of every list, as written there (the refusal is of that exact text). */
export async function loadCommonPasswords(): Promise<string[]> {
  const { common, french } = await loadPasswordDictionaries();
  return [...Object.values(common.dictionary), ...Object.values(french.dictionary)].flat();
}
