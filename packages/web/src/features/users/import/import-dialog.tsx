import { Button, Callout, DialogBody, DialogFooter, Intent, ProgressBar, Spinner } from '@blueprintjs/core';
import { Download } from '@blueprintjs/icons';
import { useText } from '../../../i18n/use-text.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { downloadResult, downloadTemplate } from './import-files.ts';
import { ImportPreview } from './import-preview.tsx';
import { ImportResultView } from './import-result.tsx';
import type { UserImport } from './use-user-import.ts';

type Props = {
  readonly organizationName: string;
  readonly flow: UserImport;
  readonly onClose: () => void;
};

/** The first step: what the import does, the templates, and the file to choose. */
const ChooseFile = ({ flow }: { readonly flow: UserImport }) => {
  const text = useText();
  const problem = flow.stage.step === 'choose' ? flow.stage.problem : undefined;
  return (
    <>
      <p>{text('users.import.intro')}</p>
      <div className="scr-import__templates">
        <Button
          icon={<Download />}
          text={text('users.import.template.csv')}
          onClick={() => downloadTemplate(text, ',')}
        />
        <Button
          icon={<Download />}
          text={text('users.import.template.semicolon')}
          onClick={() => downloadTemplate(text, ';')}
        />
      </div>
      <label className="bp6-label" htmlFor="users-import-file">
        {text('users.import.file.label')}
      </label>
      <input
        id="users-import-file"
        className="scr-import__file"
        type="file"
        accept=".csv,text/csv"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (file) void flow.choose(file);
        }}
      />
      {problem && (
        <Callout intent={Intent.DANGER} className="scr-import__file-problem" role="alert">
          {text(problem)}
        </Callout>
      )}
    </>
  );
};

/**
 * 'Import users for {organization}': choose a file, preview and fix it, send it with a progress bar,
 * then the result. Closing the dialog while it sends leaves the sending going on (the state is the
 * Users page's); opening it again shows where it is.
 */
export const ImportUsersDialog = ({ organizationName, flow, onClose }: Props) => {
  const text = useText();
  const { stage, plan } = flow;
  const close = <Button text={text('app.close')} onClick={onClose} />;
  let body;
  let actions = close;
  if (stage.step === 'choose') body = <ChooseFile flow={flow} />;
  else if (stage.step === 'reading')
    body = (
      <div role="status" className="scr-loading">
        <Spinner size={20} />
        <span>{text('users.import.reading')}</span>
      </div>
    );
  else if (stage.step === 'preview' && plan) {
    body = (
      <ImportPreview plan={plan} draft={stage.draft} onFix={flow.fixCell} onToggle={flow.toggleLeftOut} />
    );
    actions = (
      <>
        <Button text={text('users.import.otherFile')} onClick={flow.restart} />
        <Button
          intent={Intent.PRIMARY}
          text={text('users.import.send', { count: plan.counts.send })}
          disabled={plan.counts.send === 0}
          onClick={flow.send}
        />
      </>
    );
  } else if (stage.step === 'sending') {
    const { done, total, waitSeconds } = stage.progress;
    body = (
      <>
        <ProgressBar value={total === 0 ? 1 : done / total} intent={Intent.PRIMARY} aria-hidden />
        <p role="status" className="scr-import__progress">
          {waitSeconds === undefined
            ? text('users.import.progress', { done, total })
            : text('users.import.progress.wait', { done, total, seconds: waitSeconds })}
        </p>
        <p>{text('users.import.progress.background')}</p>
      </>
    );
  } else if (stage.step === 'result') {
    const { result } = stage;
    body = <ImportResultView result={result} />;
    actions = (
      <>
        <Button
          icon={<Download />}
          text={text('users.import.result.download')}
          onClick={() => downloadResult(text, result)}
        />
        <Button intent={Intent.PRIMARY} text={text('app.close')} onClick={onClose} />
      </>
    );
  }
  return (
    <Dialog
      isOpen
      title={text('users.import.title', { organization: organizationName })}
      onClose={onClose}
      className="scr-import"
    >
      <DialogBody>{body}</DialogBody>
      <DialogFooter actions={actions} />
    </Dialog>
  );
};
