import { HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { handlers } from '@/mocks/handlers';

describe('the demo backend’s handlers', () => {
  it('have one handler per method and path, so that no handler passes a request on', () => {
    const endpoints = handlers.map((handler) => {
      expect(handler).toBeInstanceOf(HttpHandler);
      const { method, path } = handler.info;
      return `${String(method)} ${String(path)}`;
    });
    expect(endpoints.length).toBeGreaterThan(40);
    expect(endpoints.filter((endpoint, index) => endpoints.indexOf(endpoint) !== index)).toEqual(
      [],
    );
  });
});
