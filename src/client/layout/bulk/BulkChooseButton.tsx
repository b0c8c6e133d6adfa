// A list's bulk action that asks for one choice first: the toolbar button and, once pressed, its
// BulkChooseDialog; the choice goes to `onChoose`, which usually runs a useBulkCall.
import { useState, type ReactNode } from 'react';
import { Button } from 'react-admin';
import { BulkChooseDialog, type BulkChooseDialogProps } from './BulkChooseDialog.tsx';

export interface BulkChooseButtonProps extends Omit<BulkChooseDialogProps, 'title' | 'label' | 'onClose'> {
  /** The button's label, and the dialog's title unless `title` says otherwise. */
  label: string;
  title?: string;
  /** The label of the choice's field in the dialog. */
  fieldLabel: string;
  icon: ReactNode;
}

export function BulkChooseButton({ label, title = label, fieldLabel, icon, onChoose, ...dialog }: BulkChooseButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label={label} onClick={() => setOpen(true)}>
        <>{icon}</>
      </Button>
      {open && (
        <BulkChooseDialog
          {...dialog}
          title={title}
          label={fieldLabel}
          onClose={() => setOpen(false)}
          onChoose={(value, reason) => {
            setOpen(false);
            onChoose(value, reason);
          }}
        />
      )}
    </>
  );
}
