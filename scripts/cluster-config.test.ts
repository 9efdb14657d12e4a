import { describe, expect, it } from 'vitest';
import { readClusterSettings, renderNginxConfig, shopPorts } from './cluster-config.ts';

const tempDir = () => '/tmp/cluster-test';

describe('readClusterSettings', () => {
  it('defaults to two processes beside the usual ports', () => {
    const settings = readClusterSettings({}, tempDir);
    expect(settings).toMatchObject({ processes: 2, port: 3000, shopPortBase: 3010, backendPort: 3001, redisPort: 3002, redisUrl: undefined, dir: '/tmp/cluster-test' });
    expect(shopPorts(settings)).toEqual([3010, 3011]);
  });

  it.each([['CLUSTER_PROCESSES', '0'], ['CLUSTER_PROCESSES', 'two'], ['PORT', '70000'], ['REDIS_PORT', 'x']])('refuses %s=%s with the variable named', (name, value) => {
    expect(() => readClusterSettings({ [name]: value }, tempDir)).toThrow(name);
  });
});

describe('renderNginxConfig', () => {
  const config = renderNginxConfig({ processes: 3, shopPortBase: 4500, port: 8080, host: '127.0.0.1', dir: '/tmp/cluster-test' });
  const directives = config.split('\n').map((line) => line.trim());

  it('balances over every shop process and listens where asked', () => {
    expect(directives).toEqual(expect.arrayContaining(['server 127.0.0.1:4500 max_fails=1 fail_timeout=5s;', 'server 127.0.0.1:4502 max_fails=1 fail_timeout=5s;', 'listen 127.0.0.1:8080;']));
  });

  it('sends a request that could not reach a process to the next one, and passes the forwarding headers', () => {
    expect(directives).toEqual(
      expect.arrayContaining([
        'proxy_next_upstream error timeout;',
        'proxy_set_header Host $http_host;',
        'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
        'proxy_set_header X-Forwarded-Proto $scheme;',
      ]),
    );
    // Posts are never sent twice: nginx retries non-idempotent requests only when told to.
    expect(config).not.toContain('non_idempotent');
  });
});
