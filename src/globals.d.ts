/** Replaced at build time: false in a build with the mock API off, so Mirage is not in it at all. */
declare const __MOCK_API__: boolean;
