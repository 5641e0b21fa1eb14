/** Spec §4: what the submitting button says while the analysis runs. */
export const analyzingLabel = 'Analyzing & Generating Image...';
export const fetchingLabel = 'Fetching...';
