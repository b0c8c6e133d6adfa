// The one CSV import wizard (leads, companies, brokers), driven by the resource's
// ImportDescription: choose the file → map its columns to fields, as the headers name them first
// → preview: the server's dry run of the very import that follows (docs/api.md "CSV imports"),
// naming each record created, updated (old → new) or skipped and why, with updating stored
// records a choice left off → import → the report: the same list, as done, and each refused row
// with its number and reasons.
import {
  Alert,
  Button as MuiButton,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormHelperText,
  Step,
  StepLabel,
  Stepper,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { CsvError, matchColumns, readCsvTable } from '../../shared/csv.ts';
import { useNotifyError } from '../errors/useNotifyError.ts';
import type { AppDataProvider } from '../providers/dataProvider.ts';
import { ColumnMapping, IGNORED, type ColumnMap } from './ColumnMapping.tsx';
import type { ImportDescription, ImportOutcome } from './importDescription.ts';
import { ImportRecords } from './ImportRecords.tsx';
import { ImportReport } from './ImportReport.tsx';
import { RowsPreview } from './RowsPreview.tsx';

type Stage = 'file' | 'mapping' | 'preview' | 'done';
const STAGES: Stage[] = ['file', 'mapping', 'preview', 'done'];

interface FileTable {
  headers: string[];
  records: string[][];
}

/** The file read in the browser, or why it cannot be imported. */
async function readFileTable(file: File): Promise<FileTable | { error: string }> {
  try {
    const table = readCsvTable(await file.text());
    return table.headers.some((header) => header !== '') ? table : { error: 'imports.no_header' };
  } catch (error) {
    if (error instanceof CsvError) return { error: error.message };
    throw error;
  }
}

/** Each named column with the field its header names, or none. */
function guessMapping(description: ImportDescription, headers: string[]): ColumnMap {
  const fields = matchColumns(description.columns, headers);
  return Object.fromEntries(headers.flatMap((header, index) => (header === '' ? [] : [[header, fields[index] ?? IGNORED]])));
}

/** Closed by Escape or a click outside, it keeps its step; Cancel and Close start it again. */
export function ImportDialog({ description, open, onClose }: { description: ImportDescription; open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const api = useDataProvider<AppDataProvider>();
  const notifyError = useNotifyError();
  const refresh = description.useRefresh();
  const [stage, setStage] = useState<Stage>('file');
  const [file, setFile] = useState<File | null>(null);
  // Updating records already stored is a choice the user makes on seeing the preview: off by default.
  const [updateExisting, setUpdateExisting] = useState(false);
  const [table, setTable] = useState<FileTable | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [mapping, setMapping] = useState<ColumnMap>({});
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const [pending, setPending] = useState(false);

  const reset = () => {
    setStage('file');
    setFile(null);
    setUpdateExisting(false);
    setTable(null);
    setReadError(null);
    setMapping({});
    setOutcome(null);
  };

  const send = async (preview: boolean, update = updateExisting): Promise<ImportOutcome | null> => {
    if (!file) return null;
    setPending(true);
    try {
      const data: Record<string, unknown> = {
        file,
        mapping: JSON.stringify(
          Object.fromEntries(Object.entries(mapping).map(([header, field]) => [header, field === IGNORED ? null : field])),
        ),
        preview: preview ? 'true' : 'false',
        duplicates: update ? 'update' : 'skip',
      };
      return (await api.call<{ data: ImportOutcome }>({ method: 'POST', path: description.endpoint, data })).data;
    } catch (error) {
      notifyError(error);
      return null;
    } finally {
      setPending(false);
    }
  };

  const next = async () => {
    if (stage === 'file' && file) {
      const read = await readFileTable(file);
      if ('error' in read) {
        setReadError(read.error);
        return;
      }
      setReadError(null);
      setTable(read);
      setMapping(guessMapping(description, read.headers));
      setStage('mapping');
    } else if (stage === 'mapping') {
      const answer = await send(true);
      if (!answer) return;
      setOutcome(answer);
      setStage('preview');
    } else if (stage === 'preview') {
      const answer = await send(false);
      if (!answer) return;
      setOutcome(answer);
      setStage('done');
      refresh();
    }
  };

  /** The preview again, as the import would run with the other choice. */
  const chooseUpdate = async (update: boolean) => {
    const answer = await send(true, update);
    if (!answer) return;
    setUpdateExisting(update);
    setOutcome(answer);
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{translate('imports.title')}</DialogTitle>
      <DialogContent>
        <Stepper activeStep={STAGES.indexOf(stage)} sx={{ mb: 2 }}>
          {STAGES.map((step) => (
            <Step key={step}>
              <StepLabel>{translate(`imports.steps.${step}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {stage === 'file' && (
          <>
            <input
              type="file"
              accept=".csv,text/csv"
              aria-label={translate('imports.file')}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setReadError(null);
              }}
            />
            {readError && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {translate(readError, { _: readError })}
              </Alert>
            )}
          </>
        )}
        {stage === 'mapping' && <ColumnMapping description={description} mapping={mapping} onChange={setMapping} />}
        {stage === 'preview' && table && (
          <>
            <FormControlLabel
              control={
                <Checkbox checked={updateExisting} disabled={pending} onChange={(event) => void chooseUpdate(event.target.checked)} />
              }
              label={translate(description.updateLabel)}
            />
            <FormHelperText sx={{ mt: 0, mb: 2 }}>{translate('imports.update_off_hint')}</FormHelperText>
            {outcome && <ImportReport outcome={outcome} reportName={description.reportName} />}
            {outcome?.records?.length ? (
              <ImportRecords description={description} records={outcome.records} done={false} />
            ) : (
              <RowsPreview description={description} headers={table.headers} records={table.records} mapping={mapping} />
            )}
            <Typography variant="body2" sx={{ mt: 1 }}>
              {translate('imports.apply_hint')}
            </Typography>
          </>
        )}
        {stage === 'done' && outcome && (
          <>
            <ImportReport outcome={outcome} reportName={description.reportName} />
            {outcome.records && <ImportRecords description={description} records={outcome.records} done />}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <MuiButton
          onClick={() => {
            onClose();
            reset();
          }}
        >
          {translate(stage === 'done' ? 'ra.action.close' : 'ra.action.cancel')}
        </MuiButton>
        {stage === 'preview' && (
          <MuiButton disabled={pending} onClick={() => setStage('mapping')}>
            {translate('imports.back')}
          </MuiButton>
        )}
        {stage !== 'done' && (
          <MuiButton variant="contained" disabled={pending || !file} onClick={() => void next()}>
            {translate(stage === 'preview' ? 'imports.apply' : 'imports.next')}
          </MuiButton>
        )}
      </DialogActions>
    </Dialog>
  );
}
