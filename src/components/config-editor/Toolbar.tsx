import {useId, type ReactNode} from 'react';

import {PLATFORMS, type PlatformId} from '../../lib/config';

import {earlyAction} from '../early-actions/useEarlyActions';
import FileButton from '../shared/FileButton';
import styles from './styles.module.css';

interface Props {
  platform: PlatformId;
  onPlatformChange: (platform: PlatformId) => void;
  onDefault: () => void;
  onExport: () => void;
  canExport: boolean;
  onFileChosen: (file: File) => void;
}

/** The file actions. Platform, Default and Upload work from the first paint (ConfigEditor replays them). */
export default function Toolbar({
  platform,
  onPlatformChange,
  onDefault,
  onExport,
  canExport,
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
          {...earlyAction('platform')}
        >
          {PLATFORMS.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.label}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.toolbarButtons}>
        <button type="button" className="button button--primary" onClick={onDefault} {...earlyAction('default')}>
          Default
        </button>
        <FileButton
          className="button button--secondary"
          accept=".yml,.yaml,application/x-yaml,application/yaml,text/yaml"
          data-testid="config-file-input"
          onFile={onFileChosen}
          {...earlyAction('upload')}
        >
          Upload
        </FileButton>
        <button type="button" className="button button--secondary" onClick={onExport} disabled={!canExport}>
          Export
        </button>
      </div>
    </div>
  );
}
