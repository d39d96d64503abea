import type {ReactNode} from 'react';

import type {ConfigAnalysis} from '../../lib/config';

import OptionsForm from './form/OptionsForm';
import SourcePanel from './source/SourcePanel';
import styles from './styles.module.css';
import type {ConfigEditorApi} from './useConfigEditor';
import type {EditorNavigation, View} from './useEditorNavigation';

interface Props {
  editor: ConfigEditorApi;
  analysis: ConfigAnalysis;
  text: string;
  navigation: EditorNavigation;
}

const VIEWS: {view: View; label: string}[] = [
  {view: 'options', label: 'Options'},
  {view: 'source', label: 'Source'},
];

/** The form and the source side by side; on a narrow screen, one of them at a time. */
export default function Workspace({editor, analysis, text, navigation}: Props): ReactNode {
  const {view, setView, query, setQuery, sourceHandle} = navigation;
  return (
    <>
      <div className={styles.viewSwitch} role="group" aria-label="Panel to show">
        {VIEWS.map((entry) => (
          <button
            key={entry.view}
            type="button"
            className="button button--sm button--secondary"
            aria-pressed={view === entry.view}
            onClick={() => setView(entry.view)}
          >
            {entry.label}
          </button>
        ))}
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
              unwritten={editor.state.unwritten}
              onEntry={editor.enterNumber}
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
            text={text}
            onChange={editor.edit}
            issues={analysis.issues}
            layout={analysis.layout}
            platform={analysis.platform}
            handle={sourceHandle}
          />
        </section>
      </div>
    </>
  );
}
