/**
 * A table in a page: Markdown tables (through src/theme/MDXComponents) and the ones components draw from data.
 * src/css/custom.css lets a table scroll sideways when even its narrowest layout is wider than the column (many
 * columns beside the sidebar and the table of contents, or any wide table on a phone). A keyboard user scrolls it
 * with the arrow keys once it has focus, so a table that scrolls joins the tab order (WCAG 2.1.1, axe
 * `scrollable-region-focusable`); a table that fits stays out of it, so tabbing does not stop at every table.
 */
import React, {useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';

/** Whether the element is narrower than its content, kept current as the element is resized. */
function useScrollsSideways(ref: React.RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = (): void => setScrolls(element.scrollWidth > element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}

export default function Table(props: ComponentProps<'table'>): ReactNode {
  const ref = useRef<HTMLTableElement>(null);
  const scrolls = useScrollsSideways(ref);
  // A scrolling region is the exception to this rule: without focus, a keyboard cannot scroll it.
  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
  return <table {...props} ref={ref} tabIndex={scrolls ? 0 : undefined} />;
}
