import type {ComponentPropsWithoutRef, ReactNode} from 'react';

import styles from './VisuallyHidden.module.css';

/** The one class that hides content on screen but keeps it for assistive technology. */
export const visuallyHiddenClass = styles.visuallyHidden;

/** Text that screen readers announce and sighted readers do not see (a live region, a fuller link name). */
export default function VisuallyHidden(props: ComponentPropsWithoutRef<'span'>): ReactNode {
  return <span {...props} className={visuallyHiddenClass} />;
}
