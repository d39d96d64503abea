import type {ReactNode} from 'react';

import {earlyZone} from '../early-actions/useEarlyActions';
import ConfirmDialog from './ConfirmDialog';
import EmptyState from './EmptyState';
import {NoticeBar} from './Notices';
import OpenConfig from './OpenConfig';
import styles from './styles.module.css';
import Toolbar from './Toolbar';
import {useConfigEditor} from './useConfigEditor';
import {useDiscardGuard} from './useDiscardGuard';
import {useEditorNavigation} from './useEditorNavigation';
import {EDITOR_ZONE, useFileActions} from './useFileActions';
import {useFileDrop} from './useFileDrop';

/** The config editor: the toolbar and messages on top, then the open config. */
export default function ConfigEditor(): ReactNode {
  const editor = useConfigEditor();
  const {state, analysis} = editor;
  const navigation = useEditorNavigation();
  const {guard, pending, confirm, cancel} = useDiscardGuard(editor.unsaved);
  const {openFile, onDefault, onExport} = useFileActions(editor, guard);
  const dragging = useFileDrop(openFile, state.tabReady);

  return (
    <div className={styles.editor} {...earlyZone(EDITOR_ZONE, 'page')}>
      <Toolbar
        platform={state.platform}
        onPlatformChange={editor.setPlatform}
        onDefault={onDefault}
        onExport={onExport}
        canExport={state.text !== null}
        onFileChosen={(file) => void openFile(file)}
      />
      <NoticeBar notice={state.notice} onDismiss={() => editor.setNotice(null)} />
      {state.storageFailed && (
        <p className={`alert alert--warning ${styles.banner}`}>
          This browser does not let the page keep a draft, so export before you leave or reload.
        </p>
      )}
      {state.text === null ? (
        <EmptyState />
      ) : !analysis ? (
        <p className={styles.checkingFile} role="status">
          Reading {state.fileName}…
        </p>
      ) : (
        <OpenConfig editor={editor} analysis={analysis} text={state.text} navigation={navigation} guard={guard} />
      )}
      {dragging && (
        <div className={styles.dropOverlay} aria-hidden="true">
          <p>Drop your config.yml to open it</p>
        </div>
      )}
      <ConfirmDialog
        open={pending !== null}
        title="Discard your unsaved changes?"
        message={pending?.description ?? ''}
        confirmLabel="Discard changes"
        onConfirm={confirm}
        onCancel={cancel}
      />
    </div>
  );
}
