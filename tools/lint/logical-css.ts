// Finds CSS declarations tied to the physical left/right, which stay put when a page is shown right to left
// (dir="rtl", for Arabic). Each has a logical equivalent that follows the reading direction.

export interface PhysicalDeclaration {
  line: number;
  declaration: string;
  use: string;
}

/** A comment on the line before a declaration that keeps it physical on purpose (say why after the marker). */
export const ALLOW_MARKER = 'logical-css: allow';

const SIDE_PROPERTY = /^(margin|padding|border|scroll-margin|scroll-padding)-(left|right)(-(width|style|color))?$/;
const CORNER_PROPERTY = /^border-(top|bottom)-(left|right)-radius$/;
const FOUR_SIDED = new Set(['margin', 'padding', 'inset', 'border-width', 'border-style', 'border-color', 'scroll-margin', 'scroll-padding']);

/** Splits a value on spaces outside parentheses: `0 calc(1px + 2px) 3px` -> three parts. */
function valueParts(value: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of value.trim()) {
    if (char === '(') depth++;
    if (char === ')') depth--;
    if (/\s/.test(char) && depth === 0) {
      if (current) parts.push(current);
      current = '';
    } else current += char;
  }
  if (current) parts.push(current);
  return parts;
}

function logicalFor(property: string, value: string): string | null {
  const side = SIDE_PROPERTY.exec(property);
  if (side) return `${side[1]}-inline-${side[2] === 'left' ? 'start' : 'end'}${side[3] ?? ''}`;
  const corner = CORNER_PROPERTY.exec(property);
  if (corner) return `border-${corner[1] === 'top' ? 'start' : 'end'}-${corner[2] === 'left' ? 'start' : 'end'}-radius`;
  if (property === 'left' || property === 'right') return `inset-inline-${property === 'left' ? 'start' : 'end'}`;
  const keyword = value.trim().toLowerCase();
  if ((property === 'text-align' || property === 'float' || property === 'clear') && (keyword === 'left' || keyword === 'right')) {
    return `${property}: ${property === 'text-align' ? (keyword === 'left' ? 'start' : 'end') : keyword === 'left' ? 'inline-start' : 'inline-end'}`;
  }
  const parts = valueParts(value);
  if (FOUR_SIDED.has(property) && parts.length === 4 && parts[1] !== parts[3]) return `${property}-block and ${property}-inline (its left and right differ)`;
  if (property === 'border-radius' && !value.includes('/') && new Set(parts).size > 1)
    return 'border-radius plus border-start-start-radius and the other logical corners';
  return null;
}

export function physicalDeclarations(css: string): PhysicalDeclaration[] {
  const found: PhysicalDeclaration[] = [];
  const lines = css.split('\n');
  let previous = '';
  lines.forEach((raw, index) => {
    const allowed = previous.includes(ALLOW_MARKER);
    if (raw.trim()) previous = raw;
    if (allowed) return;
    const code = raw.replace(/\/\*.*?\*\//g, '');
    // Declarations are `property: value` between `{` or `;` and `;` or `}`; selectors such as `a:hover` never
    // follow one of those, so they are not mistaken for declarations.
    for (const match of code.matchAll(/(?:^|[{;])\s*([a-z-]+)\s*:\s*([^;{}]+)/g)) {
      const [, property, value] = match as unknown as [string, string, string];
      const use = logicalFor(property, value.replace(/!important/, ''));
      if (use) found.push({ line: index + 1, declaration: `${property}: ${value.trim()}`, use });
    }
  });
  return found;
}
