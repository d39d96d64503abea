import {Children, isValidElement, useEffect, useRef, type ReactNode} from 'react';
import Tabs from '@theme-original/Tabs';
import type TabsType from '@theme/Tabs';
import type {WrapperProps} from '@docusaurus/types';

import styles from './styles.module.css';

type Props = WrapperProps<typeof TabsType>;

/** The values of the group's tabs, from `values` or from the `<TabItem value>` children. */
function tabValues(props: Props): string[] {
  if (props.values) {
    return props.values.map((tab) => tab.value);
  }
  return Children.toArray(props.children).flatMap((child) => {
    const value = isValidElement(child) ? (child.props as {value?: unknown}).value : undefined;
    return typeof value === 'string' ? [value] : [];
  });
}

/**
 * Wraps the tabs (the API reference theme's copy of the theme's, which replaces it site-wide) so that a
 * chosen tab can be shared as a link. Every group with a `groupId` keeps its choice in the address
 * (`?platform=velocity`, `?os=linux`), which the theme then reads when the page opens (its `queryString`
 * option, on for all of them here instead of on each page). Opening such a link without a `#heading`
 * also scrolls to the first group on the page that has that tab, so a helper's link shows the reader the
 * steps meant for them.
 */
export default function TabsWrapper(props: Props): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const queryString = props.queryString ?? (props.groupId ? true : undefined);
  const key = typeof queryString === 'string' ? queryString : queryString ? props.groupId : undefined;
  const values = tabValues(props).join(' ');

  useEffect(() => {
    const value = key ? new URLSearchParams(window.location.search).get(key) : null;
    if (!key || !value || window.location.hash || !values.split(' ').includes(value)) {
      return undefined;
    }
    const first = document.querySelector(
      `[data-tab-link="${CSS.escape(key)}"][data-tab-values~="${CSS.escape(value)}"]`,
    );
    if (first !== ref.current) {
      return undefined;
    }
    // After the router's own scrolling on a client-side navigation.
    const frame = requestAnimationFrame(() => ref.current?.scrollIntoView({block: 'start'}));
    return () => cancelAnimationFrame(frame);
  }, [key, values]);

  return (
    <div ref={ref} className={styles.linkable} data-tab-link={key} data-tab-values={values}>
      <Tabs {...props} queryString={queryString} />
    </div>
  );
}
