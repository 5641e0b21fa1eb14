import { lookup as dnsLookup } from 'node:dns/promises';
import { buildConnector } from 'undici';
import { UrlImportError } from './url-import-error.ts';

/** Resolves a hostname to every address it has, as the OS resolver would. */
export type ResolveHost = (hostname: string) => Promise<string[]>;

/** Says whether a connection to this address and port is allowed. */
export type AddressCheck = (address: string, port: number) => boolean;

export const resolveWithSystem: ResolveHost = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * An undici connector that resolves the hostname itself, refuses the connection unless every
 * address passes the check, and then connects to the checked address (keeping the hostname for
 * TLS). Checking and connecting use the same answer, so DNS rebinding between the two cannot
 * slip a private address in.
 */
export function guardedConnector(
  resolveHost: ResolveHost,
  isAllowed: AddressCheck,
): buildConnector.connector {
  const connect = buildConnector({});
  return (options, callback) => {
    const hostname = options.hostname.replace(/^\[(.*)\]$/, '$1');
    const port = Number(options.port) || (options.protocol === 'https:' ? 443 : 80);
    resolveHost(hostname).then(
      (addresses) => {
        const address = addresses[0];
        if (!address) {
          callback(new UrlImportError('unreachable', `Could not find the site ${hostname}.`), null);
          return;
        }
        if (!addresses.every((candidate) => isAllowed(candidate, port))) {
          callback(blockedAddressError(hostname), null);
          return;
        }
        const isIp = address !== hostname;
        connect(
          {
            ...options,
            hostname: address,
            // TLS still verifies the certificate against the name the user gave.
            servername: isIp && options.protocol === 'https:' ? hostname : options.servername,
          },
          callback,
        );
      },
      (error: unknown) => {
        callback(
          new UrlImportError('unreachable', `Could not find the site ${hostname}.`, {
            cause: error,
          }),
          null,
        );
      },
    );
  };
}

export function blockedAddressError(hostname: string): UrlImportError {
  return new UrlImportError(
    'blocked_address',
    `Importing from ${hostname} is not allowed: it points to a private or local network address.`,
  );
}
