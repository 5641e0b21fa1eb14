/** Largest JSON body accepted anywhere but uploads. */
export const maxJsonBodyBytes = 1024 * 1024;

/** A 10 MB photo as a base64 data URL, with room for the rest of the request. */
export const maxUploadBodyBytes = 15 * 1024 * 1024;
