/** Replaced at build time: false in a build with the mock API off, so Mirage is not in it at all. */
declare const __MOCK_API__: boolean;
/** Replaced at build time: true only in the development build (`node build.mjs --dev`), which has the Stately inspector. */
declare const __DEV__: boolean;
