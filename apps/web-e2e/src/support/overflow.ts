import type { Page } from '@playwright/test';

/**
 * How far the page is wider than `width` (0 when it fits), and the outermost elements that stick out past the
 * viewport's inline end, so a failure says what to fix.
 */
export async function sidewaysOverflow(page: Page, width: number): Promise<{ excess: number; culprits: string[] }> {
  return page.evaluate((viewport) => {
    const excess = Math.max(0, document.documentElement.scrollWidth - viewport);
    if (excess === 0) return { excess, culprits: [] };
    const describe = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.classList.length ? `.${[...el.classList].join('.')}` : ''}`;
    const wide = [...document.body.querySelectorAll('*')].filter((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.right > viewport + 0.5 && getComputedStyle(el).position !== 'fixed';
    });
    const outermost = wide.filter((el) => !wide.some((other) => other !== el && other.contains(el)));
    return { excess, culprits: outermost.slice(0, 5).map((el) => `${describe(el)} (right edge ${Math.round(el.getBoundingClientRect().right)} px)`) };
  }, width);
}

/** A line for the failure list when the page is wider than `width`, else null. */
export async function overflowProblem(page: Page, width: number, what: string): Promise<string | null> {
  const { excess, culprits } = await sidewaysOverflow(page, width);
  return excess === 0 ? null : `${what} at ${width} px is ${excess} px too wide: ${culprits.join('; ')}`;
}
