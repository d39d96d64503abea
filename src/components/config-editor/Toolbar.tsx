import {useId, type ReactNode, type RefObject} from 'react';

import {PLATFORMS, type PlatformId} from '@site/src/lib/config';

import {visuallyHiddenClass} from '../shared/VisuallyHidden';

import styles from './styles.module.css';

interface Props {
  platform: PlatformId;
  onPlatformChange: (platform: PlatformId) => void;
  onDefault: () => void;
  onUpload: () => void;
  onExport: () => void;
  canExport: boolean;
  fileInput: RefObject<HTMLInputElement | null>;
  onFileChosen: (file: File) => void;
}

export default function Toolbar({
  platform,
  onPlatformChange,
  onDefault,
  onUpload,
  onExport,
  canExport,
  fileInput,
  onFileChosen,
}: Props): ReactNode {
  const platformId = useId();
  return (
    <div className={styles.toolbar} role="toolbar" aria-label="Config file">
      <div className={styles.platform}>
        <label htmlFor={platformId}>Platform</label>
        <select
          id={platformId}
          className={styles.select}
          value={platform}
          onChange={(event) => onPlatformChange(event.target.value as PlatformId)}
        >
          {PLATFORMS.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.label}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.toolbarButtons}>
        <button type="button" className="button button--primary" onClick={onDefault}>
          Default
        </button>
        <button type="button" className="button button--secondary" onClick={onUpload}>
          Upload
        </button>
        <button type="button" className="button button--secondary" onClick={onExport} disabled={!canExport}>
          Export
        </button>
      </div>
      <input
        ref={fileInput}
        type="file"
        accept=".yml,.yaml,application/x-yaml,application/yaml,text/yaml"
        className={visuallyHiddenClass}
        tabIndex={-1}
        aria-hidden="true"
        data-testid="config-file-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) {
            onFileChosen(file);
          }
        }}
      />
    </div>
  );
}
