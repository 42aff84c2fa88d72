import os from 'node:os';
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

  it('takes this machine under any of its names as the app when it listens on this machine only', () => {
    expect(loadConfig({}).appOrigins).toEqual(['http://127.0.0.1:3000', 'http://localhost:3000', 'http://[::1]:3000']);
    expect(loadConfig({ PUBLIC_URL: 'https://covers.example.com/' }).appOrigins).toEqual([
      'https://covers.example.com',
    ]);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS: 'sandbox', PORT: '8080' }).appOrigins).toEqual([
      'http://localhost:8080',
      'http://127.0.0.1:8080',
      'http://[::1]:8080',
    ]);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it('binds all interfaces in production unless HOST says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS: 'sandbox' }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS: 'sandbox', HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
  });

  it('lets five guests behind one network address make their free covers each day', () => {
    expect(loadConfig({}).guestIpDailyCap).toBe(15);
  });

  it('refuses to start in production until PAYMENTS is chosen, and uses the sandbox only when asked', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PAYMENTS: must be chosen in production/);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS: 'sandbox' }).payments.provider).toBe('sandbox');
    // Outside production the sandbox is the built-in default.
    expect(loadConfig({}).payments.provider).toBe('sandbox');
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

  it('chooses outside image providers and the refiner, with each vendor public endpoint by default', () => {
    const config = loadConfig({
      IMAGE_PROVIDER_SONIC: 'openai',
      OPENAI_API_KEY: 'sk-test',
      IMAGE_PROVIDER_PHOTON: 'luma',
      LUMA_API_KEY: 'luma-test',
      LUMA_MODEL: 'photon-flash-1',
      REFINER: 'openai',
      LLM_API_KEY: 'sk-llm',
    });
    expect(config.engines).toEqual({ sonic: 'openai', photon: 'luma' });
    expect(config.openai).toEqual({ baseUrl: 'https://api.openai.com/v1', apiKey: 'sk-test', model: 'gpt-image-1' });
    expect(config.luma.baseUrl).toBe('https://api.lumalabs.ai/dream-machine/v1');
    expect(config.luma.model).toBe('photon-flash-1');
    expect(config.lovable.baseUrl).toBe('https://ai.gateway.lovable.dev/v1');
    expect(config.refiner).toBe('llm');
    expect(config.outboundAllowPrivate).toBe(false);
  });

  it('refuses an outside provider without its key, and unknown engines', () => {
    expect(() => loadConfig({ IMAGE_PROVIDER_PHOTON: 'luma' })).toThrow(/LUMA_API_KEY: must be set/);
    expect(() => loadConfig({ IMAGE_PROVIDER_SONIC: 'lovable' })).toThrow(/LOVABLE_API_KEY: must be set/);
    expect(() => loadConfig({ IMAGE_PROVIDER_SONIC: 'openai' })).toThrow(/OPENAI_API_KEY: must be set/);
    expect(() => loadConfig({ IMAGE_PROVIDER_SONIC: 'midjourney' })).toThrow(
      /IMAGE_PROVIDER_SONIC="midjourney": must be builtin, openai, lovable or luma/,
    );
    expect(() => loadConfig({ REFINER: 'openai' })).toThrow(/LLM_API_KEY/);
    expect(() => loadConfig({ LUMA_MODEL: 'ray-2' })).toThrow(/LUMA_MODEL="ray-2": must be photon-1 or photon-flash-1/);
  });

  it('lets a self-hosted OpenAI-protocol server go without a key', () => {
    const config = loadConfig({ IMAGE_PROVIDER_SONIC: 'openai', OPENAI_BASE_URL: 'http://127.0.0.1:8080/v1/' });
    expect(config.openai.baseUrl).toBe('http://127.0.0.1:8080/v1');
    expect(config.openai.apiKey).toBeUndefined();
  });

  it('keeps the provider deadline inside the job deadline', () => {
    expect(() =>
      loadConfig({
        IMAGE_PROVIDER_PHOTON: 'luma',
        LUMA_API_KEY: 'k',
        JOB_EXPIRE_SECONDS: '60',
        IMAGE_TIMEOUT_SECONDS: '55',
      }),
    ).toThrow(/IMAGE_TIMEOUT_SECONDS: must be at most JOB_EXPIRE_SECONDS - 10 \(50\)/);
  });

  it('sizes the render pool to the CPUs unless RENDER_THREADS says otherwise', () => {
    expect(loadConfig({}).renderThreads).toBe(Math.max(1, os.availableParallelism() - 1));
    expect(loadConfig({ RENDER_THREADS: '1' }).renderThreads).toBe(1);
    expect(() => loadConfig({ RENDER_THREADS: '0' })).toThrow(/RENDER_THREADS="0": must be between 1 and 64/);
  });
});
