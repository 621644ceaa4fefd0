// Imported first by playwright.spec-profile.config.ts: the harness (ports.ts) reads the profile when it is
// first imported, and the test workers inherit the environment.
process.env.E2E_SIM_PROFILE = 'spec';
// One test at a time against the one data set, as against a real backend (which has no sandboxes).
process.env.E2E_SANDBOXES = 'off';
