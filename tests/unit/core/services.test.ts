import { beforeEach, describe, expect, it, vi } from 'vitest';
import { serviceMapReady, serviceUrl, setServiceMap, hasService } from '../../../core/transport/services/services';
import { parseServiceMap, ServiceMapError } from '../../../contracts/service-map';
import { freshRuntime } from '../fresh-runtime';

describe('core/config/services (DESIGN.md Service map)', () => {
  beforeEach(() => freshRuntime());

  it('resolves relative bases against the map file and strips a trailing slash', () => {
    const map = parseServiceMap({ static: '/static/', images: 'https://cdn.example/' }, 'http://localhost:8080/config/services.json');
    expect(map).toEqual({ static: 'http://localhost:8080/static', images: 'https://cdn.example' });
  });

  it('refuses non-object maps, non-string bases and non-http protocols', () => {
    expect(() => parseServiceMap([], 'http://a/')).toThrow(ServiceMapError);
    expect(() => parseServiceMap({ favs: 3 }, 'http://a/')).toThrow(ServiceMapError);
    expect(() => parseServiceMap({ favs: 'javascript:alert(1)' }, 'http://a/')).toThrow(ServiceMapError);
  });

  it('ignores unknown groups with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseServiceMap({ nope: '/x' }, 'http://a/')).toEqual({});
    expect(warn).toHaveBeenCalled();
  });

  it('serviceUrl throws a clear error for a group that is not configured', async () => {
    expect(hasService('favs')).toBe(false);
    expect(() => serviceUrl('favs', '/sync')).toThrow('service map has no "favs" entry');
    setServiceMap({ favs: 'https://favs.example' });
    await serviceMapReady();
    expect(serviceUrl('favs', '/sync')).toBe('https://favs.example/sync');
  });
});
