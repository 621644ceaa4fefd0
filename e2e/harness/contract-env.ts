// Imported first by playwright.contract.config.ts: the contract run's servers get ports of their own (3102
// and 8182 unless E2E_SIM_PORT / E2E_WEB_PORT say otherwise), read by ports.ts when it is first imported;
// the test workers inherit the environment.
process.env.E2E_SIM_PORT ??= '3102';
process.env.E2E_WEB_PORT ??= '8182';
