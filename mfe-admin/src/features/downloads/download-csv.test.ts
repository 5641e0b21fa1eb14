import { afterEach, describe, expect, it, vi } from 'vitest';
import { DownloadError, downloadFile, fileNameFrom } from './download-csv.ts';

describe('fileNameFrom', () => {
  it('reads the quoted, bare and encoded forms, and keeps no folders', () => {
    expect(fileNameFrom('attachment; filename="mise-users-2026-03-02.csv"', 'x.csv')).toBe(
      'mise-users-2026-03-02.csv',
    );
    expect(fileNameFrom('attachment; filename=report-7d.csv', 'x.csv')).toBe('report-7d.csv');
    expect(
      fileNameFrom(`attachment; filename="a.csv"; filename*=UTF-8''r%C3%A9sum%C3%A9.csv`, 'x'),
    ).toBe('résumé.csv');
    expect(fileNameFrom('attachment; filename="../../etc/passwd"', 'x.csv')).toBe('passwd');
    expect(fileNameFrom(null, 'fallback.csv')).toBe('fallback.csv');
    expect(fileNameFrom('attachment', 'fallback.csv')).toBe('fallback.csv');
  });
});

describe('downloadFile', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('saves the answer under the name the server gives', async () => {
    const clicked: { name: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ name: this.download, href: this.href });
    });
    URL.createObjectURL = vi.fn(() => 'blob:mise/1');
    URL.revokeObjectURL = vi.fn();
    const fetchWith = vi.fn(
      async () =>
        new Response('id,email\r\n', {
          headers: { 'content-disposition': 'attachment; filename="mise-users-2026-03-02.csv"' },
        }),
    );
    const name = await downloadFile(fetchWith, '/api/admin/exports/users.csv', 'users.csv');
    expect(name).toBe('mise-users-2026-03-02.csv');
    expect(fetchWith).toHaveBeenCalledWith('/api/admin/exports/users.csv', expect.anything());
    expect(clicked).toEqual([{ name: 'mise-users-2026-03-02.csv', href: 'blob:mise/1' }]);
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it("fails with the server's sentence, or one of its own", async () => {
    const refused = async () =>
      Response.json({ code: 'VALIDATION', message: 'days must be 1 to 365.' }, { status: 400 });
    await expect(downloadFile(refused, '/r.csv', 'r.csv')).rejects.toThrow(
      new DownloadError('days must be 1 to 365.'),
    );
    const forbidden = async () => new Response('nope', { status: 403 });
    await expect(downloadFile(forbidden, '/r.csv', 'r.csv')).rejects.toThrow(/Sign in again/);
    const offline = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(downloadFile(offline, '/r.csv', 'r.csv')).rejects.toThrow(/connection/);
  });
});
