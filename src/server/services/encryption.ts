// Encryption at rest with the application key (AES-256-GCM), for secrets the server must read
// back, such as TOTP secrets and recovery codes (Laravel Fortify encrypts them the same way).
// The key comes from APP_KEY, or is generated once into DATA_DIR/app.key and reused.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const APP_KEY_BYTES = 32;

export interface Encrypter {
  encrypt(plain: string): string;
  /** Throws when the payload was not made with this key or was altered. */
  decrypt(payload: string): string;
}

export function createEncrypter(key: Buffer): Encrypter {
  if (key.length !== APP_KEY_BYTES) throw new Error(`The application key must be ${APP_KEY_BYTES} bytes.`);
  return {
    encrypt(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
    },
    decrypt(payload) {
      const [version, encoded] = payload.split(':');
      if (version !== VERSION || !encoded) throw new Error('Unknown encrypted payload format.');
      const raw = Buffer.from(encoded, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
  };
}

/**
 * The application key: APP_KEY when set, else DATA_DIR/app.key, created on the first start
 * (mode 0600). The file is written aside and linked into place, so processes starting together
 * all end up reading the one key that won.
 */
export function resolveAppKey(config: { appKey: string | undefined; dataDir: string }): Buffer {
  if (config.appKey) return Buffer.from(config.appKey, 'base64');
  const file = path.join(config.dataDir, 'app.key');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(draft, `${randomBytes(APP_KEY_BYTES).toString('base64')}\n`, { mode: 0o600 });
    try {
      fs.linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(draft, { force: true });
    }
  }
  const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== APP_KEY_BYTES) throw new Error(`${file} does not hold a ${APP_KEY_BYTES}-byte key in base64.`);
  return key;
}
