// Taking uploaded images into storage: each file is checked by its content (PNG, JPEG or WebP
// — 422 on `images.N` otherwise), decoded once by sharp to measure it and make its thumbnail,
// and stored under server-made names. Every file of a call is checked before any is stored.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { UploadedFile } from '../../plugins/body-parsers.ts';
import { HttpError, validationFailed, type FieldErrors } from '../../http/errors.ts';
import { acceptUpload, IMAGE_POLICY, type AcceptedUpload, type UploadPolicy } from '../../http/uploads.ts';
import { makeThumbnail } from '../../services/images.ts';
import type { FileStorage } from '../../services/storage.ts';

export interface StoredImage {
  file_path: string;
  thumbnail_path: string;
  file_name: string;
  content_type: string;
  size: number;
  width: number | null;
  height: number | null;
}

const NOT_AN_IMAGE = 'The file is not a readable PNG, JPEG or WebP image.';
const NOT_A_PRINTABLE_IMAGE = 'The file is not a readable PNG or JPEG image.';

/** Images that go into PDFs (sale offers): PNG and JPEG only, the formats PDF documents embed. */
export const PRINTABLE_IMAGE_POLICY: UploadPolicy = { kinds: ['png', 'jpeg'], maxBytes: IMAGE_POLICY.maxBytes };

/** Checks every file; answers 413 for one too large and 422 naming each bad one. */
export async function acceptImages(
  field: string,
  files: UploadedFile[],
  single = false,
  policy: UploadPolicy = IMAGE_POLICY,
): Promise<AcceptedUpload[]> {
  const errors: FieldErrors = {};
  const accepted: AcceptedUpload[] = [];
  for (const [index, file] of files.entries()) {
    const key = single ? field : `${field}.${index}`;
    try {
      accepted.push(await acceptUpload(key, file, policy));
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 422)
        errors[key] = [policy === PRINTABLE_IMAGE_POLICY ? NOT_A_PRINTABLE_IMAGE : NOT_AN_IMAGE];
      else throw error;
    }
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
  return accepted;
}

/** Stores the checked images and their thumbnails; on any failure nothing stays in storage. */
export async function storeImages(
  storage: FileStorage,
  field: string,
  uploads: AcceptedUpload[],
  folder: string,
  single = false,
): Promise<StoredImage[]> {
  const stored: StoredImage[] = [];
  try {
    for (const [index, upload] of uploads.entries()) {
      let thumbnail;
      try {
        thumbnail = await makeThumbnail(upload.file.path);
      } catch {
        // The magic bytes looked right but the picture does not decode.
        throw validationFailed({ [single ? field : `${field}.${index}`]: [NOT_AN_IMAGE] });
      }
      const thumbnailPath = await storage
        .put(thumbnail.path, { folder: `${folder}-thumbnails`, extension: 'webp' })
        .finally(() => rm(path.dirname(thumbnail.path), { recursive: true, force: true }));
      const filePath = await storage.put(upload.file.path, { folder, extension: upload.extension }).catch(async (error: unknown) => {
        await storage.remove(thumbnailPath);
        throw error;
      });
      stored.push({
        file_path: filePath,
        thumbnail_path: thumbnailPath,
        file_name: upload.filename,
        content_type: upload.contentType,
        size: upload.file.size,
        width: thumbnail.width,
        height: thumbnail.height,
      });
    }
    return stored;
  } catch (error) {
    await removeStoredImages(storage, stored);
    throw error;
  }
}

export async function removeStoredImages(
  storage: FileStorage,
  images: { file_path: string | null; thumbnail_path: string | null }[],
): Promise<void> {
  await Promise.all(
    images
      .flatMap((image) => [image.file_path, image.thumbnail_path])
      .filter((key): key is string => Boolean(key))
      .map((key) => storage.remove(key)),
  );
}
