const MAX_NAME_LENGTH = 120;

/**
 * The original file name as safe display text: no path, no control or bidi-override characters, no quotes or
 * backslashes (it ends up in Content-Disposition), at most 120 characters keeping the extension.
 */
export function displayName(original: string | undefined): string {
  const base = (original ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/\p{Cc}|\p{Cf}|["\\]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!cleaned) return 'document';
  const chars = [...cleaned];
  if (chars.length <= MAX_NAME_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return chars.slice(0, MAX_NAME_LENGTH - [...ext].length).join('') + ext;
}
