import type {ReactNode} from 'react';
import clsx from 'clsx';

import {earlyZone, useEarlyActions, type EarlyAction, type EarlyHandlers} from '../early-actions/useEarlyActions';
import {useFileDrop} from './useFileDrop';
import styles from './FileDropZone.module.css';

interface Props {
  /** The early-actions zone this element is. */
  zone: string;
  onFile: (file: File) => void;
  /** The zone's early actions other than opening a file. */
  earlyHandlers: EarlyHandlers;
  className?: string;
  testId: string;
  children: ReactNode;
}

/**
 * A zone that takes one dropped file (the dump viewer's and the log checker's inputs), highlighted
 * while a file is dragged over it. A file dropped, or chosen in a file input marked `earlyAction('file')`,
 * before the page was ready is opened then.
 */
export default function FileDropZone({zone, onFile, earlyHandlers, className, testId, children}: Props): ReactNode {
  const drop = useFileDrop(onFile);
  const openFirst = ({files}: EarlyAction) => {
    drop.stopDragging();
    if (files?.[0]) {
      onFile(files[0]);
    }
  };
  useEarlyActions(zone, {...earlyHandlers, file: openFirst, drop: openFirst});

  return (
    <div
      className={clsx(styles.zone, drop.dragging && styles.dragging, className)}
      {...drop.handlers}
      data-testid={testId}
      {...earlyZone(zone, 'zone')}
    >
      {children}
    </div>
  );
}
