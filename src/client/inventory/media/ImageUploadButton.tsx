// Several files of one kind sent in one upload, with a progress bar while they travel.
import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, LinearProgress } from '@mui/material';
import { useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { MAX_IMAGES_PER_UPLOAD, type ImageKind } from '../../../shared/inventory.ts';
import { useNotifyError } from '../../errors/useNotifyError.ts';

export const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';

export function ImageUploadButton({
  kind,
  upload,
  onUploaded,
  labelKey,
  inputLabelKey,
}: {
  kind: ImageKind;
  /** The button's and the file input's labels, when not those of the kind (amenity images). */
  labelKey?: string;
  inputLabelKey?: string;
  upload: (files: File[], onProgress: (percent: number) => void) => Promise<unknown>;
  onUploaded: () => unknown;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const picker = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const send = async (files: File[]) => {
    if (files.length > MAX_IMAGES_PER_UPLOAD) {
      notify('inventory.images.too_many', { type: 'error', messageArgs: { max: MAX_IMAGES_PER_UPLOAD } });
      return;
    }
    setProgress(0);
    try {
      await upload(files, setProgress);
      notify('inventory.images.uploaded', { type: 'success', messageArgs: { smart_count: files.length } });
      await onUploaded();
    } catch (error) {
      notifyError(error);
    } finally {
      setProgress(null);
      if (picker.current) picker.current.value = '';
    }
  };

  return (
    <Box sx={{ mb: 1 }}>
      <input
        ref={picker}
        type="file"
        multiple
        hidden
        accept={IMAGE_TYPES}
        aria-label={translate(inputLabelKey ?? `inventory.images.choose.${kind}`)}
        data-testid={`image-input-${kind}`}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          if (files.length > 0) void send(files);
        }}
      />
      <Button
        size="small"
        variant="outlined"
        startIcon={<UploadIcon />}
        disabled={progress !== null}
        onClick={() => picker.current?.click()}
      >
        {translate(labelKey ?? `inventory.images.upload.${kind}`)}
      </Button>
      {progress !== null && (
        <LinearProgress variant="determinate" value={progress} sx={{ mt: 1 }} aria-label={translate('inventory.images.progress')} />
      )}
    </Box>
  );
}
