// A list's "Import" button. The import dialog — its stepper, the CSV reader, the column mapping,
// the preview — comes as its own chunk when the button is first pressed, not with the list, which
// a phone then draws sooner (bench/RESULTS-client.md, sixth pass).
import UploadIcon from '@mui/icons-material/Upload';
import { useState } from 'react';
import { Button } from 'react-admin';
import { lazyComponent } from '../layout/lazyComponent.tsx';
import { OpeningBackdrop } from '../layout/OpeningBackdrop.tsx';
import { useOpenedOnce } from '../layout/useOpenedOnce.ts';
import type { ImportDescription } from './importDescription.ts';

const ImportDialog = lazyComponent(() => import('./ImportDialog.tsx'), 'ImportDialog', <OpeningBackdrop />);

export function ImportButton({ description }: { description: ImportDescription }) {
  const [open, setOpen] = useState(false);
  // Once opened it stays mounted: closing fades it out, and it keeps its step until Cancel.
  const opened = useOpenedOnce(open);
  return (
    <>
      <Button label="imports.title" onClick={() => setOpen(true)}>
        <UploadIcon />
      </Button>
      {opened && <ImportDialog description={description} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
