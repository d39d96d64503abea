import type {ReactNode} from 'react';

// Bidirectional controls reorder what follows them and zero-width characters hide text: both are shown
// as visible code points, so a log line reads as what it holds. Other control characters become U+FFFD.
const INVISIBLE = /[\u061c\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/** Log text made safe to show: never HTML (React renders it as text), no reordering, nothing hidden. */
export function visibleText(text: string): string {
  return text
    .replace(INVISIBLE, (char) => `⟨U+${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}⟩`)
    .replace(CONTROL, '\ufffd');
}

export default function LogText({text}: {text: string}): ReactNode {
  return <>{visibleText(text)}</>;
}
