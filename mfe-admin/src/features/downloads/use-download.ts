import { toast } from '@app/ui';
import { useState } from 'react';
import { useAuthorizedFetch } from '../../data/authorized-fetch.tsx';
import { DownloadError, downloadFile } from './download-csv.ts';

/**
 * One download button's state: busy while the file is fetched (a second press is ignored), a
 * destructive toast when it could not be had.
 */
export function useDownload(url: string, fallbackName: string, failureTitle: string) {
  const fetchWith = useAuthorizedFetch();
  const [isBusy, setIsBusy] = useState(false);
  const start = async () => {
    if (isBusy) return;
    setIsBusy(true);
    try {
      await downloadFile(fetchWith, url, fallbackName);
    } catch (error) {
      toast({
        title: failureTitle,
        description:
          error instanceof DownloadError ? error.message : 'Something went wrong. Try again.',
        variant: 'destructive',
      });
    } finally {
      setIsBusy(false);
    }
  };
  return { isBusy, start: () => void start() };
}
