import { describe, expect, it } from 'vitest';
import { demoConfig, parseRuntimeConfig } from '../../src/config/runtime-config';
import { isBackendUrl } from '../../src/machines/effects/api-client';

describe('the quick chat service (SPEC §7: path not shown) is a backend of its own', () => {
  const config = demoConfig('http://localhost:9090');
  const origin = 'http://acme.localhost:8080';

  it('A16 gets the bearer and tenant headers under its base, and nothing looks alike', () => {
    expect(isBackendUrl(config, origin, '/api/apps/chat/chats')).toBe(true);
    expect(isBackendUrl(config, origin, '/api/apps/chat/chat?id=1')).toBe(true);
    expect(isBackendUrl(config, origin, '/api/apps/chatter')).toBe(false);
    expect(isBackendUrl({ ...config, demo: false }, origin, '/api/apps/contacts/all')).toBe(false);
    // Issue 14: with the demo areas on, their mock endpoints get the headers too (src/config/demo-routes.ts).
    expect(isBackendUrl(config, origin, '/api/apps/contacts/all')).toBe(true);
    expect(isBackendUrl(config, origin, '/api/auth/sign-in')).toBe(false);
  });

  it('defaults to /api/apps/chat and accepts another base from config.json', () => {
    const { quickChatApi: _omitted, ...raw } = config;
    const parsed = parseRuntimeConfig(raw);
    expect(parsed.ok && parsed.config.quickChatApi).toBe('/api/apps/chat');
    const custom = parseRuntimeConfig({ ...raw, quickChatApi: 'https://chat.example.com/v1/' });
    expect(custom.ok && custom.config.quickChatApi).toBe('https://chat.example.com/v1');
  });
});
