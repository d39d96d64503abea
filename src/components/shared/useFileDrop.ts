import {useState, type DragEvent} from 'react';

export interface FileDrop {
  /** True while files are dragged over the zone, for its highlight. */
  dragging: boolean;
  /** Ends the highlight, for a drop that is handled elsewhere (one kept from before the page was ready). */
  stopDragging: () => void;
  /** Spread onto the drop zone's element. */
  handlers: {
    onDragOver: (event: DragEvent<HTMLElement>) => void;
    onDragLeave: (event: DragEvent<HTMLElement>) => void;
    onDrop: (event: DragEvent<HTMLElement>) => void;
  };
}

/** A drop zone for one file (the dump viewer's and the log checker's): dragged text and links are ignored. */
export function useFileDrop(onFile: (file: File) => void): FileDrop {
  const [dragging, setDragging] = useState(false);
  return {
    dragging,
    stopDragging: () => setDragging(false),
    handlers: {
      onDragOver(event) {
        if (Array.from(event.dataTransfer.types).includes('Files')) {
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
          setDragging(true);
        }
      },
      onDragLeave(event) {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          setDragging(false);
        }
      },
      onDrop(event) {
        event.preventDefault();
        setDragging(false);
        const file = event.dataTransfer.files[0];
        if (file) {
          onFile(file);
        }
      },
    },
  };
}
