import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config.ts';

describe('configuration', () => {
  it('has a default for every setting', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      logLevel: 'info',
      tokenTtlDays: 30,
      trustProxy: false,
      corsOrigins: [],
      demoPassword: 'demo-pass-2026',
      seedDemo: true,
    });
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@db:5432/app',
      PUBLIC_URL: 'https://app.example.com/',
      TRUST_PROXY: 'true',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      TOKEN_TTL_DAYS: '7',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://u@db:5432/app',
      publicUrl: 'https://app.example.com',
      trustProxy: true,
      corsOrigins: ['https://a.example', 'https://b.example'],
      tokenTtlDays: 7,
    });
  });

  it('reads the messenger settings', () => {
    expect(loadConfig({})).toMatchObject({
      whatsappCloud: { baseUrl: 'https://graph.facebook.com/v21.0', accessToken: undefined, phoneNumberId: undefined },
      messengerPollMs: 1000,
    });
    const config = loadConfig({
      WHATSAPP_CLOUD_BASE_URL: 'https://graph.example.test/v22.0/',
      WHATSAPP_CLOUD_ACCESS_TOKEN: 'EAAG-token',
      WHATSAPP_CLOUD_PHONE_NUMBER_ID: '106540352242922',
      MESSENGER_POLL_MS: '0',
    });
    expect(config).toMatchObject({
      whatsappCloud: { baseUrl: 'https://graph.example.test/v22.0', accessToken: 'EAAG-token', phoneNumberId: '106540352242922' },
      messengerPollMs: 0,
    });
    expect(() => loadConfig({ WHATSAPP_CLOUD_PHONE_NUMBER_ID: '+971', MESSENGER_POLL_MS: '-1' })).toThrow(
      /WHATSAPP_CLOUD_PHONE_NUMBER_ID[\s\S]*MESSENGER_POLL_MS/,
    );
  });

  it('reads the reservation settings', () => {
    expect(loadConfig({})).toMatchObject({ reservationHours: 48, reservationSweepMs: 60_000 });
    expect(loadConfig({ RESERVATION_HOURS: '72', RESERVATION_SWEEP_MS: '0' })).toMatchObject({
      reservationHours: 72,
      reservationSweepMs: 0,
    });
    expect(() => loadConfig({ RESERVATION_HOURS: '0' })).toThrow(/RESERVATION_HOURS/);
  });

  it('reads the metrics token, refusing a short one', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'a-scraper-token-of-32-characters' }).metricsToken).toBe('a-scraper-token-of-32-characters');
    expect(() => loadConfig({ METRICS_TOKEN: 'too-short' })).toThrow(/METRICS_TOKEN/);
  });

  it('keeps files on disk unless a bucket is named, and reads the bucket settings', () => {
    expect(loadConfig({}).s3).toBeNull();
    const keys = { S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret-example' };
    expect(loadConfig({ S3_BUCKET: 'rp-files', ...keys }).s3).toEqual({
      bucket: 'rp-files',
      endpoint: undefined,
      region: 'us-east-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret-example',
      forcePathStyle: false,
    });
    expect(
      loadConfig({ S3_BUCKET: 'rp-files', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'auto', S3_FORCE_PATH_STYLE: 'true', ...keys })
        .s3,
    ).toMatchObject({ endpoint: 'http://127.0.0.1:9000', region: 'auto', forcePathStyle: true });
  });

  it('refuses a bucket without its keys, and bucket settings without a bucket, naming them', () => {
    expect(() => loadConfig({ S3_BUCKET: 'rp-files' })).toThrow(
      /S3_ACCESS_KEY_ID: is required when S3_BUCKET is set\nS3_SECRET_ACCESS_KEY: is required when S3_BUCKET is set/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'rp-files', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' })).toThrow(
      /^(?![\s\S]*S3_ACCESS_KEY_ID)[\s\S]*S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_ENDPOINT: is set but S3_BUCKET is not/);
    expect(() => loadConfig({ S3_BUCKET: 'RP_Files', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' })).toThrow(
      /S3_BUCKET: must be a bucket name/,
    );
    expect(() =>
      loadConfig({ S3_BUCKET: 'rp-files', S3_ENDPOINT: 'minio:9000', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' }),
    ).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).databaseUrl).toBeUndefined();
  });

  it('refuses invalid values with a message naming them', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ LOG_LEVEL: 'loud', TOKEN_TTL_DAYS: '0' })).toThrow(/LOG_LEVEL[\s\S]*TOKEN_TTL_DAYS/);
  });
});
