// Finds interface text written as literal English in JSX: text between tags, text-bearing attributes (aria-label,
// alt, title, label...) and strings a JSX child expression picks between. Such text belongs in the message
// catalogue (libs/shared/i18n/messages/en.json) so a second language is translation work only. Symbols, digits
// and punctuation (' · ', '|', '©') carry no words and are allowed.
import ts from 'typescript';

export interface LiteralText {
  line: number;
  where: string;
  text: string;
}

/** Attributes whose value a person reads or hears; ids, paths and class names are not interface text. */
export const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'alt',
  'title',
  'placeholder',
  'label',
  'busyLabel',
  'submitLabel',
  'heading',
  'description',
  'lead',
  'intro',
  'eyebrow',
  'caption',
  'message',
]);

const WORD = /\p{L}{2}/u;

function literalWords(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return WORD.test(node.text) ? node.text : null;
  if (ts.isTemplateExpression(node)) {
    const fixed = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('…');
    return WORD.test(fixed) ? fixed : null;
  }
  return null;
}

/** The strings an expression can evaluate to directly: `a ? 'x' : 'y'`, `a || 'x'`, `('x')`; not call arguments. */
function choices(node: ts.Expression): ts.Expression[] {
  if (ts.isParenthesizedExpression(node)) return choices(node.expression);
  if (ts.isConditionalExpression(node)) return [...choices(node.whenTrue), ...choices(node.whenFalse)];
  if (ts.isBinaryExpression(node) && ['||', '??', '&&'].includes(node.operatorToken.getText())) return [...choices(node.left), ...choices(node.right)];
  return [node];
}

export function literalTextIn(source: string, fileName = 'file.tsx'): LiteralText[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: LiteralText[] = [];
  const report = (node: ts.Node, where: string, text: string) =>
    found.push({ line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1, where, text: text.replace(/\s+/g, ' ').trim() });
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && WORD.test(node.text)) report(node, 'text', node.text);
    if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText()) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      for (const choice of value ? choices(value) : []) {
        const words = literalWords(choice);
        if (words) report(choice, node.name.getText(), words);
      }
    }
    if (ts.isJsxExpression(node) && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)) && node.expression) {
      for (const choice of choices(node.expression)) {
        const words = literalWords(choice);
        if (words) report(choice, 'text', words);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
