// A button whose action is asked for confirmation first (remove, revoke, cancel, suspend…).
// The dialog names what is about to happen; confirming runs `onConfirm` and closes it.
import { Button, type ButtonProps } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Confirm, useTranslate } from 'react-admin';

interface ConfirmActionButtonProps {
  label: string;
  /** Accessible name when the visible label alone is ambiguous (one per row). */
  ariaLabel?: string;
  title: string;
  content: string;
  messageArgs?: Record<string, unknown>;
  onConfirm: () => Promise<unknown> | void;
  disabled?: boolean;
  color?: ButtonProps['color'];
  variant?: ButtonProps['variant'];
  startIcon?: ReactNode;
  size?: ButtonProps['size'];
}

export function ConfirmActionButton({
  label,
  ariaLabel,
  title,
  content,
  messageArgs,
  onConfirm,
  disabled,
  color = 'error',
  variant = 'text',
  startIcon,
  size = 'small',
}: ConfirmActionButtonProps) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  return (
    <>
      <Button
        size={size}
        color={color}
        variant={variant}
        startIcon={startIcon}
        disabled={disabled || busy}
        aria-label={ariaLabel}
        onClick={() => setOpen(true)}
      >
        {translate(label, messageArgs)}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={title}
        content={content}
        titleTranslateOptions={messageArgs}
        contentTranslateOptions={messageArgs}
        onClose={() => setOpen(false)}
        onConfirm={async () => {
          setBusy(true);
          try {
            await onConfirm();
          } finally {
            setBusy(false);
            setOpen(false);
          }
        }}
      />
    </>
  );
}
