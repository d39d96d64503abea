import {useEffect, useState} from 'react';

const hasFiles = (event: DragEvent): boolean => Array.from(event.dataTransfer?.types ?? []).includes('Files');

/**
 * Opens a file dropped anywhere on the page, once `enabled` (until then the early-actions script keeps
 * drops, and an overlay shown now would never learn of the drop). Returns whether files are being
 * dragged over the page, for the overlay. Nested elements fire enter and leave in pairs, so a depth
 * count tells when the drag left.
 */
export function useFileDrop(onFile: (file: File) => void, enabled: boolean): boolean {
  const [dragging, setDragging] = useState(false);
  useEffect(() => {
    if (!enabled) {
      return undefined;
    }
    let depth = 0;
    const enter = (event: DragEvent) => {
      if (hasFiles(event)) {
        depth += 1;
        setDragging(true);
      }
    };
    const leave = (event: DragEvent) => {
      if (hasFiles(event)) {
        depth = Math.max(0, depth - 1);
        setDragging(depth > 0);
      }
    };
    const over = (event: DragEvent) => {
      if (hasFiles(event)) {
        event.preventDefault();
      }
    };
    const drop = (event: DragEvent) => {
      if (!hasFiles(event)) {
        return;
      }
      event.preventDefault();
      depth = 0;
      setDragging(false);
      const file = event.dataTransfer?.files[0];
      if (file) {
        onFile(file);
      }
    };
    window.addEventListener('dragenter', enter);
    window.addEventListener('dragleave', leave);
    window.addEventListener('dragover', over);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragenter', enter);
      window.removeEventListener('dragleave', leave);
      window.removeEventListener('dragover', over);
      window.removeEventListener('drop', drop);
    };
  }, [onFile, enabled]);
  return dragging;
}
