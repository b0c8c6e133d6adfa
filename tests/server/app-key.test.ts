import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config.ts';
import { createEncrypter, resolveAppKey } from '../../src/server/services/encryption.ts';

const dirs: string[] = [];
const tempDir = async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'rp-key-'));
  dirs.push(dir);
  return dir;
};
afterEach(async () => {
  for (const dir of dirs.splice(0)) await fs.rm(dir, { recursive: true, force: true });
});

describe('the application key and encryption at rest', () => {
  it('generates the key once into DATA_DIR/app.key (mode 0600) and reuses it', async () => {
    const dataDir = path.join(await tempDir(), 'nested');
    const first = resolveAppKey({ appKey: undefined, dataDir });
    expect(first).toHaveLength(32);
    const file = path.join(dataDir, 'app.key');
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    expect(resolveAppKey({ appKey: undefined, dataDir }).equals(first)).toBe(true);
    expect(await fs.readdir(dataDir)).toEqual(['app.key']);
  });

  it('uses APP_KEY when set, in plain or Laravel (base64:) spelling, and refuses a wrong one', async () => {
    const key = randomBytes(32).toString('base64');
    const dataDir = await tempDir();
    expect(resolveAppKey({ appKey: loadConfig({ APP_KEY: key }).appKey, dataDir }).toString('base64')).toBe(key);
    expect(loadConfig({ APP_KEY: `base64:${key}` }).appKey).toBe(key);
    expect(await fs.readdir(dataDir)).toEqual([]);
    expect(() => loadConfig({ APP_KEY: 'too-short' })).toThrow(ConfigError);
    expect(() => loadConfig({ APP_KEY: randomBytes(16).toString('base64') })).toThrow(/APP_KEY/);
  });

  it('refuses a key file that does not hold 32 bytes', async () => {
    const dataDir = await tempDir();
    await fs.writeFile(path.join(dataDir, 'app.key'), 'broken');
    expect(() => resolveAppKey({ appKey: undefined, dataDir })).toThrow(/32-byte key/);
  });

  it('encrypts with AES-256-GCM: a fresh IV each time, and tampering or another key is detected', () => {
    const encrypter = createEncrypter(randomBytes(32));
    const a = encrypter.encrypt('JBSWY3DPEHPK3PXP');
    const b = encrypter.encrypt('JBSWY3DPEHPK3PXP');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^v1:/);
    expect(encrypter.decrypt(a)).toBe('JBSWY3DPEHPK3PXP');
    const raw = Buffer.from(a.slice(3), 'base64');
    raw[raw.length - 1]! ^= 1;
    expect(() => encrypter.decrypt(`v1:${raw.toString('base64')}`)).toThrow();
    expect(() => createEncrypter(randomBytes(32)).decrypt(a)).toThrow();
  });
});

describe('mail settings', () => {
  it('defaults to writing files, and reads SMTP_URL and MAIL_FROM', () => {
    expect(loadConfig({})).toMatchObject({
      smtpUrl: undefined,
      mailFrom: 'Realestate Platform <no-reply@realestate.invalid>',
      appKey: undefined,
    });
    expect(loadConfig({ SMTP_URL: 'smtps://user:pass@mail.example.com:465', MAIL_FROM: 'Ops <ops@example.com>' })).toMatchObject({
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      mailFrom: 'Ops <ops@example.com>',
    });
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/);
  });
});
