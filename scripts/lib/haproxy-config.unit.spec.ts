import { describe, expect, it } from 'vitest';
import { haproxyConfig } from './haproxy-config.ts';

describe('haproxyConfig (make fleet)', () => {
  const cfg = haproxyConfig({
    port: 5000,
    servers: [
      { name: 'api-1', port: 41001 },
      { name: 'api-2', port: 41002 },
    ],
  });
  const lines = cfg.split('\n').map((l) => l.trim());

  it('listens on the port and balances over every API process, health-checked', () => {
    expect(lines).toContain('bind 0.0.0.0:5000');
    expect(lines).toContain('balance roundrobin');
    expect(lines).toContain('option httpchk GET /api/health');
    expect(lines.filter((l) => l.startsWith('server '))).toEqual([
      'server api-1 127.0.0.1:41001 check inter 2s fastinter 500ms fall 2 rise 1',
      'server api-2 127.0.0.1:41002 check inter 2s fastinter 500ms fall 2 rise 1',
    ]);
  });

  it('keeps a process that answers degraded, and sends a request refused by a dead one elsewhere', () => {
    expect(lines).toContain('http-check expect rstatus ^(200|503)$');
    expect(lines).toContain('option redispatch 1');
    expect(lines).toContain('retries 2');
  });

  it('keeps WebSockets open, passes the client address, and sticks to no instance', () => {
    expect(lines).toContain('timeout tunnel 1h');
    expect(lines).toContain('option forwardfor');
    expect(cfg).not.toMatch(/stick|cookie|balance source/);
  });
});
