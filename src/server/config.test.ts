import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('runs with no settings at all', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://127.0.0.1:3000');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it('binds all interfaces in production unless HOST says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production', HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
  });

  it('names the bad variable and its value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT="eighty": must be a number/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT="70000": must be between 0 and 65535/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL="mysql:\/\/x": must start with postgres:\/\//,
    );
    expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
  });

  it('reports every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'x', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (err) {
      expect((err as Error).message).toMatch(/PORT/);
      expect((err as Error).message).toMatch(/LOG_LEVEL="loud"/);
    }
  });

  it('strips a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://soundsleeve.example/' }).publicUrl).toBe('https://soundsleeve.example');
  });
});
