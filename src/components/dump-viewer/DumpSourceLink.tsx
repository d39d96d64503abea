import {useEffect, useState, type ReactNode} from 'react';

import type {LoadedDump} from './types';

/**
 * "Open the raw dump": the raw JSON on the dump service, or, for a file or pasted text, the text
 * itself through a local blob: URL (nothing is uploaded).
 */
export default function DumpSourceLink({loaded, className}: {loaded: LoadedDump; className?: string}): ReactNode {
  const [blobUrl, setBlobUrl] = useState<string | undefined>(undefined);
  const local = loaded.source.kind !== 'service';

  useEffect(() => {
    if (!local) {
      setBlobUrl(undefined);
      return undefined;
    }
    const url = URL.createObjectURL(new Blob([loaded.text], {type: 'text/plain;charset=utf-8'}));
    setBlobUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [loaded.text, local]);

  const href = loaded.source.kind === 'service' ? loaded.source.rawUrl : blobUrl;
  if (!href) {
    return null;
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      Open the raw dump
    </a>
  );
}
