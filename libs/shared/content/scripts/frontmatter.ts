// Front matter of the article sources: parsing and the rules every article must meet. No dependencies, so the
// unit spec can import it directly.
import type { ArticleMeta } from '../src/types';

export const REQUIRED_FIELDS = ['title', 'description', 'summary', 'category', 'published', 'updated'] as const;
export const MAX_DESCRIPTION = 160;
/** A translation's front matter adds the sha256 of the English source it was made from (the stale check compares it). */
export const TRANSLATION_FIELD = 'sourceHash';

export interface SourceFile {
  fields: Record<string, string>;
  body: string;
}

/** Splits `---` front matter (one `key: value` per line, values optionally quoted) from the Markdown body. */
export function parseFrontmatter(source: string, file: string): SourceFile {
  const match = source.replace(/^\uFEFF/, '').match(/^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/);
  if (!match) throw new Error(`${file}: missing front matter (a block between --- lines at the top)`);
  const fields: Record<string, string> = {};
  for (const [index, line] of match[1]!.split(/\r?\n/).entries()) {
    if (!line.trim()) continue;
    const pair = line.match(/^([a-zA-Z]+):\s*(.*)$/);
    if (!pair) throw new Error(`${file}: front matter line ${index + 2} is not "key: value"`);
    fields[pair[1]!] = unquote(pair[2]!.trim(), file);
  }
  return { fields, body: match[2]! };
}

function unquote(value: string, file: string): string {
  if (value.startsWith('"')) {
    try {
      return JSON.parse(value) as string;
    } catch {
      throw new Error(`${file}: badly quoted front matter value ${value}`);
    }
  }
  if (value.startsWith("'") && value.endsWith("'") && value.length > 1) return value.slice(1, -1).replace(/''/g, "'");
  return value;
}

const isIsoDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** Every problem with one article's front matter and body, as readable sentences; empty when it is fine. */
export function articleProblems(slug: string, { fields, body }: SourceFile): string[] {
  const problems: string[] = [];
  for (const key of REQUIRED_FIELDS) if (!fields[key]?.trim()) problems.push(`${slug}: missing "${key}"`);
  for (const key of Object.keys(fields))
    if (!(REQUIRED_FIELDS as readonly string[]).includes(key) && key !== TRANSLATION_FIELD) problems.push(`${slug}: unknown field "${key}"`);
  const { description = '', published = '', updated = '' } = fields;
  if (description.length > MAX_DESCRIPTION) problems.push(`${slug}: description is ${description.length} characters, at most ${MAX_DESCRIPTION}`);
  for (const [key, value] of [
    ['published', published],
    ['updated', updated],
  ] as const) {
    if (value && !isIsoDate(value)) problems.push(`${slug}: "${key}" must be a date like 2026-01-31`);
  }
  if (isIsoDate(published) && isIsoDate(updated) && updated < published) problems.push(`${slug}: "updated" is before "published"`);
  const levels = [...body.matchAll(/^(#{1,6})\s/gm)].map((m) => m[1]!.length);
  if (levels.includes(1)) problems.push(`${slug}: the page shows the title as its only H1; start headings at ##`);
  if (!levels.includes(2)) problems.push(`${slug}: needs ## section headings`);
  levels.forEach((level, i) => {
    const previous = i === 0 ? 1 : levels[i - 1]!;
    if (level > previous + 1) problems.push(`${slug}: heading level ${level} follows level ${previous} (skips a level)`);
  });
  return problems;
}

export function toArticleMeta(slug: string, fields: Record<string, string>): ArticleMeta {
  return {
    slug,
    title: fields['title']!,
    description: fields['description']!,
    summary: fields['summary']!,
    category: fields['category']!,
    published: fields['published']!,
    updated: fields['updated']!,
  };
}
