import { afterEach, describe, expect, it, vi } from 'vitest';
import { assetPaths, remoteFiles } from './remote-files.ts';

const manifest = {
  metaData: { publicPath: 'auto' },
  shared: [
    {
      name: 'react',
      assets: {
        js: { async: ['assets/react-BC1ksIG3.js'], sync: [] },
        css: { async: [], sync: [] },
      },
    },
  ],
  exposes: [
    {
      name: 'App',
      assets: {
        js: { async: ['assets/screen-DueCCIaW.js'], sync: ['assets/app-7qPAgj-n.js'] },
        css: { async: [], sync: ['assets/app-C-UV-tOk.css'] },
      },
    },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('assetPaths', () => {
  it('lists the files of shared packages and exposed modules once each', () => {
    expect(assetPaths({ ...manifest, shared: [...manifest.shared, ...manifest.shared] })).toEqual([
      'assets/react-BC1ksIG3.js',
      'assets/screen-DueCCIaW.js',
      'assets/app-7qPAgj-n.js',
      'assets/app-C-UV-tOk.css',
    ]);
  });

  it('answers nothing for what is not a manifest', () => {
    expect(assetPaths(null)).toEqual([]);
    expect(assetPaths({ shared: 'x', exposes: [{ assets: { js: { sync: [3] } } }] })).toEqual([]);
  });
});

describe('remoteFiles', () => {
  it('resolves the files beside the remote entry, on its own origin', async () => {
    const fetchMock = vi.fn(async (_url: URL) => Response.json(manifest));
    vi.stubGlobal('fetch', fetchMock);
    const files = await remoteFiles('https://cdn.example.net/shopping/remoteEntry.js');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      'https://cdn.example.net/shopping/mf-manifest.json',
    );
    expect(files).toContain('https://cdn.example.net/shopping/assets/app-7qPAgj-n.js');
    expect(files).toHaveLength(4);
  });

  it('uses the public path the manifest names', async () => {
    const elsewhere = { ...manifest, metaData: { publicPath: 'https://static.example.org/s/' } };
    vi.stubGlobal('fetch', async () => Response.json(elsewhere));
    const files = await remoteFiles('https://cdn.example.net/shopping/remoteEntry.js');
    expect(files[0]).toBe('https://static.example.org/s/assets/react-BC1ksIG3.js');
  });

  it('answers nothing when the remote has no manifest', async () => {
    vi.stubGlobal('fetch', async () => new Response('not found', { status: 404 }));
    expect(await remoteFiles('https://cdn.example.net/remoteEntry.js')).toEqual([]);
  });
});
