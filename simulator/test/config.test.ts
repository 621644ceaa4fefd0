import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_JWT_SECRET, DEFAULT_SEEDS_DIR, loadConfig } from '../src/config.js';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const c = loadConfig({}, []);
    expect(c).toMatchObject({
      host: '127.0.0.1',
      port: 3000,
      scenario: 'demo',
      dbPath: ':memory:',
      uploadDir: path.join(os.tmpdir(), 'sponsorspot-uploads'),
      tenantHeader: 'X-Tenant-Id',
      tenantId: 'sponsor-spot',
      appOrigins: [
        'http://localhost:8080',
        'http://127.0.0.1:8080',
        'http://localhost:5173',
        'http://127.0.0.1:5173',
      ],
      controlApi: true,
      publicUrl: 'http://localhost:3000',
      logLevel: 'info',
      staticDir: null,
      cmsUrl: 'http://localhost:3000/content',
      stripePublishableKey: 'pk_sim_sponsorspot',
      seedsDir: DEFAULT_SEEDS_DIR,
      trustProxy: false,
      qaMemoryBytes: 160 * 2 ** 20,
    });
    expect(c.seedsDir.endsWith(`${path.sep}seeds`)).toBe(true);
  });

  it('reads SIM_QA_MEMORY_MB in MiB', () => {
    expect(loadConfig({ SIM_QA_MEMORY_MB: '1024' }, []).qaMemoryBytes).toBe(2 ** 30);
    expect(loadConfig({ SIM_QA_MEMORY_MB: '16' }, []).qaMemoryBytes).toBe(16 * 2 ** 20);
  });

  it('lets flags override the environment, in both spellings', () => {
    const c = loadConfig({ SIM_PORT: '4000', SIM_SCENARIO: 'demo' }, [
      '--port',
      '4100',
      '--scenario=empty',
      '--db',
      'x.db',
    ]);
    expect(c.port).toBe(4100);
    expect(c.scenario).toBe('empty');
    expect(c.dbPath).toBe('x.db');
    expect(c.publicUrl).toBe('http://localhost:4100');
  });

  it.each([
    [{ SIM_PORT: 'abc' }, 'SIM_PORT must be an integer 1-65535, got "abc"'],
    [{ SIM_PORT: '0' }, 'SIM_PORT must be an integer 1-65535, got "0"'],
    [{ SIM_PORT: '70000' }, 'SIM_PORT must be an integer 1-65535'],
    [{ SIM_PORT: '30.5' }, 'SIM_PORT must be an integer'],
    [{ SIM_SCENARIO: '../etc' }, 'SIM_SCENARIO must be a scenario name'],
    [{ SIM_TENANT_HEADER: 'X Tenant' }, 'SIM_TENANT_HEADER'],
    [{ SIM_APP_ORIGINS: 'http://ok.test,ftp://x.test' }, 'SIM_APP_ORIGINS'],
    [{ SIM_APP_ORIGINS: 'http://ok.test/path' }, 'SIM_APP_ORIGINS must list origins'],
    [{ SIM_CONTROL_API: 'maybe' }, 'SIM_CONTROL_API must be "on" or "off"'],
    [{ SIM_PUBLIC_URL: 'localhost:3000' }, 'SIM_PUBLIC_URL must be an absolute http(s) URL'],
    [{ SIM_LOG_LEVEL: 'loud' }, 'SIM_LOG_LEVEL must be one of'],
    [{ SIM_STATIC_DIR: '/definitely/not/here' }, 'SIM_STATIC_DIR must be an existing directory'],
    [{ SIM_CMS_URL: 'cms.example' }, 'SIM_CMS_URL'],
    [{ SIM_STRIPE_PUBLISHABLE_KEY: 'sk_live_x' }, 'SIM_STRIPE_PUBLISHABLE_KEY'],
    [{ SIM_JWT_SECRET: 'short' }, 'SIM_JWT_SECRET must be at least 32 characters'],
    [{ NODE_ENV: 'production' }, 'SIM_JWT_SECRET is required when NODE_ENV=production'],
    [
      { NODE_ENV: 'production', SIM_JWT_SECRET: DEFAULT_JWT_SECRET },
      'SIM_JWT_SECRET must not be the development default (it is public) when NODE_ENV=production',
    ],
    [{ SIM_SEEDS_DIR: '/definitely/not/here' }, 'SIM_SEEDS_DIR must be an existing directory'],
    [{ SIM_TRUST_PROXY: 'nginx' }, 'SIM_TRUST_PROXY must be "on", "off" or a list of IP addresses/CIDRs'],
    [{ SIM_TRUST_PROXY: '10.0.0.0/33' }, 'SIM_TRUST_PROXY must be "on", "off" or a list'],
    [{ SIM_TRUST_PROXY: '10.0.0.1,' }, 'SIM_TRUST_PROXY must be "on", "off" or a list'],
    [{ SIM_ALLOWED_HOSTS: 'localhost:3000' }, 'SIM_ALLOWED_HOSTS must list host names or IP addresses'],
    [{ SIM_ALLOWED_HOSTS: 'a.test,,b.test' }, 'SIM_ALLOWED_HOSTS must list host names'],
    [{ SIM_ALLOWED_HOSTS: '*' }, 'SIM_ALLOWED_HOSTS must list host names'],
    [{ SIM_SHARED_TEST_ENVIRONMENT: 'maybe' }, 'SIM_SHARED_TEST_ENVIRONMENT must be "on" or "off"'],
    [
      { SIM_HOST: '0.0.0.0' },
      'SIM_HOST "0.0.0.0" is not a loopback address and SIM_JWT_SECRET is the development default',
    ],
    [{ SIM_HOST: '::' }, 'SIM_HOST "::" is not a loopback address'],
    [{ SIM_HOST: '192.168.1.20' }, 'set SIM_PUBLISHED_ON_LOOPBACK=on'],
    [{ SIM_PUBLISHED_ON_LOOPBACK: 'maybe' }, 'SIM_PUBLISHED_ON_LOOPBACK must be "on" or "off"'],
    [{ SIM_QA_MEMORY_MB: 'lots' }, 'SIM_QA_MEMORY_MB must be a whole number of MiB from 16 to 65536'],
    [{ SIM_QA_MEMORY_MB: '8' }, 'SIM_QA_MEMORY_MB must be a whole number of MiB from 16 to 65536'],
    [{ SIM_QA_MEMORY_MB: '1.5' }, 'SIM_QA_MEMORY_MB must be a whole number'],
    [{ SIM_QA_MEMORY_MB: '512MB' }, 'SIM_QA_MEMORY_MB must be a whole number'],
    // A shared environment signs with a key of its own, on whatever address it listens.
    [{ SIM_SHARED_TEST_ENVIRONMENT: 'on' }, 'set SIM_JWT_SECRET (32+ characters) to a key of your own'],
    [
      { SIM_HOST: '0.0.0.0', SIM_SHARED_TEST_ENVIRONMENT: 'on' },
      'SIM_SHARED_TEST_ENVIRONMENT=on and SIM_JWT_SECRET',
    ],
    [
      { SIM_HOST: '0.0.0.0', SIM_SHARED_TEST_ENVIRONMENT: 'on', SIM_PUBLISHED_ON_LOOPBACK: 'on' },
      'is the development default',
    ],
    [{ SIM_HOST: '0.0.0.0', SIM_JWT_SECRET: DEFAULT_JWT_SECRET }, 'is the development default'],
    [{ SIM_HOST: '0.0.0.0', SIM_SHARED_TEST_ENVIRONMENT: 'off' }, 'is the development default'],
  ])('refuses %o naming the setting', (env, message) => {
    expect(() => loadConfig(env, [])).toThrow(ConfigError);
    expect(() => loadConfig(env, [])).toThrow(message);
  });

  it("allows the names of loopback and the compose services, plus the public URL's and app origins' hosts, by default", () => {
    expect(loadConfig({ SIM_PUBLIC_URL: 'https://Sim.Example.test/' }, []).allowedHosts).toEqual([
      'localhost',
      '127.0.0.1',
      '::1',
      'simulator',
      'web',
      'sim.example.test',
    ]);
    expect(loadConfig({ SIM_ALLOWED_HOSTS: 'QA.example.test,[::1]' }, []).allowedHosts).toEqual([
      'qa.example.test',
      '::1',
      'localhost',
      // The default app origins'.
      '127.0.0.1',
    ]);
  });

  it('listens beyond loopback with the development secret only in a container published on loopback', () => {
    for (const host of ['127.0.0.1', '127.0.0.2', 'localhost', '::1', '::ffff:127.0.0.1']) {
      expect(loadConfig({ SIM_HOST: host }, []).host).toBe(host);
    }
    const container = loadConfig({ SIM_HOST: '0.0.0.0', SIM_PUBLISHED_ON_LOOPBACK: 'on' }, []);
    expect(container).toMatchObject({
      host: '0.0.0.0',
      publishedOnLoopback: true,
      sharedTestEnvironment: false,
    });
    const ownSecret = loadConfig({ SIM_HOST: '0.0.0.0', SIM_JWT_SECRET: 'x'.repeat(32) }, []);
    expect(ownSecret).toMatchObject({ host: '0.0.0.0', publishedOnLoopback: false });
    const shared = loadConfig(
      { SIM_HOST: '0.0.0.0', SIM_SHARED_TEST_ENVIRONMENT: 'on', SIM_JWT_SECRET: 'y'.repeat(32) },
      [],
    );
    expect(shared).toMatchObject({ host: '0.0.0.0', sharedTestEnvironment: true });
  });

  it('refuses a bad flag value naming the setting, and unknown flags', () => {
    expect(() => loadConfig({}, ['--port', 'x'])).toThrow('SIM_PORT must be an integer 1-65535, got "x"');
    expect(() => loadConfig({}, ['--port'])).toThrow('--port (SIM_PORT) needs a value');
    expect(() => loadConfig({}, ['--verbose'])).toThrow('Unknown argument "--verbose"');
    expect(() => loadConfig({}, ['--verbose=3'])).toThrow('Unknown argument "--verbose=3"');
    expect(() => loadConfig({}, ['--constructor', 'x'])).toThrow('Unknown argument "--constructor"');
    expect(() => loadConfig({}, ['-p', '4000'])).toThrow('Unknown argument "-p"');
    expect(() => loadConfig({}, ['demo'])).toThrow('Unknown argument "demo"');
    expect(() => loadConfig({}, ['--', '--port', '4000'])).toThrow('Unknown argument "--"');
    expect(() => loadConfig({}, ['--port='])).toThrow('--port (SIM_PORT) needs a value');
    expect(() => loadConfig({}, ['--port', '--scenario', 'x'])).toThrow('--port (SIM_PORT) needs a value');
    expect(loadConfig({}, ['--port', '4000', '--port=4001']).port).toBe(4001);
  });

  it("names the app's URL: the simulator when it serves the app, else the first app origin", () => {
    expect(loadConfig({}, []).appUrl).toBe('http://localhost:8080');
    expect(loadConfig({ SIM_APP_ORIGINS: 'https://app.example' }, []).appUrl).toBe('https://app.example');
    const appDir = mkdtempSync(path.join(os.tmpdir(), 'sim-config-app-'));
    writeFileSync(path.join(appDir, 'index.html'), '<!doctype html>');
    const serving = loadConfig({ SIM_STATIC_DIR: appDir, SIM_PUBLIC_URL: 'http://sim.local:3000' }, []);
    expect(serving.appUrl).toBe('http://sim.local:3000');
    rmSync(appDir, { recursive: true, force: true });
  });

  it('turns the control API off by default in production, and on when asked', () => {
    const secret = 'x'.repeat(40);
    expect(loadConfig({ NODE_ENV: 'production', SIM_JWT_SECRET: secret }, []).controlApi).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'production', SIM_JWT_SECRET: secret, SIM_CONTROL_API: 'on' }, []).controlApi,
    ).toBe(true);
    expect(loadConfig({ SIM_CONTROL_API: 'off' }, []).controlApi).toBe(false);
  });

  it('refuses SIM_TRUST_PROXY=on in production, where a client would choose its own address', () => {
    const production = {
      NODE_ENV: 'production',
      SIM_JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
    };
    expect(() => loadConfig({ ...production, SIM_TRUST_PROXY: 'on' }, [])).toThrow(
      /SIM_TRUST_PROXY must name the proxy's addresses or CIDRs/,
    );
    expect(loadConfig({ ...production, SIM_TRUST_PROXY: '172.18.0.5' }, []).trustProxy).toEqual([
      '172.18.0.5',
    ]);
  });

  it("allows the public URL's and the app origins' host names besides SIM_ALLOWED_HOSTS", () => {
    const c = loadConfig(
      {
        SIM_ALLOWED_HOSTS: 'qa.internal.example',
        SIM_PUBLIC_URL: 'https://Sim.Example.test',
        SIM_APP_ORIGINS: 'https://app.example.test:8443,http://[::1]:8080',
      },
      [],
    );
    expect(c.allowedHosts).toEqual(['qa.internal.example', 'sim.example.test', 'app.example.test', '::1']);
  });

  it('reads SIM_TRUST_PROXY as on/off or a list of addresses and CIDRs', () => {
    expect(loadConfig({ SIM_TRUST_PROXY: 'on' }, []).trustProxy).toBe(true);
    expect(loadConfig({ SIM_TRUST_PROXY: 'off' }, []).trustProxy).toBe(false);
    expect(loadConfig({ SIM_TRUST_PROXY: '' }, []).trustProxy).toBe(false);
    expect(loadConfig({ SIM_TRUST_PROXY: '127.0.0.1, 172.16.0.0/12,::1,fd00::/8' }, []).trustProxy).toEqual([
      '127.0.0.1',
      '172.16.0.0/12',
      '::1',
      'fd00::/8',
    ]);
  });

  it('treats empty values as unset and reads lists and URLs', () => {
    const c = loadConfig(
      {
        SIM_STATIC_DIR: '',
        SIM_APP_ORIGINS: 'http://a.test:8080, https://b.test',
        SIM_PUBLIC_URL: 'https://sim.test/',
        SIM_CMS_URL: '/cms-site/',
      },
      [],
    );
    expect(c.staticDir).toBeNull();
    expect(c.appOrigins).toEqual(['http://a.test:8080', 'https://b.test']);
    expect(c.publicUrl).toBe('https://sim.test');
    expect(c.cmsUrl).toBe('/cms-site');
  });
});

describe('server.ts', () => {
  it('prints the bad setting and exits 1', async () => {
    const { spawnSync } = await import('node:child_process');
    const simulatorDir = path.resolve(import.meta.dirname, '..');
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: simulatorDir,
      env: { ...process.env, SIM_PORT: 'abc' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('SIM_PORT must be an integer 1-65535, got "abc"');
  }, 30_000);

  it('prints no seeded password in production', async () => {
    const { spawn } = await import('node:child_process');
    const { createServer } = await import('node:net');
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolve(free));
      });
    });
    const simulatorDir = path.resolve(import.meta.dirname, '..');
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: simulatorDir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        SIM_JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
        SIM_PORT: String(port),
        SIM_DB_PATH: ':memory:',
        SIM_LOG_LEVEL: 'silent',
      },
    });
    let stdout = '';
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        if (stdout.includes('Seeded logins')) resolve();
      });
      child.on('exit', (code) => reject(new Error(`exited ${code}: ${stdout}`)));
    });
    child.kill('SIGTERM');
    expect(stdout).toContain('Seeded logins are not printed in production');
    // The demo scenario's passwords all end in !2026.
    expect(stdout).not.toMatch(/!2026/);
  }, 30_000);
});
