import {useMemo, type ReactNode} from 'react';

import type {ConfigAnalysis} from '../../lib/config';

import FileSummary from './FileSummary';
import {fieldGroups} from './fieldSpecs';
import {ConversionReport, LegacyBanner} from './LegacyBanner';
import ProblemList from './ProblemList';
import type {ConfigEditorApi} from './useConfigEditor';
import type {EditorNavigation} from './useEditorNavigation';
import Workspace from './Workspace';

interface Props {
  editor: ConfigEditorApi;
  analysis: ConfigAnalysis;
  text: string;
  navigation: EditorNavigation;
  /** Asks before an action discards unsaved changes (ConfigEditor's dialog). */
  guard: (description: string, apply: () => void) => void;
}

/** An open config: its summary, a conversion offer, the problems, then the form and the source. */
export default function OpenConfig({editor, analysis, text, navigation, guard}: Props): ReactNode {
  const {state} = editor;
  // By layout and platform only: the analysis object changes on every keystroke.
  const {layout, platform} = analysis;
  const formPaths = useMemo(
    () => new Set(fieldGroups(layout, platform).flatMap((entry) => entry.fields.map((field) => field.path))),
    [layout, platform],
  );
  return (
    <>
      <FileSummary
        analysis={analysis}
        fileName={state.fileName}
        unsaved={editor.unsaved}
        restoredAt={state.restoredAt}
        onClose={() => guard('Close the config and delete its draft? Your unsaved changes will be lost.', editor.close)}
      />
      <LegacyBanner analysis={analysis} onConvert={editor.convert} />
      {state.report && (
        <ConversionReport report={state.report} onUndo={editor.undoConvert} onDismiss={editor.dismissReport} />
      )}
      <ProblemList
        issues={analysis.issues}
        checking={editor.checking}
        formPaths={formPaths}
        onGoToOption={navigation.goToOption}
        onShowInSource={navigation.showInSource}
        onRemoveKey={editor.deleteKey}
      />
      <Workspace editor={editor} analysis={analysis} text={text} navigation={navigation} />
    </>
  );
}
