// Sideways scrolling: how wide the page is against the viewport, and which elements make it so.
import type { Page } from '@playwright/test';

export interface PageWidth {
  /** The viewport's width, without a vertical scrollbar. */
  viewport: number;
  /** document.documentElement.scrollWidth: more than the viewport means the page scrolls sideways. */
  scrollWidth: number;
  /**
   * The outermost elements whose right edge passes the viewport (their parent's does not), each as
   * `tag#id.class "text" right=N`, widest first; an element inside a region that scrolls or clips on its
   * own is left out, since it does not widen the page.
   */
  culprits: string[];
  /**
   * Regions that scroll sideways on their own without being a labelled, focusable region (role="region",
   * a name, tabindex="0"), which keyboard users cannot scroll and screen readers do not announce.
   */
  unlabelledScrollers: string[];
  /**
   * Table captions shown wider than the region that scrolls the table sideways: as wide as the table, the
   * sentence runs on past the region's edge and is read only by scrolling.
   */
  cutCaptions: string[];
}

export async function pageWidth(page: Page): Promise<PageWidth> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    const passes = (element: Element) => element.getBoundingClientRect().right > viewport + 0.5;
    // Whether a region that scrolls or clips on its own holds the element: an ancestor on its containing
    // block's chain (an absolutely positioned element escapes the static ancestors between it and the
    // nearest positioned one, as the visually hidden words of a link do) whose overflow is not visible.
    const clippedByAncestor = (element: Element) => {
      for (let current = element; ;) {
        const position = getComputedStyle(current).position;
        if (position === 'fixed') return false;
        let parent = current.parentElement;
        if (position === 'absolute')
          while (parent && parent !== document.body && getComputedStyle(parent).position === 'static')
            parent = parent.parentElement;
        if (!parent || parent === document.body) return false;
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
        current = parent;
      }
    };
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const classes = [...element.classList].map((name) => `.${name}`).join('');
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
      const right = Math.round(element.getBoundingClientRect().right);
      return { right, text: `${element.tagName.toLowerCase()}${id}${classes} "${text}" right=${right}` };
    };
    const culprits =
      scrollWidth <= viewport
        ? []
        : [...document.body.querySelectorAll('*')]
            .filter(
              (element) =>
                passes(element) &&
                !(element.parentElement && passes(element.parentElement)) &&
                !clippedByAncestor(element),
            )
            .map(describe)
            .sort((a, b) => b.right - a.right)
            .map((culprit) => culprit.text);
    const unlabelledScrollers = [...document.body.querySelectorAll('*')]
      .filter(
        (element) =>
          element.scrollWidth > element.clientWidth + 1 &&
          ['auto', 'scroll'].includes(getComputedStyle(element).overflowX) &&
          !(
            element.getAttribute('role') === 'region' &&
            (element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby')) &&
            element.getAttribute('tabindex') === '0'
          ),
      )
      .map((element) => describe(element).text);
    const scroller = (element: Element) => {
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      )
        if (['auto', 'scroll', 'hidden'].includes(getComputedStyle(parent).overflowX)) return parent;
      return null;
    };
    const cutCaptions = [...document.body.querySelectorAll('caption')]
      .filter((caption) => {
        const shown = caption.getBoundingClientRect();
        const region = scroller(caption);
        // A visually hidden caption is a pixel wide and clipped: not shown.
        return shown.width > 1 && region !== null && shown.width > region.clientWidth + 1;
      })
      .map((caption) => describe(caption).text);
    return { viewport, scrollWidth, culprits, unlabelledScrollers, cutCaptions };
  });
}
