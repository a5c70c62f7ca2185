// The items bulk-upload dialog (spec part 2 §2, §5, §8): choose an xls or xlsx workbook, watch it
// upload, then read what happened inside the dialog: how many items were added and, row by row,
// why the others were not. Closing mid-upload cancels it.
import { Alert, Button, Flex, Table, TableBody, TableCell, TableHead, TableRow, Text } from '@aws-amplify/ui-react';
import { useEffect, useId, useRef, useState } from 'react';
import { MESSAGES } from '@bahi/shared';
import { UPLOAD_ACCEPT, uploadFileProblem } from '../api/upload-file-check';
import { uploadItems, type ItemUploadResult } from '../api/upload-items';
import { itemsChanged } from '../hooks/use-items';
import { Modal } from '../../../app/modal';

type Stage =
  | { step: 'choose' }
  | { step: 'sending'; percent: number }
  | { step: 'processing' }
  | { step: 'done'; result: ItemUploadResult }
  | { step: 'failed'; message: string };

const canUpload = () => typeof XMLHttpRequest !== 'undefined' && typeof FormData !== 'undefined' && typeof File !== 'undefined';

export const itemsAddedText = (count: number) => `${count} ${count === 1 ? 'item' : 'items'} added`;

export function UploadDialog({ orgId, onClose }: { orgId: string; onClose(): void }) {
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [stage, setStage] = useState<Stage>({ step: 'choose' });
  const running = useRef<AbortController | null>(null);
  const inputId = useId();
  const busy = stage.step === 'sending' || stage.step === 'processing';

  useEffect(() => () => running.current?.abort(), []);

  function choose(chosen: File | null) {
    setFile(chosen);
    setFileProblem(chosen ? uploadFileProblem(chosen) : null);
    setStage({ step: 'choose' });
  }

  async function upload() {
    if (!file || fileProblem || running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setStage({ step: 'sending', percent: 0 });
    try {
      const result = await uploadItems(
        orgId,
        file,
        (progress) => setStage(progress.phase === 'sending' ? { step: 'sending', percent: progress.percent } : { step: 'processing' }),
        controller.signal,
      );
      setStage({ step: 'done', result });
      if (result.success > 0) await itemsChanged(orgId);
    } catch (failure) {
      if (controller.signal.aborted) return;
      setStage({ step: 'failed', message: failure instanceof Error ? failure.message : String(failure) });
    } finally {
      running.current = null;
    }
  }

  if (!canUpload()) {
    return (
      <Modal title="Upload items" onClose={onClose} size="small">
        <Text color="font.error">{MESSAGES.uploadUnsupportedBrowser}</Text>
      </Modal>
    );
  }

  return (
    <Modal title="Upload items" onClose={onClose}>
      <Flex direction="column" gap="1rem">
        <Text>Fill the template (Download template) with one item per row. Rows with mistakes are listed here; the others are added.</Text>
        <Flex direction="column" gap="0.35rem">
          <label htmlFor={inputId} className="bahi-upload-file-label">
            Workbook (.xls or .xlsx)
          </label>
          <input
            id={inputId}
            type="file"
            accept={UPLOAD_ACCEPT}
            disabled={busy}
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
          />
          {fileProblem && (
            <Text color="font.error" role="alert">
              {fileProblem}
            </Text>
          )}
        </Flex>
        {(stage.step === 'sending' || stage.step === 'processing') && (
          <Flex direction="column" gap="0.25rem">
            {/* A progress bar without a value is the indeterminate one: the server is reading the rows. */}
            <progress className="bahi-progress" max={100} value={stage.step === 'sending' ? stage.percent : undefined} aria-label="Upload progress" />
            <Text fontSize="small">{stage.step === 'sending' ? `Uploading… ${stage.percent}%` : MESSAGES.uploadProcessing}</Text>
          </Flex>
        )}
        {stage.step === 'failed' && (
          <Alert variation="error" heading={MESSAGES.uploadFailed} role="alert">
            {stage.message}
          </Alert>
        )}
        {stage.step === 'done' && <UploadResult result={stage.result} />}
        <Flex gap="0.75rem" justifyContent="flex-end">
          <Button onClick={onClose}>Close</Button>
          {/* Once a file's rows are in, sending it again would only repeat them: choose another file. */}
          <Button
            variation="primary"
            onClick={() => void upload()}
            isDisabled={!file || fileProblem !== null || stage.step === 'done'}
            isLoading={busy}
            loadingText="Uploading…"
          >
            Upload
          </Button>
        </Flex>
      </Flex>
    </Modal>
  );
}

function UploadResult({ result }: { result: ItemUploadResult }) {
  return (
    <Flex direction="column" gap="0.75rem">
      <Alert variation={result.errors.length === 0 ? 'success' : 'info'} data-testid="upload-added">
        {itemsAddedText(result.success)}
      </Alert>
      {result.errors.length > 0 && (
        <>
          <Text color="font.error">These rows were not added. Correct them in the workbook and upload those rows again.</Text>
          <div className="bahi-table-scroll bahi-upload-errors">
            <Table size="small" variation="striped" aria-label="Upload errors">
              <TableHead>
                <TableRow>
                  <TableCell as="th" className="bahi-align-end">
                    Row
                  </TableCell>
                  <TableCell as="th">Column</TableCell>
                  <TableCell as="th">Message</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {result.errors.map((error) => (
                  <TableRow key={`${error.row}-${error.field}`}>
                    <TableCell className="bahi-align-end">{error.row}</TableCell>
                    <TableCell>{error.field}</TableCell>
                    <TableCell>{error.message}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </>
      )}
    </Flex>
  );
}
