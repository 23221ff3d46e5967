/** Mirage models of the demo-template API (SPEC §3 "Demo entities"). Filled by the demo mock API issue. */
export const demoModels = {};
