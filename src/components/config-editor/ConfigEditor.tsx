import {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';

import {encodeForDownload} from '@site/src/lib/config';

import ConfirmDialog from './ConfirmDialog';
import FileSummary from './FileSummary';
import {fieldGroups} from './fieldSpecs';
import OptionsForm from './form/OptionsForm';
import {ConversionReport, LegacyBanner} from './LegacyBanner';
import {NoticeBar} from './Notices';
import ProblemList from './ProblemList';
import SourcePanel, {type SourceHandle} from './source/SourcePanel';
import styles from './styles.module.css';
import Toolbar from './Toolbar';
import {useConfigEditor, type PendingReplace} from './useConfigEditor';

type View = 'options' | 'source';

function download(text: string, fileName: string): void {
  const bytes = encodeForDownload(text);
  const blob = new Blob([bytes as Uint8Array<ArrayBuffer>], {type: 'application/x-yaml'});
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function EmptyState(): ReactNode {
  return (
    <div className={styles.emptyState}>
      <p className={styles.emptyTitle}>No config selected.</p>
      <p>Upload a file or get started with the default config!</p>
      <p className={styles.hint}>
        You can also drop a <code>config.yml</code> anywhere on this page. The file stays in your browser: nothing is
        uploaded to a server.
      </p>
    </div>
  );
}

function useFileDrop(onFile: (file: File) => void): boolean {
  const [dragging, setDragging] = useState(false);
  useEffect(() => {
    let depth = 0;
    const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');
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
  }, [onFile]);
  return dragging;
}

export default function ConfigEditor(): ReactNode {
  const editor = useConfigEditor();
  const {state, analysis} = editor;
  const fileInput = useRef<HTMLInputElement>(null);
  const sourceHandle = useRef<SourceHandle | null>(null);
  const [pending, setPending] = useState<PendingReplace | null>(null);
  const [view, setView] = useState<View>('options');
  const [query, setQuery] = useState('');

  const guard = useCallback(
    (description: string, apply: () => void) => {
      if (editor.unsaved) {
        setPending({description, apply});
      } else {
        apply();
      }
    },
    [editor.unsaved],
  );

  const openFile = useCallback(
    async (file: File) => {
      const load = await editor.prepareUpload(file);
      if (load) {
        guard(`Open "${file.name}" in place of your unsaved changes? They will be lost.`, load);
      }
    },
    [editor, guard],
  );
  const dragging = useFileDrop(openFile);

  // By layout and platform only: the analysis object changes on every keystroke.
  const layout = analysis?.layout;
  const analysedPlatform = analysis?.platform;
  const formPaths = useMemo(
    () =>
      new Set(
        layout && analysedPlatform
          ? fieldGroups(layout, analysedPlatform).flatMap((entry) => entry.fields.map((field) => field.path))
          : [],
      ),
    [layout, analysedPlatform],
  );

  const goToOption = useCallback((path: string) => {
    setQuery('');
    setView('options');
    // Wait for the cleared search and the panel switch to render.
    window.requestAnimationFrame(() => {
      const field = document.querySelector<HTMLElement>(`[data-option="${CSS.escape(path)}"]`);
      if (!field) {
        return;
      }
      field.scrollIntoView({block: 'center', behavior: 'smooth'});
      field.querySelector<HTMLElement>('input, select, button')?.focus({preventScroll: true});
      field.dataset.flash = 'true';
      window.setTimeout(() => delete field.dataset.flash, 1600);
    });
  }, []);

  const showInSource = useCallback((line: number, column: number) => {
    setView('source');
    window.requestAnimationFrame(() => {
      document.getElementById('config-source')?.scrollIntoView({block: 'start', behavior: 'smooth'});
      sourceHandle.current?.reveal(line, column);
    });
  }, []);

  const onExport = () => {
    if (state.text === null) {
      return;
    }
    download(state.text, 'config.yml');
    editor.markExported();
  };

  return (
    <div className={styles.editor}>
      <Toolbar
        platform={state.platform}
        onPlatformChange={editor.setPlatform}
        onDefault={() =>
          guard('Load the default config in place of your unsaved changes? They will be lost.', () =>
            editor.loadDefault(state.platform),
          )
        }
        onUpload={() => fileInput.current?.click()}
        onExport={onExport}
        canExport={state.text !== null}
        fileInput={fileInput}
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
        <>
          <FileSummary
            analysis={analysis}
            fileName={state.fileName}
            unsaved={editor.unsaved}
            restoredAt={state.restoredAt}
            onClose={() =>
              guard('Close the config and delete its draft? Your unsaved changes will be lost.', editor.close)
            }
          />
          <LegacyBanner analysis={analysis} onConvert={editor.convert} />
          {state.report && (
            <ConversionReport report={state.report} onUndo={editor.undoConvert} onDismiss={editor.dismissReport} />
          )}
          <ProblemList
            issues={analysis.issues}
            checking={editor.checking}
            formPaths={formPaths}
            onGoToOption={goToOption}
            onShowInSource={showInSource}
            onRemoveKey={editor.deleteKey}
          />
          <div className={styles.viewSwitch} role="group" aria-label="Panel to show">
            <button
              type="button"
              className="button button--sm button--secondary"
              aria-pressed={view === 'options'}
              onClick={() => setView('options')}
            >
              Options
            </button>
            <button
              type="button"
              className="button button--sm button--secondary"
              aria-pressed={view === 'source'}
              onClick={() => setView('source')}
            >
              Source
            </button>
          </div>
          <div className={styles.workspace} data-view={view}>
            <section className={styles.optionsPanel} aria-labelledby="config-options">
              <h2 id="config-options" className={styles.panelTitle}>
                Options
              </h2>
              {analysis.syntaxOk ? (
                <OptionsForm
                  analysis={analysis}
                  query={query}
                  onQueryChange={setQuery}
                  onChange={editor.setValue}
                  onUpgrade={editor.convert}
                  onRemoveKey={editor.deleteKey}
                />
              ) : (
                <p className={`alert alert--danger ${styles.banner}`}>
                  The form is paused while the YAML has a syntax error. Fix the line named under Problems in the source
                  view, or undo your last change there.
                </p>
              )}
            </section>
            <section className={styles.sourcePanel} aria-labelledby="config-source">
              <h2 id="config-source" className={styles.panelTitle}>
                Source <span className={styles.panelSubtitle}>config.yml</span>
              </h2>
              <SourcePanel
                text={state.text}
                onChange={editor.edit}
                issues={analysis.issues}
                layout={analysis.layout}
                platform={analysis.platform}
                handle={sourceHandle}
              />
            </section>
          </div>
        </>
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
        onConfirm={() => {
          pending?.apply();
          setPending(null);
        }}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
