import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** RFC 6238 as authenticator apps use it: SHA-1, 6 digits, 30-second steps. */
const period = 30;

export interface TotpEnrollment {
  secret: string;
  /** `otpauth://totp/…`, what the QR code holds. */
  uri: string;
  /** The QR code of the URI as an SVG document (supabase-js makes it a data URL). */
  qrCode: string;
}

export async function newTotpEnrollment(
  issuer: string,
  accountName: string,
): Promise<TotpEnrollment> {
  const secret = generateSecret();
  const uri = generateURI({ issuer, label: accountName, secret, period });
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  // supabase-js puts the SVG into a data URL as it is, unencoded: a '#' there would end the
  // image at the first colour, so the colours are named.
  const qrCode = svg.replaceAll('"#ffffff"', '"white"').replaceAll('"#000000"', '"black"');
  if (/[#%]/.test(qrCode)) throw new Error('the QR code is not safe in a data URL');
  return { secret, uri, qrCode };
}

/**
 * The time step a code belongs to, or null when it is wrong. One step either side is accepted
 * (a phone's clock drifts; typing takes time); a step at or before `afterTimeStep` is refused,
 * so a code seen over a shoulder cannot be used again.
 */
export async function verifiedTimeStep(
  secret: string,
  code: string,
  afterTimeStep: number | null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  try {
    const result = await verify({
      secret,
      token: code,
      period,
      epochTolerance: period,
      ...(afterTimeStep === null ? {} : { afterTimeStep }),
    });
    if (!result.valid) return null;
    return 'timeStep' in result ? result.timeStep : null;
  } catch {
    // otplib refuses a replay bound it finds implausible: then no code is good.
    return null;
  }
}
